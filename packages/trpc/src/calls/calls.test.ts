import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCase, createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { type CallEventInput, callEventSchema } from './call-event-schema.ts';
import { recordCallEvent } from './record-call-event.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

let calls = 0;
function newCallId() {
  calls += 1;
  return `test-${Date.now()}-${calls}`;
}
const at = (seconds: number) => new Date(Date.UTC(2026, 11, 6, 9, 0, seconds));

function record(event: Partial<CallEventInput> & Pick<CallEventInput, 'event' | 'callId'>, now = at(0)) {
  const parsed = callEventSchema.parse({ from: '+46701112233', to: '0850001000', direction: 'in', ...event });
  return recordCallEvent(db.prisma, { event: parsed, now, extensions: new Map([['201', 'ext-agent']]) });
}

async function customerWith(numbers: { mobilePhone?: string | null; phone?: string | null }) {
  const { customer } = await createTestCustomer(db.prisma);
  return db.prisma.customer.update({
    where: { id: customer.id },
    data: { mobilePhone: numbers.mobilePhone ?? null, phone: numbers.phone ?? null },
  });
}

const noticesOf = (userId: number) =>
  db.prisma.event.findMany({ where: { type: 'call.notice', userId }, orderBy: { id: 'asc' } });

describe('a call from the phone system', () => {
  it("finds the caller's customers by phone or mobile however the record writes the number", async () => {
    const mobile = await customerWith({ mobilePhone: '070-222 33 44' });
    const landline = await customerWith({ phone: '+46 (0)70 2223344' });
    await customerWith({ mobilePhone: '070-222 33 45' });
    const callId = newCallId();
    await record({ event: 'newCall', callId, from: '0046702223344' });
    const call = await db.prisma.call.findUniqueOrThrow({ where: { callId } });
    expect(call.customerPhone).toBe('+46702223344');
    expect([...call.customerNumbers].sort()).toEqual([mobile.customerNumber, landline.customerNumber].sort());
  });

  it("pops a notice on each named agent's stream only, with the customers and their open cases", async () => {
    const { user: agent } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const { user: byExtension } = await signInTestUser(db.prisma, {
      username: 'ext-agent',
      groups: ['SAPPIS'],
    });
    const { user: other } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customer = await customerWith({ mobilePhone: '070-333 44 55' });
    const open = await createTestCase(db.prisma, {
      customerNumber: customer.customerNumber,
      header: 'Trasig box',
    });
    await createTestCase(db.prisma, { customerNumber: customer.customerNumber, status: 'FINISHED' });
    const callId = newCallId();
    const result = await record({
      event: 'newCall',
      callId,
      from: '+46703334455',
      user: [agent.username, '201', 'ingen-sadan'],
      queue: 'Kundtjänst',
    });
    expect(result).toEqual({ status: 'recorded', agents: 2 });
    for (const userId of [agent.id, byExtension.id]) {
      const [notice] = await noticesOf(userId);
      expect(notice?.payload).toMatchObject({
        callId,
        state: 'RINGING',
        number: '+46703334455',
        queue: 'Kundtjänst',
        customers: [
          {
            customerNumber: customer.customerNumber,
            openCases: [{ caseNumber: open.number, header: 'Trasig box' }],
          },
        ],
      });
    }
    expect(await noticesOf(other.id)).toEqual([]);
    expect(
      await db.prisma.event.count({ where: { type: 'call.changed', payload: { equals: { callId } } } }),
    ).toBe(1);
  });

  it('records each event of a call once: a replay changes nothing and notifies no one', async () => {
    const { user: agent } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const callId = newCallId();
    await record({ event: 'newCall', callId, user: [agent.username] });
    const events = await db.prisma.event.count();
    const replay = await record(
      { event: 'newCall', callId, user: [agent.username], queue: 'Annan kö' },
      at(5),
    );
    expect(replay.status).toBe('duplicate');
    expect(await db.prisma.event.count()).toBe(events);
    expect(await db.prisma.call.findUniqueOrThrow({ where: { callId } })).toMatchObject({ queue: null });
    const [again] = await Promise.all([
      record({ event: 'answer', callId, user: [agent.username] }, at(3)),
      record({ event: 'answer', callId, user: [agent.username] }, at(4)),
    ]).then((results) => results.map((r) => r.status).sort());
    expect(again).toBe('duplicate');
    expect(await db.prisma.callEvent.count({ where: { callId } })).toBe(2);
  });

  it('marks who answered and ends with the outcome: answered, missed or busy', async () => {
    const { user: agent } = await signInTestUser(db.prisma, { groups: ['SAPPIS'], firstName: 'Anna' });
    const answered = newCallId();
    await record({ event: 'newCall', callId: answered, user: [agent.username] }, at(0));
    await record({ event: 'answer', callId: answered, user: [agent.email] }, at(10));
    await record({ event: 'hangup', callId: answered, cause: 'normalClearing' }, at(52));
    expect(await db.prisma.call.findUniqueOrThrow({ where: { callId: answered } })).toMatchObject({
      answeredById: agent.id,
      outcome: 'ANSWERED',
    });
    const notices = await noticesOf(agent.id);
    expect(notices.map((notice) => (notice.payload as { state: string }).state)).toEqual([
      'RINGING',
      'ANSWERED',
      'ENDED',
    ]);
    expect(notices[2]?.payload).toMatchObject({ answeredBy: 'Anna Användare', outcome: 'ANSWERED' });

    const missed = newCallId();
    await record({ event: 'newCall', callId: missed });
    await record({ event: 'hangup', callId: missed, cause: 'noAnswer' });
    const busy = newCallId();
    await record({ event: 'hangup', callId: busy, cause: 'busy' });
    const outcomes = await db.prisma.call.findMany({ where: { callId: { in: [missed, busy] } } });
    expect(Object.fromEntries(outcomes.map((call) => [call.callId, call.outcome]))).toEqual({
      [missed]: 'MISSED',
      [busy]: 'BUSY',
    });
  });

  it('lists the caller log by queue and mina samtal, and the customer view its calls, with the talk time', async () => {
    const { user: me, caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const { user: colleague } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customer = await customerWith({ mobilePhone: '0704445566' });
    const mine = newCallId();
    await record(
      { event: 'newCall', callId: mine, from: '070-444 55 66', user: [me.username], queue: 'Teknik' },
      at(0),
    );
    await record({ event: 'answer', callId: mine, user: [me.username] }, at(2));
    await record({ event: 'hangup', callId: mine }, at(62));
    const theirs = newCallId();
    await record(
      { event: 'newCall', callId: theirs, user: [colleague.username], queue: 'Försäljning' },
      at(1),
    );

    const all = await caller.calls.list({});
    expect(all.queues).toEqual(expect.arrayContaining(['Teknik', 'Försäljning']));
    const ids = (log: typeof all) => log.calls.map((call) => call.callId);
    expect(ids(all)).toEqual(expect.arrayContaining([mine, theirs]));
    expect(ids(await caller.calls.list({ mine: true }))).toEqual([mine]);
    expect(ids(await caller.calls.list({ queue: 'Försäljning' }))).toEqual([theirs]);
    const [call] = (await caller.calls.list({ queue: 'Teknik' })).calls;
    expect(call).toMatchObject({
      number: '070-444 55 66',
      direction: 'IN',
      durationSeconds: 60,
      outcome: 'ANSWERED',
      customers: [{ customerNumber: customer.customerNumber, mobilePhone: '0704445566' }],
    });
    expect(
      (await caller.calls.byCustomer({ customerNumber: customer.customerNumber })).map((c) => c.callId),
    ).toEqual([mine]);
  });
});

describe('the event schema', () => {
  it('takes one user or several, also as a form list (user[])', () => {
    const base = { event: 'newCall', callId: 'a1', from: '1', to: '2', direction: 'in' };
    expect(callEventSchema.parse({ ...base, user: 'anna' }).user).toEqual(['anna']);
    expect(callEventSchema.parse({ ...base, 'user[]': ['anna', '201'] }).user).toEqual(['anna', '201']);
  });

  it('refuses an unknown event, a direction other than in/out and a missing callId', () => {
    const base = { event: 'newCall', callId: 'a1', from: '1', to: '2', direction: 'in' };
    expect(callEventSchema.safeParse({ ...base, event: 'ring' }).success).toBe(false);
    expect(callEventSchema.safeParse({ ...base, direction: 'inbound' }).success).toBe(false);
    expect(callEventSchema.safeParse({ ...base, callId: undefined }).success).toBe(false);
    expect(callEventSchema.safeParse({ ...base, callId: 'a b' }).success).toBe(false);
  });
});
