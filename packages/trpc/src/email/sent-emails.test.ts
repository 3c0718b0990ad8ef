import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { outboxEmailSender } from './email-sender.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('email.sent', () => {
  it('lists what the e-mail adapter accepted for the customer, newest first, as the text that was sent', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const receipt = await db.prisma.$transaction((tx) =>
      outboxEmailSender.send(tx, {
        customerId: customer.id,
        to: 'karin.lindqvist@example.se',
        operation: 'terminate',
        title: 'Bekräftelse på uppsägning',
        subject: 'Din uppsägning',
        paragraphs: ['Hej Karin!', 'Tjänsten <Sappa Play> & Bredband avslutas 2026-12-31.'],
      }),
    );
    expect(receipt.status).toBe('PENDING');
    await db.prisma.customerEmail.create({
      data: { customerId: customer.id, title: 'Kampanj', subject: 'Erbjudande', html: '<h1>Hej</h1>' },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const sent = await caller.email.sent({ customerNumber: customer.customerNumber });

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      subject: 'Din uppsägning',
      recipient: 'karin.lindqvist@example.se',
      status: 'PENDING',
      operation: 'terminate',
      paragraphs: ['Hej Karin!', 'Tjänsten <Sappa Play> & Bredband avslutas 2026-12-31.'],
    });
    const stored = await db.prisma.customerEmail.findFirstOrThrow({ where: { operation: 'terminate' } });
    expect(stored.html).not.toContain('<Sappa Play>');
  });

  it('is forbidden to a user without the customer view', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(caller.email.sent({ customerNumber: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
