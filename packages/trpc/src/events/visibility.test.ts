import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from './event-types.ts';
import { canSeeEvent } from './visibility.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const event = (fields: Partial<LiveEvent>): LiveEvent => ({
  id: '1',
  type: 'case.changed',
  caseId: null,
  userId: null,
  queueId: null,
  payload: {},
  createdAt: new Date().toISOString(),
  ...fields,
});

describe('canSeeEvent', () => {
  it('gives a private event only to its user, and case events only to case readers', async () => {
    const agent = { id: 1, groups: ['SAPPIS'] };
    const outsider = { id: 2, groups: [] };
    const message = event({ type: 'message.created', userId: 1, caseId: 5 });
    expect(await canSeeEvent(db.prisma, agent, message)).toBe(true);
    expect(await canSeeEvent(db.prisma, { id: 3, groups: ['SAPPIS'] }, message)).toBe(false);
    expect(await canSeeEvent(db.prisma, agent, event({ caseId: 5 }))).toBe(true);
    expect(await canSeeEvent(db.prisma, outsider, event({ caseId: 5 }))).toBe(false);
  });

  it('gives the internal session and user events to no one, not even their user', () => {
    const admin = { id: 1, groups: ['SAPPIS', 'ADMIN', 'SUPER_USER'] };
    expect(canSeeEvent(db.prisma, admin, event({ type: 'user.changed', userId: 1 }))).toBe(false);
    expect(canSeeEvent(db.prisma, admin, event({ type: 'session.ended', payload: { sessionId: 'x' } }))).toBe(
      false,
    );
  });

  it("gives a call's notice to its agent only and the caller log's events to the log's users (SAPPIS)", () => {
    const notice = event({ type: 'call.notice', userId: 1, payload: { callId: 'c1' } });
    expect(canSeeEvent(db.prisma, { id: 1, groups: ['SAPPIS'] }, notice)).toBe(true);
    expect(canSeeEvent(db.prisma, { id: 2, groups: ['SAPPIS', 'ADMIN'] }, notice)).toBe(false);
    const changed = event({ type: 'call.changed', payload: { callId: 'c1' } });
    expect(canSeeEvent(db.prisma, { id: 2, groups: ['SAPPIS'] }, changed)).toBe(true);
    expect(canSeeEvent(db.prisma, { id: 3, groups: ['CANTAB'] }, changed)).toBe(false);
  });

  it("gives a queue's events to its groups and to queue managers", async () => {
    const queue = await db.prisma.caseQueue.create({
      data: { name: 'Fakturor', position: 1, visibleToGroups: ['BUSINESS_SUPPORT'] },
    });
    const changed = event({ type: 'queue.changed', queueId: queue.id });
    expect(await canSeeEvent(db.prisma, { id: 1, groups: ['SAPPIS', 'BUSINESS_SUPPORT'] }, changed)).toBe(
      true,
    );
    expect(await canSeeEvent(db.prisma, { id: 1, groups: ['SAPPIS'] }, changed)).toBe(false);
    expect(await canSeeEvent(db.prisma, { id: 1, groups: ['ADMIN'] }, changed)).toBe(true);
  });

  it('gives customer events to every user who may open the customer view: all staff (document 1 section 2.1)', () => {
    const payload = { customerNumber: 1001 };
    for (const type of ['customer.changed', 'customer.presence'] as const) {
      const customerEvent = event({ type, payload });
      expect(canSeeEvent(db.prisma, { id: 1, groups: ['SAPPIS'] }, customerEvent)).toBe(true);
      expect(canSeeEvent(db.prisma, { id: 2, groups: ['CANTAB'] }, customerEvent)).toBe(true);
      expect(canSeeEvent(db.prisma, { id: 3, groups: ['ECONOMY'] }, customerEvent)).toBe(true);
    }
  });
});
