import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { HARDWARE_TEXTS } from '@sappis/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Adapters, createAdapters } from '../adapters/adapters.ts';
import { CALL_ABORTED_REASON, timeoutReason } from '../adapters/guard-adapter.ts';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { createTestUser } from '../testing/users.ts';
import { type BillingSync, createTableBillingSync } from './billing-sync.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const jar: CookieJar = { token: null };

beforeAll(async () => {
  db = await createTestDatabase();
  const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
  await createCaller(createTestContext(db.prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
});
afterAll(async () => {
  await db?.drop();
});

const TIMEOUT_MS = 100;

/** The one signed-in user (a retry is the same user's), calling through `adapters`. */
const callerWith = (adapters?: Adapters) => createCaller(createTestContext(db.prisma, jar, { adapters }));

/** The billing system of the table-backed default with `wrap` around each call, timing out after 100 ms. */
function billingThrough(
  wrap: (write: Promise<Awaited<ReturnType<BillingSync['syncAgreement']>>>) => Promise<never>,
) {
  const table = createTableBillingSync(db.prisma);
  const writes: Promise<unknown>[] = [];
  const billingSync: BillingSync = {
    syncAgreement: (input, call) => {
      const write = table.syncAgreement(input, call);
      writes.push(write.catch(() => undefined));
      return wrap(write);
    },
  };
  const adapters = createAdapters(db.prisma, { latencyMs: 0, timeoutMs: TIMEOUT_MS }, { billingSync });
  return { caller: callerWith(adapters), writes };
}

const syncsOf = (agreementNumber: number) => db.prisma.billingSync.findMany({ where: { agreementNumber } });
const auditsOf = (agreementNumber: number) =>
  db.prisma.auditEntry.count({
    where: { action: 'hardware.syncToBilling', entityId: String(agreementNumber) },
  });

describe('a writing adapter call (billing sync)', () => {
  it('is rolled back when it times out before its commit, and the retry with the same request id syncs once', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const input = { requestId: randomUUID(), agreementNumber: agreement.agreementNumber };
    // Another transaction holds billing_syncs: the default's insert waits there past the timeout.
    let release = () => {};
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holder = db.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`LOCK TABLE billing_syncs IN EXCLUSIVE MODE`;
        held();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      { timeout: 10_000 },
    );
    await holding;
    const slow = billingThrough((write) => write as Promise<never>);

    await expect(slow.caller.hardware.syncToBilling(input)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: HARDWARE_TEXTS.syncFailed(timeoutReason(TIMEOUT_MS)),
    });
    release();
    await holder;
    // Past the slow part: the write went on once the table was free, and rolled back on the abort.
    await Promise.all(slow.writes);
    expect(await syncsOf(agreement.agreementNumber)).toEqual([]);
    expect(await db.prisma.adapterWrite.count({ where: { key: input.requestId } })).toBe(0);

    const retried = await callerWith().hardware.syncToBilling(input);
    expect(retried.message).toBe(HARDWARE_TEXTS.synced);
    await callerWith().hardware.syncToBilling(input);
    expect(await syncsOf(agreement.agreementNumber)).toHaveLength(1);
    expect(await auditsOf(agreement.agreementNumber)).toBe(1);
  });

  it('that committed but answered after the timeout is not applied again by the retry', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const input = { requestId: randomUUID(), agreementNumber: agreement.agreementNumber };
    const late = billingThrough(async (write) => {
      await write;
      await sleep(TIMEOUT_MS * 2);
      throw new Error('not reached: the timeout answers first');
    });

    await expect(late.caller.hardware.syncToBilling(input)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    const [committed] = await syncsOf(agreement.agreementNumber);
    expect(committed).toBeDefined();

    const retried = await callerWith().hardware.syncToBilling(input);
    expect(retried.syncedAt).toBe(committed?.syncedAt.toISOString());
    expect(await syncsOf(agreement.agreementNumber)).toHaveLength(1);
    expect(await auditsOf(agreement.agreementNumber)).toBe(1);
  });

  it("is stopped when the caller's request goes away, and syncs nothing", async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    let seen: AbortSignal | undefined;
    const billingSync: BillingSync = {
      syncAgreement: (_input, call) => {
        seen = call.signal;
        return new Promise((_resolve, reject) => {
          call.signal?.addEventListener('abort', () => reject(call.signal?.reason), { once: true });
        });
      },
    };
    const request = new AbortController();
    const adapters = createAdapters(db.prisma, undefined, { billingSync });
    const caller = createCaller(createTestContext(db.prisma, jar, { adapters }), { signal: request.signal });
    const input = { requestId: randomUUID(), agreementNumber: agreement.agreementNumber };

    const pending = caller.hardware.syncToBilling(input);
    await vi.waitUntil(() => seen !== undefined, { timeout: 5_000 });
    request.abort();
    await expect(pending).rejects.toMatchObject({ message: HARDWARE_TEXTS.syncFailed(CALL_ABORTED_REASON) });
    expect(seen?.aborted).toBe(true);
    expect(await syncsOf(agreement.agreementNumber)).toEqual([]);
    expect(await auditsOf(agreement.agreementNumber)).toBe(0);
  });

  it('acts once per idempotency key and answers a repeated key with its first answer', async () => {
    const { agreement, customer } = await createTestCustomer(db.prisma);
    const billing = createTableBillingSync(db.prisma);
    const request = {
      customerNumber: customer.customerNumber,
      agreementNumber: agreement.agreementNumber,
      requestedBy: 1,
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 6 }),
        async (keys) => {
          await db.prisma.billingSync.deleteMany({ where: { agreementNumber: agreement.agreementNumber } });
          const run = randomUUID();
          const answers = new Map<string, string>();
          for (const key of keys) {
            const { syncedAt } = await billing.syncAgreement(request, { idempotencyKey: `${run}-${key}` });
            expect(syncedAt.toISOString()).toBe(answers.get(key) ?? syncedAt.toISOString());
            answers.set(key, syncedAt.toISOString());
          }
          expect(await syncsOf(agreement.agreementNumber)).toHaveLength(new Set(keys).size);
        },
      ),
      { numRuns: 15 },
    );
  });
});
