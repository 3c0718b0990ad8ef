import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { INVOICE_EMAIL_TEXTS, NO_MAIL_ADDRESS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlText } from '../../html/sanitize.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { createTestInvoice } from '../testing/test-invoices.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

beforeAll(async () => {
  db = await createTestDatabase();
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
});
afterAll(async () => {
  await db?.drop();
});

async function customerWithInvoice(email: string | null = 'karin.lindqvist@example.se') {
  const { customer } = await createTestCustomer(db.prisma);
  await db.prisma.customer.update({ where: { id: customer.id }, data: { email } });
  const invoice = await createTestInvoice(db.prisma, {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    k: 1,
  });
  await db.prisma.invoice.update({
    where: { id: invoice.id },
    data: { billogramUrl: `https://billogram.example/${invoice.invoiceNumber}.pdf` },
  });
  return { customer, invoice };
}

describe('invoices.sendByEmail', () => {
  it('puts the invoice in the outbox to the customer, audits it and tells the customer view', async () => {
    const { customer, invoice } = await customerWithInvoice();

    const result = await caller.invoices.sendByEmail({
      requestId: randomUUID(),
      invoiceNumber: invoice.invoiceNumber,
    });

    expect(result).toEqual({ recipient: 'karin.lindqvist@example.se', status: 'PENDING' });
    const email = await db.prisma.customerEmail.findFirstOrThrow({ where: { customerId: customer.id } });
    expect(email).toMatchObject({
      recipient: 'karin.lindqvist@example.se',
      operation: 'invoice.email',
      status: 'PENDING',
      subject: `Faktura ${invoice.invoiceNumber} från Sappa`,
    });
    const paragraphs = htmlText(email.html);
    expect(paragraphs).toContain('Bredband 250/250: 399 kr');
    expect(paragraphs).toContain(`Fakturan som PDF: https://billogram.example/${invoice.invoiceNumber}.pdf`);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'invoice.email' } });
    expect(audit).toMatchObject({ entityType: 'Invoice', entityId: String(invoice.invoiceNumber) });
    const event = await db.prisma.event.findFirst({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({
      customerNumber: customer.customerNumber,
      change: 'invoice.email',
    });
  });

  it.each([null, NO_MAIL_ADDRESS, 'karin@'])('refuses the address %s and writes nothing', async (address) => {
    const { customer, invoice } = await customerWithInvoice(address);
    await expect(
      caller.invoices.sendByEmail({ requestId: randomUUID(), invoiceNumber: invoice.invoiceNumber }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: INVOICE_EMAIL_TEXTS.invalidEmail });
    expect(await db.prisma.customerEmail.count({ where: { customerId: customer.id } })).toBe(0);
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'invoice.email', entityId: String(invoice.invoiceNumber) },
      }),
    ).toBe(0);
  });

  it('says an unknown invoice was not found', async () => {
    await expect(
      caller.invoices.sendByEmail({ requestId: randomUUID(), invoiceNumber: 42 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Fakturan hittades inte' });
  });
});
