import { AppError } from '../errors.ts';

/**
 * An outside system (TV middleware, the network's ON-API, parcel tracking, billing sync, ...) failed or did not
 * answer in time. It is an AppError (SERVICE_UNAVAILABLE), so one that escapes still reaches the user in Swedish;
 * a domain function catches it to say the spec's own text around `reason`.
 */
export class AdapterError extends AppError {
  /** The system's Swedish name, e.g. 'Nätets ON-API'. */
  readonly system: string;
  /** What went wrong, in Swedish or as the system said it. */
  readonly reason: string;
  /** The call was stopped before it answered: its timeout, or its caller gave up. */
  readonly timedOut: boolean;

  constructor(system: string, reason: string, options: { timedOut?: boolean; cause?: unknown } = {}) {
    super('SERVICE_UNAVAILABLE', `${system}: ${reason}`, { cause: options.cause });
    this.system = system;
    this.reason = reason;
    this.timedOut = options.timedOut ?? false;
  }
}

export function isAdapterError(error: unknown): error is AdapterError {
  return error instanceof AdapterError;
}

/** The spec's text for a failed call, e.g. `adapterFailure(error, (reason) => \`Error: ${reason}\`)`. */
export function adapterFailure(error: unknown, text: (reason: string) => string): never {
  if (isAdapterError(error)) {
    throw new AppError('SERVICE_UNAVAILABLE', text(error.reason), { cause: error });
  }
  throw error;
}
