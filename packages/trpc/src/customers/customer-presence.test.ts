import type { Prisma } from '@sappis/db';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_TTL_SECONDS } from '../case-locks/presence.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { createTestUser } from '../testing/users.ts';
import {
  expireCustomerPresence,
  leaveCustomerPresence,
  listCustomerViewers,
  touchCustomerPresence,
} from './customer-presence.ts';

let db: TestDatabase;
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 9, 0, 0) + seconds * 1000);

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const announcements = async (customerNumber: number) => {
  const events = await db.prisma.event.findMany({
    where: { type: 'customer.presence', payload: { path: ['customerNumber'], equals: customerNumber } },
    orderBy: { id: 'asc' },
  });
  return events.map((event) =>
    ((event.payload as Prisma.JsonObject).viewers as { name: string }[]).map((viewer) => viewer.name),
  );
};

describe('customer presence', () => {
  it('lists the viewers once per user and announces only who comes and goes', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { customerNumber } = customer;
    const anna = await createTestUser(db.prisma, { firstName: 'Anna', lastName: 'Lindqvist' });
    const johan = await createTestUser(db.prisma, { firstName: 'Johan', lastName: 'Eriksson' });
    const tab = (userId: number, clientId: string) => ({ customerNumber, userId, clientId });

    await touchCustomerPresence(db.prisma, { ...tab(anna.id, 'anna-tab-1'), now: at(0) });
    await touchCustomerPresence(db.prisma, { ...tab(anna.id, 'anna-tab-2'), now: at(1) });
    await touchCustomerPresence(db.prisma, { ...tab(johan.id, 'johan-tab-1'), now: at(2) });
    // A heartbeat of a tab that is there already is not announced.
    await touchCustomerPresence(db.prisma, { ...tab(johan.id, 'johan-tab-1'), now: at(60) });

    expect(await listCustomerViewers(db.prisma, customerNumber, at(61))).toEqual([
      { userId: anna.id, email: anna.email, name: 'Anna Lindqvist' },
      { userId: johan.id, email: johan.email, name: 'Johan Eriksson' },
    ]);
    expect(await announcements(customerNumber)).toEqual([
      ['Anna Lindqvist'],
      ['Anna Lindqvist'],
      ['Anna Lindqvist', 'Johan Eriksson'],
    ]);

    // Johan's first subscription ends after his tab's reconnect opened a new one: the tab stays.
    await touchCustomerPresence(db.prisma, {
      ...tab(johan.id, 'johan-tab-1'),
      connectionId: 'first',
      now: at(61),
    });
    await touchCustomerPresence(db.prisma, {
      ...tab(johan.id, 'johan-tab-1'),
      connectionId: 'second',
      now: at(61),
    });
    await leaveCustomerPresence(db.prisma, {
      ...tab(johan.id, 'johan-tab-1'),
      connectionId: 'first',
      now: at(61),
    });
    expect(await listCustomerViewers(db.prisma, customerNumber, at(61))).toHaveLength(2);

    // Johan closes his tab; Anna's tabs stop sending heartbeats and expire.
    await leaveCustomerPresence(db.prisma, {
      ...tab(johan.id, 'johan-tab-1'),
      connectionId: 'second',
      now: at(62),
    });
    expect(await expireCustomerPresence(db.prisma, at(PRESENCE_TTL_SECONDS + 2))).toBe(2);
    expect((await announcements(customerNumber)).slice(3)).toEqual([['Anna Lindqvist'], []]);
    expect(await listCustomerViewers(db.prisma, customerNumber, at(PRESENCE_TTL_SECONDS + 2))).toEqual([]);
    // Leaving again (the subscription's end after the expiry) announces nothing.
    await leaveCustomerPresence(db.prisma, {
      ...tab(anna.id, 'anna-tab-1'),
      connectionId: 'x',
      now: at(200),
    });
    expect(await announcements(customerNumber)).toHaveLength(5);
  });

  it('refuses an unknown customer', async () => {
    const user = await createTestUser(db.prisma);
    await expect(
      touchCustomerPresence(db.prisma, {
        customerNumber: 1,
        userId: user.id,
        clientId: 'tab-00001',
        now: at(0),
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
