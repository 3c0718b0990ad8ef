import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import type { AdapterCall } from './adapter-call.ts';
import type { AdapterFailureReason } from './adapter-call-observer.ts';
import { guardAdapter } from './guard-adapter.ts';
import { observeAdapter } from './observe-adapter.ts';

function recordingObserver() {
  const calls: { system: string; method: string; seconds: number }[] = [];
  const failures: { system: string; method: string; reason: AdapterFailureReason }[] = [];
  return {
    calls,
    failures,
    observer: {
      called: (system: string, method: string, seconds: number) => calls.push({ system, method, seconds }),
      failed: (system: string, method: string, reason: AdapterFailureReason) =>
        failures.push({ system, method, reason }),
    },
  };
}

const networkApi = {
  async status(id: string, _call?: AdapterCall) {
    if (id === 'slow') await new Promise((resolve) => setTimeout(resolve, 200));
    if (id === 'broken') throw new Error('connection reset');
    if (id === 'missing') throw new AppError('NOT_FOUND', 'Accessen finns inte');
    return `status of ${id}`;
  },
};

describe('observeAdapter', () => {
  it('times every call of an outside system and counts its failures as timeout or error, not its answers', async () => {
    const { calls, failures, observer } = recordingObserver();
    const guarded = guardAdapter('Nätets ON-API', networkApi, { timeoutMs: 30, latencyMs: 0 });
    const observed = observeAdapter('networkApi', guarded, observer);

    await expect(observed.status('a1')).resolves.toBe('status of a1');
    await expect(observed.status('missing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(observed.status('broken')).rejects.toMatchObject({ reason: 'connection reset' });
    await expect(observed.status('slow')).rejects.toMatchObject({ timedOut: true });
    // A call its caller stopped did not answer either.
    await expect(observed.status('a2', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      timedOut: true,
    });

    expect(calls.map(({ system, method }) => `${system}.${method}`)).toEqual(
      Array(5).fill('networkApi.status'),
    );
    expect(calls[3]?.seconds).toBeGreaterThanOrEqual(0.025);
    expect(failures).toEqual([
      { system: 'networkApi', method: 'status', reason: 'error' },
      { system: 'networkApi', method: 'status', reason: 'timeout' },
      { system: 'networkApi', method: 'status', reason: 'timeout' },
    ]);
  });
});
