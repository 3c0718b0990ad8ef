import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { HISTORY_ACTIONS } from '@sappis/shared';
import { SEND_SMS_TEXTS } from '@sappis/shared/sms/send-sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters, DEFAULT_ADAPTER_SETTINGS } from '../adapters/adapters.ts';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';

/** 'Skicka SMS' through the real API into the SMS adapter's outbox, on a real database. */

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** A signed-in SAPPIS caller whose SMS adapter has a gateway configured (QUEUED) or none (NOT_CONFIGURED). */
async function callerWithGateway(configured: boolean) {
  const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(db.prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  const settings = configured
    ? { ...DEFAULT_ADAPTER_SETTINGS, smsGateway: { url: 'http://127.0.0.1:9', token: 't', sender: 'Sappa' } }
    : DEFAULT_ADAPTER_SETTINGS;
  const adapters = createAdapters(db.prisma, settings);
  return createCaller(createTestContext(db.prisma, jar, { adapters }));
}

const message = (customerNumber: number, to = '070-123 45 67') => ({
  requestId: randomUUID(),
  customerNumber,
  to,
  text: '  Hej Karin! Din tekniker kommer imorgon kl 8-12.  ',
});

const written = async (customerId: number, customerNumber: number) => ({
  texts: await db.prisma.customerTextMessage.count({ where: { customerId } }),
  audits: await db.prisma.auditEntry.count({
    where: { action: 'customer.sendSms', entityId: String(customerNumber) },
  }),
});

describe('sms.send', () => {
  it('queues the trimmed SMS to the number in international form once for two submits of one request id', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const caller = await callerWithGateway(true);
    const input = message(customer.customerNumber);
    expect(await caller.sms.send(input)).toEqual({ delivery: 'QUEUED' });
    expect(await caller.sms.send(input)).toEqual({ delivery: 'QUEUED' });
    const [listed, ...more] = await caller.email.textMessages({ customerNumber: customer.customerNumber });
    expect(more).toEqual([]);
    expect(listed).toMatchObject({
      text: 'Hej Karin! Din tekniker kommer imorgon kl 8-12.',
      recipient: '+46701234567',
      delivery: 'QUEUED',
    });
    expect(await written(customer.id, customer.customerNumber)).toEqual({ texts: 1, audits: 1 });
    const history = await caller.history.list({ customerNumber: customer.customerNumber });
    expect(history.entries.map((entry) => entry.action)).toEqual(['customer.sendSms']);
    expect(HISTORY_ACTIONS['customer.sendSms']).toEqual({ name: 'Skicka SMS', kind: 'document' });
  });

  it('keeps the SMS as NOT_CONFIGURED without an SMS gateway, so the list shows it was never sent', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const caller = await callerWithGateway(false);
    expect(await caller.sms.send(message(customer.customerNumber))).toEqual({ delivery: 'NOT_CONFIGURED' });
    const [listed] = await caller.email.textMessages({ customerNumber: customer.customerNumber });
    expect(listed).toMatchObject({ delivery: 'NOT_CONFIGURED', nextAttemptAt: null });
    expect(await written(customer.id, customer.customerNumber)).toEqual({ texts: 1, audits: 1 });
  });

  it('refuses a number that is no phone number or a blank or too long text, writing nothing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const caller = await callerWithGateway(true);
    for (const to of ['', 'abc', '07', '070-123 45 67 89 12 34 5']) {
      await expect(caller.sms.send(message(customer.customerNumber, to))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(SEND_SMS_TEXTS.invalidNumber),
      });
    }
    for (const text of ['   ', 'x'.repeat(481)]) {
      await expect(caller.sms.send({ ...message(customer.customerNumber), text })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    expect(await written(customer.id, customer.customerNumber)).toEqual({ texts: 0, audits: 0 });
  });

  it('is refused to a reader without SAPPIS, writing nothing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(caller.sms.send(message(customer.customerNumber))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await written(customer.id, customer.customerNumber)).toEqual({ texts: 0, audits: 0 });
  });
});
