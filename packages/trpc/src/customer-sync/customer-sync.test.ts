import { createTestDatabase } from '@sappis/db/testing/test-database';
import { CUSTOMER_SYNC_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../adapters/adapters.ts';
import { createCaller } from '../index.ts';
import { createTestContext } from '../testing/context.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';
import type { CustomerSync } from './customer-sync-adapter.ts';

/** Customer sync and the sync to the accounting system, through the real API and the adapter. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('customerSync.sync', () => {
  it('syncs the customer and to the accounting system, audited, telling open views', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller, user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const synced = await caller.customerSync.sync({ customerNumber: customer.customerNumber });
    expect(Date.parse(synced.syncedAt)).not.toBeNaN();
    await caller.customerSync.sync({ customerNumber: customer.customerNumber, target: 'accounting' });
    const audits = await db.prisma.auditEntry.findMany({
      where: { entityId: String(customer.customerNumber), action: { startsWith: 'customer.sync' } },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((entry) => [entry.action, entry.userId])).toEqual([
      ['customer.sync', user.id],
      ['customer.syncToAccounting', user.id],
    ]);
    const event = await db.prisma.event.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(event).toMatchObject({
      type: 'customer.changed',
      payload: { customerNumber: customer.customerNumber, change: 'customer.syncToAccounting' },
    });
  });

  it("answers 'Någonting gick fel vid synkning av kund.' when the system fails or is slow, writing nothing", async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const failing: CustomerSync = {
      syncCustomer: async () => {
        throw new Error('502 Bad Gateway');
      },
      syncToAccounting: () => new Promise(() => {}),
    };
    const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
    const jar = { token: null as string | null };
    const adapters = createAdapters(db.prisma, { latencyMs: 0, timeoutMs: 50 }, { customerSync: failing });
    const caller = createCaller(createTestContext(db.prisma, jar, { adapters }));
    await caller.auth.login({ username: user.username, password: user.password });
    const before = await db.prisma.auditEntry.count({ where: { entityId: String(customer.customerNumber) } });
    for (const target of ['customer', 'accounting'] as const) {
      await expect(
        caller.customerSync.sync({ customerNumber: customer.customerNumber, target }),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: CUSTOMER_SYNC_TEXTS.failed });
    }
    expect(await db.prisma.auditEntry.count({ where: { entityId: String(customer.customerNumber) } })).toBe(
      before,
    );
  });

  it('refuses an unknown customer and a user without the customer view groups', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.customerSync.sync({ customerNumber: 999_999_993 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const outsider = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(
      outsider.caller.customerSync.sync({ customerNumber: customer.customerNumber }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
