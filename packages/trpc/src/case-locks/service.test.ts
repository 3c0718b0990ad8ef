import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase } from '../testing/fixtures.ts';
import { createTestUser } from '../testing/users.ts';
import { lockedByMessage, lockTakenOverMessage } from './lock-messages.ts';
import {
  acquireCaseLock,
  expireCaseLocks,
  heartbeatCase,
  releaseCaseLock,
  releaseUserLocks,
  takeOverCaseLock,
} from './service.ts';

let db: TestDatabase;
const LEASE = 300;
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 8, 0, 0) + seconds * 1000);

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const eventsOf = (caseId: number) =>
  db.prisma.event.findMany({
    where: { caseId },
    orderBy: { id: 'asc' },
    select: { type: true, payload: true },
  });

describe('case locks', () => {
  it('acquires, renews, refuses others with the banner text and releases', async () => {
    const item = await createTestCase(db.prisma);
    const anna = await createTestUser(db.prisma);
    const johan = await createTestUser(db.prisma);
    const args = { caseNumber: item.number, leaseSeconds: LEASE };

    const locked = await acquireCaseLock(db.prisma, { ...args, userId: anna.id, now: at(0) });
    expect(locked).toMatchObject({ locked: true, mine: true, lockedBy: anna.email, holderId: anna.id });
    expect(locked.expiresAt).toBe(at(LEASE).toISOString());

    const renewed = await acquireCaseLock(db.prisma, { ...args, userId: anna.id, now: at(10) });
    expect(renewed.expiresAt).toBe(at(10 + LEASE).toISOString());

    await expect(
      acquireCaseLock(db.prisma, { ...args, userId: johan.id, now: at(20) }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      userMessage: lockedByMessage(anna.email),
    });

    // Releasing someone else's lock changes nothing.
    const notMine = await releaseCaseLock(db.prisma, {
      caseNumber: item.number,
      userId: johan.id,
      now: at(30),
    });
    expect(notMine).toMatchObject({ locked: true, lockedBy: anna.email, mine: false });

    const released = await releaseCaseLock(db.prisma, {
      caseNumber: item.number,
      userId: anna.id,
      now: at(40),
    });
    expect(released).toMatchObject({ locked: false, lockedBy: null });
    expect(await db.prisma.caseLock.count({ where: { caseId: item.id } })).toBe(0);

    const events = await eventsOf(item.id);
    expect(events.map((event) => event.type)).toEqual(['case.locked', 'case.unlocked']);
    expect(events[0]?.payload).toMatchObject({ caseNumber: item.number, userId: anna.id, email: anna.email });
    expect(await db.prisma.auditEntry.count({ where: { entityId: String(item.number) } })).toBe(2);
  });

  it('frees a lock past its lease: another user may take it and housekeeping expires it', async () => {
    const item = await createTestCase(db.prisma);
    const first = await createTestCase(db.prisma);
    const anna = await createTestUser(db.prisma);
    const johan = await createTestUser(db.prisma);

    await acquireCaseLock(db.prisma, {
      caseNumber: item.number,
      userId: anna.id,
      now: at(0),
      leaseSeconds: 60,
    });
    const taken = await acquireCaseLock(db.prisma, {
      caseNumber: item.number,
      userId: johan.id,
      now: at(61),
      leaseSeconds: 60,
    });
    expect(taken).toMatchObject({ mine: true, lockedBy: johan.email });

    await acquireCaseLock(db.prisma, {
      caseNumber: first.number,
      userId: anna.id,
      now: at(0),
      leaseSeconds: 60,
    });
    expect(await expireCaseLocks(db.prisma, at(59))).toBe(0);
    expect(await expireCaseLocks(db.prisma, at(100))).toBe(1);
    expect(await db.prisma.caseLock.findUnique({ where: { caseId: first.id } })).toBeNull();
    expect((await eventsOf(first.id)).map((event) => event.type)).toEqual([
      'case.locked',
      'case.lockExpired',
    ]);
    // Johan's lock on the other case was taken at 61 s with a 60 s lease: still live at 100 s.
    expect(await db.prisma.caseLock.findUnique({ where: { caseId: item.id } })).toMatchObject({
      userId: johan.id,
    });
  });

  it('renews only the holder on heartbeat and records presence', async () => {
    const item = await createTestCase(db.prisma);
    const anna = await createTestUser(db.prisma);
    const johan = await createTestUser(db.prisma);
    await acquireCaseLock(db.prisma, {
      caseNumber: item.number,
      userId: anna.id,
      now: at(0),
      leaseSeconds: LEASE,
    });

    const mine = await heartbeatCase(db.prisma, {
      caseNumber: item.number,
      userId: anna.id,
      now: at(60),
      leaseSeconds: LEASE,
      clientId: 'tab-a',
      editing: true,
    });
    expect(mine.expiresAt).toBe(at(60 + LEASE).toISOString());
    const theirs = await heartbeatCase(db.prisma, {
      caseNumber: item.number,
      userId: johan.id,
      now: at(70),
      leaseSeconds: LEASE,
      clientId: 'tab-b',
      editing: false,
    });
    expect(theirs).toMatchObject({
      mine: false,
      lockedBy: anna.email,
      expiresAt: at(60 + LEASE).toISOString(),
    });
    expect(await db.prisma.casePresence.count({ where: { caseId: item.id } })).toBe(2);
  });

  it('lets a queue manager take over: history, event and a message to the former holder', async () => {
    const item = await createTestCase(db.prisma);
    const anna = await createTestUser(db.prisma);
    const chef = await createTestUser(db.prisma, { groups: ['RESPONSIBLE_CUSTOMER_SUPPORT'] });
    await acquireCaseLock(db.prisma, {
      caseNumber: item.number,
      userId: anna.id,
      now: at(0),
      leaseSeconds: LEASE,
    });

    const state = await takeOverCaseLock(db.prisma, {
      caseNumber: item.number,
      userId: chef.id,
      userName: 'Peter Lundgren',
      now: at(5),
      leaseSeconds: LEASE,
    });
    expect(state).toMatchObject({ mine: true, lockedBy: chef.email });
    const history = await db.prisma.caseHistoryEntry.findMany({ where: { caseId: item.id } });
    expect(history.map((entry) => entry.action)).toEqual([`Låset togs över från ${anna.email}`]);
    const message = await db.prisma.userMessage.findFirstOrThrow({ where: { userId: anna.id } });
    expect(message.message).toBe(lockTakenOverMessage(item.number, chef.email));
    const events = await eventsOf(item.id);
    expect(events.at(-1)).toMatchObject({
      type: 'case.lockTakenOver',
      payload: { previousUserId: anna.id, userId: chef.id, email: chef.email },
    });
  });

  it('releases every lock of a user on sign-out', async () => {
    const one = await createTestCase(db.prisma);
    const two = await createTestCase(db.prisma);
    const anna = await createTestUser(db.prisma);
    for (const item of [one, two]) {
      await acquireCaseLock(db.prisma, {
        caseNumber: item.number,
        userId: anna.id,
        now: new Date(),
        leaseSeconds: LEASE,
      });
    }
    expect(await releaseUserLocks(db.prisma, { userId: anna.id })).toBe(2);
    expect(await db.prisma.caseLock.count({ where: { userId: anna.id } })).toBe(0);
  });

  it('answers NOT_FOUND for an unknown case', async () => {
    const anna = await createTestUser(db.prisma);
    await expect(
      acquireCaseLock(db.prisma, { caseNumber: 1, userId: anna.id, now: at(0), leaseSeconds: LEASE }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
