/** Why a call to an outside system failed, as counted. */
export type AdapterFailureReason = 'timeout' | 'error';

/** Told about every guarded adapter call (the metrics), by the registry's name of the adapter and its method. */
export interface AdapterCallObserver {
  called(system: string, method: string, seconds: number): void;
  failed(system: string, method: string, reason: AdapterFailureReason): void;
}
