import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { AdapterError, adapterFailure } from './adapter-error.ts';
import { guardAdapter, timeoutReason } from './guard-adapter.ts';

const system = 'Nätets ON-API';

function statusSystem(delayMs: number) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    adapter: {
      async status(id: string) {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (id === 'broken') throw new Error('connection reset');
        if (id === 'missing') throw new AppError('NOT_FOUND', 'Accessen finns inte');
        return `status of ${id}`;
      },
    },
  };
}

describe('guardAdapter', () => {
  it('passes answers through', async () => {
    const { adapter } = statusSystem(1);
    const guarded = guardAdapter(system, adapter, { timeoutMs: 1_000, latencyMs: 0 });
    await expect(guarded.status('a1')).resolves.toBe('status of a1');
  });

  it('turns a slow answer into an AdapterError with a Swedish timeout reason', async () => {
    const { adapter } = statusSystem(200);
    const guarded = guardAdapter(system, adapter, { timeoutMs: 30, latencyMs: 0 });
    const error = await guarded.status('a1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', timedOut: true, reason: timeoutReason(30) });
    expect((error as AdapterError).userMessage).toBe(`${system}: Inget svar inom 30 ms`);
  });

  it('turns a failure into an AdapterError and lets an intended AppError pass', async () => {
    const { adapter } = statusSystem(1);
    const guarded = guardAdapter(system, adapter, { timeoutMs: 1_000, latencyMs: 0 });
    await expect(guarded.status('broken')).rejects.toMatchObject({
      reason: 'connection reset',
      timedOut: false,
    });
    await expect(guarded.status('missing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('waits the configured latency before calling, within the timeout', async () => {
    const system1 = statusSystem(0);
    const guarded = guardAdapter(system, system1.adapter, { timeoutMs: 1_000, latencyMs: 60 });
    const started = performance.now();
    await guarded.status('a1');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    const tooSlow = guardAdapter(system, statusSystem(0).adapter, { timeoutMs: 20, latencyMs: 200 });
    await expect(tooSlow.status('a1')).rejects.toMatchObject({ timedOut: true });
  });

  it('adapterFailure says the spec text around the reason and rethrows anything else', () => {
    expect(() => adapterFailure(new AdapterError(system, 'nere'), (reason) => `Error: ${reason}`)).toThrow(
      'Error: nere',
    );
    const other = new Error('bug');
    expect(() => adapterFailure(other, (reason) => reason)).toThrow(other);
  });
});
