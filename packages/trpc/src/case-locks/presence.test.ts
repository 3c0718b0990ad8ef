import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { createTestUser } from '../testing/users.ts';
import {
  expirePresence,
  LEAVE_GRACE_SECONDS,
  leavePresence,
  listViewers,
  PRESENCE_TTL_SECONDS,
  touchPresence,
} from './presence.ts';
import { acquireCaseLock } from './service.ts';

let db: TestDatabase;
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 9, 0, 0) + seconds * 1000);

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const presenceEvents = (caseId: number) =>
  db.prisma.event.count({ where: { caseId, type: 'case.presence' } });

describe('case presence', () => {
  it('lists viewers per user, marks editors and announces changes only', async () => {
    const item = await createTestCase(db.prisma);
    const anna = await createTestUser(db.prisma, { firstName: 'Anna', lastName: 'Lindqvist' });
    const johan = await createTestUser(db.prisma, { firstName: 'Johan', lastName: 'Eriksson' });
    await touchPresence(db.prisma, {
      caseId: item.id,
      userId: anna.id,
      clientId: 'anna-tab-1',
      editing: false,
      now: at(0),
    });
    await touchPresence(db.prisma, {
      caseId: item.id,
      userId: anna.id,
      clientId: 'anna-tab-2',
      editing: true,
      now: at(1),
    });
    await touchPresence(db.prisma, {
      caseId: item.id,
      userId: johan.id,
      clientId: 'johan-tab',
      editing: false,
      now: at(2),
    });
    // A heartbeat that changes nothing is not announced.
    await touchPresence(db.prisma, {
      caseId: item.id,
      userId: johan.id,
      clientId: 'johan-tab',
      editing: false,
      now: at(60),
    });

    expect(await listViewers(db.prisma, item.id, at(61))).toEqual([
      { userId: anna.id, email: anna.email, name: 'Anna Lindqvist', editing: true },
      { userId: johan.id, email: johan.email, name: 'Johan Eriksson', editing: false },
    ]);
    expect(await presenceEvents(item.id)).toBe(3);
    const last = await db.prisma.event.findFirstOrThrow({
      where: { caseId: item.id },
      orderBy: { id: 'desc' },
    });
    expect(last.payload).toMatchObject({
      caseNumber: item.number,
      viewers: [{ userId: anna.id }, { userId: johan.id }],
    });

    // Anna's tabs stopped sending heartbeats: expired and announced; Johan's renewed one stays.
    expect(await expirePresence(db.prisma, at(PRESENCE_TTL_SECONDS + 1))).toBe(2);
    expect(await presenceEvents(item.id)).toBe(4);
    expect(
      (await listViewers(db.prisma, item.id, at(PRESENCE_TTL_SECONDS + 1))).map((viewer) => viewer.userId),
    ).toEqual([johan.id]);
  });

  it("cuts the holder's lock to the grace period when their last tab leaves", async () => {
    const item = await createTestCase(db.prisma);
    const anna = await createTestUser(db.prisma);
    await acquireCaseLock(db.prisma, {
      caseNumber: item.number,
      userId: anna.id,
      now: at(0),
      leaseSeconds: 300,
    });
    const tab = (clientId: string) => ({ caseId: item.id, userId: anna.id, clientId });
    await touchPresence(db.prisma, { ...tab('one'), editing: false, now: at(0) });
    await touchPresence(db.prisma, { ...tab('two'), editing: false, now: at(0) });

    await leavePresence(db.prisma, { ...tab('one'), now: at(10) });
    expect((await db.prisma.caseLock.findUniqueOrThrow({ where: { caseId: item.id } })).expiresAt).toEqual(
      at(300),
    );

    await leavePresence(db.prisma, { ...tab('two'), now: at(20) });
    expect((await db.prisma.caseLock.findUniqueOrThrow({ where: { caseId: item.id } })).expiresAt).toEqual(
      at(20 + LEAVE_GRACE_SECONDS),
    );
    expect(await listViewers(db.prisma, item.id, at(21))).toEqual([]);
  });
});
