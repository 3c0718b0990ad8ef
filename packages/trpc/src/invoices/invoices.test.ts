import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/testing/pdf-text.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

async function customerWithInvoices() {
  const { customer } = await createTestCustomer(db.prisma);
  const base = (customer.customerNumber % 100_000_000) * 10;
  const paid = await db.prisma.invoice.create({
    data: {
      invoiceNumber: base + 1,
      customerId: customer.id,
      ocr: `${base + 1}`,
      invoiceDate: new Date('2025-09-01'),
      dueDate: new Date('2025-09-30'),
      amount: '399.00',
      remainingAmount: '0.00',
      paidDate: new Date('2025-09-20'),
      rows: {
        create: [
          {
            transactionNo: 1,
            productNumber: 'BAS250',
            description: 'Bredband 250/250',
            price: '399.00',
            amount: '399.00',
          },
        ],
      },
      events: {
        create: [
          { occurredAt: new Date('2025-09-01T08:00:00Z'), event: 'Skapad' },
          {
            occurredAt: new Date('2025-09-20T10:00:00Z'),
            event: 'Betald',
            paidAmount: '399.00',
            paymentMethod: 'Autogiro',
          },
        ],
      },
    },
  });
  await db.prisma.invoice.create({
    data: {
      invoiceNumber: base + 2,
      customerId: customer.id,
      ocr: `${base + 2}`,
      invoiceDate: new Date('2025-10-01'),
      dueDate: new Date('2025-10-31'),
      amount: '449.50',
      remainingAmount: '449.50',
    },
  });
  return { customer, paid };
}

describe('invoices', () => {
  it('lists invoices newest first with the balance due', async () => {
    const { customer } = await customerWithInvoices();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const result = await caller.invoices.list({ customerNumber: customer.customerNumber });

    expect(result.invoices.map((invoice) => invoice.remainingAmount)).toEqual([449.5, 0]);
    expect(result.balanceDue).toEqual([
      {
        invoiceNumber: (customer.customerNumber % 100_000_000) * 10 + 2,
        ocrNumber: `${(customer.customerNumber % 100_000_000) * 10 + 2}`,
        createdDate: '2025-10-01',
        dueDate: '2025-10-31',
        totalAmount: 449.5,
      },
    ]);
    expect(result.totalDue).toBe(449.5);
  });

  it('gives the details with rows and collection events, and the invoice as a PDF', async () => {
    const { paid } = await customerWithInvoices();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const details = await caller.invoices.details({ invoiceNumber: paid.invoiceNumber });
    expect(details.rows).toEqual([
      expect.objectContaining({ productNumber: 'BAS250', description: 'Bredband 250/250', amount: 399 }),
    ]);
    expect(details.events.map((event) => [event.event, event.paidAmount])).toEqual([
      ['Skapad', null],
      ['Betald', 399],
    ]);

    const file = await caller.invoices.pdf({ invoiceNumber: paid.invoiceNumber });
    const bytes = Buffer.from(file.contentBase64, 'base64');
    const pdf = bytes.toString('latin1');
    expect(file.fileName).toBe(`faktura-${paid.invoiceNumber}.pdf`);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdfText(bytes)).toContain('Bredband 250/250');
  });

  it('says an unknown invoice or customer was not found and refuses bad numbers', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.invoices.pdf({ invoiceNumber: 42 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Fakturan hittades inte',
    });
    await expect(caller.invoices.list({ customerNumber: 42 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.invoices.details({ invoiceNumber: -1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
