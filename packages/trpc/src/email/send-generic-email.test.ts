import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { GENERIC_EMAIL_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

/** The generic e-mail to a customer through the real API into the e-mail adapter's outbox. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const message = (customerNumber: number) => ({
  requestId: randomUUID(),
  customerNumber,
  subject: 'Ditt ärende',
  title: 'Hej Karin',
  content: 'Rad ett\nrad två <b>\n\nNytt stycke',
  checked: true as const,
});

describe('email.sendGeneric', () => {
  it('queues the e-mail (PENDING) under its title as heading, line breaks as HTML breaks, escaped, audited', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const answer = await caller.email.sendGeneric(message(customer.customerNumber));
    expect(answer).toEqual({ status: 'PENDING' });
    const [sent] = await db.prisma.customerEmail.findMany({ where: { customerId: customer.id } });
    expect(sent).toMatchObject({
      subject: 'Ditt ärende',
      title: 'Hej Karin',
      recipient: 'karin.lindqvist@example.se',
      operation: 'genericEmail',
      status: 'PENDING',
      html: '<h1>Hej Karin</h1>\n<p>Rad ett<br>rad två &#60;b&#62;</p>\n<p>Nytt stycke</p>',
    });
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'customer.sendEmail', entityId: String(customer.customerNumber) },
      }),
    ).toBe(1);
  });

  it('refuses without the check, with a blank field, and to a customer without e-mail, sending nothing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const base = message(customer.customerNumber);
    await expect(caller.email.sendGeneric({ ...base, checked: false as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    for (const blank of [{ subject: ' ' }, { title: '' }, { content: '   ' }]) {
      await expect(
        caller.email.sendGeneric({ ...base, requestId: randomUUID(), ...blank }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    await db.prisma.customer.update({ where: { id: customer.id }, data: { email: null } });
    await expect(caller.email.sendGeneric({ ...base, requestId: randomUUID() })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: GENERIC_EMAIL_TEXTS.noEmail,
    });
    expect(await db.prisma.customerEmail.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it('is refused without the customer view groups', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(caller.email.sendGeneric(message(customer.customerNumber))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await db.prisma.customerEmail.count({ where: { customerId: customer.id } })).toBe(0);
  });
});
