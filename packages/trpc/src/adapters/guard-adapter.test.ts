import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import type { AdapterCall } from './adapter-call.ts';
import { AdapterError, adapterFailure } from './adapter-error.ts';
import { CALL_ABORTED_REASON, guardAdapter, timeoutReason } from './guard-adapter.ts';

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

  it("hands the implementation the caller's idempotency key and a signal that the timeout fires", async () => {
    const seen: AdapterCall[] = [];
    const writer = {
      async write(value: string, call?: AdapterCall) {
        seen.push(call ?? {});
        await new Promise((resolve) => setTimeout(resolve, 200));
        return value;
      },
    };
    const guarded = guardAdapter(system, writer, { timeoutMs: 30, latencyMs: 0 });
    await expect(guarded.write('a', { idempotencyKey: 'request-1' })).rejects.toMatchObject({
      timedOut: true,
    });
    expect(seen[0]?.idempotencyKey).toBe('request-1');
    expect(seen[0]?.signal?.aborted).toBe(true);
    expect(seen[0]?.signal?.reason).toMatchObject({ reason: timeoutReason(30) });
    await expect(guardAdapter(system, writer, { timeoutMs: 1_000, latencyMs: 0 }).write('b')).resolves.toBe(
      'b',
    );
    expect(seen[1]?.signal?.aborted).toBe(false);
  });

  it("stops a call when the caller's own signal fires, also one fired before the call or during the latency", async () => {
    let signal: AbortSignal | undefined;
    const writer = {
      write: (_value: string, call?: AdapterCall) => {
        signal = call?.signal;
        return new Promise<never>(() => {});
      },
    };
    const guarded = guardAdapter(system, writer, { timeoutMs: 1_000, latencyMs: 0 });
    const request = new AbortController();
    const pending = guarded.write('a', { signal: request.signal });
    request.abort();
    await expect(pending).rejects.toMatchObject({ reason: CALL_ABORTED_REASON, timedOut: true });
    expect(signal?.aborted).toBe(true);

    signal = undefined;
    const slow = guardAdapter(system, writer, { timeoutMs: 1_000, latencyMs: 100 });
    await expect(slow.write('b', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      reason: CALL_ABORTED_REASON,
    });
    const late = new AbortController();
    setTimeout(() => late.abort(), 10);
    await expect(slow.write('c', { signal: late.signal })).rejects.toMatchObject({
      reason: CALL_ABORTED_REASON,
    });
    expect(signal).toBeUndefined();
  });

  it('adapterFailure says the spec text around the reason and rethrows anything else', () => {
    expect(() => adapterFailure(new AdapterError(system, 'nere'), (reason) => `Error: ${reason}`)).toThrow(
      'Error: nere',
    );
    const other = new Error('bug');
    expect(() => adapterFailure(other, (reason) => reason)).toThrow(other);
  });
});
