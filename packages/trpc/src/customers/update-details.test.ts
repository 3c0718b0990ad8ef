import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const audits = (customerNumber: number) =>
  db.prisma.auditEntry.findMany({ where: { entityType: 'Customer', entityId: String(customerNumber) } });

describe('customers.updateDetails', () => {
  it('changes the contact section and audits the change', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller, user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const result = await caller.customers.updateDetails({
      customerNumber: customer.customerNumber,
      update: {
        section: 'contact',
        values: { email: 'karin@example.se', mobilePhone: '070-123 45 67', phone: '031-12 34 56' },
      },
    });

    expect(result.changed.sort()).toEqual(['email', 'phone']);
    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(stored).toMatchObject({
      email: 'karin@example.se',
      phone: '031-12 34 56',
      mobilePhone: '070-123 45 67',
    });
    const [audit] = await audits(customer.customerNumber);
    expect(audit).toMatchObject({ userId: user.id, action: 'customer.updateDetails' });
    expect(audit?.details).toMatchObject({
      section: 'contact',
      changes: { phone: { from: null, to: '031-12 34 56' } },
    });
  });

  it('changes delivery (and the name of a private customer) and invoice with its delivery type', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await caller.customers.updateDetails({
      customerNumber: customer.customerNumber,
      update: {
        section: 'delivery',
        values: {
          firstName: 'Karin',
          lastName: 'Berg',
          deliveryAddress: 'Storgatan 12',
          deliveryPostalCode: '413 01',
          deliveryCity: 'Göteborg',
        },
      },
    });
    await caller.customers.updateDetails({
      customerNumber: customer.customerNumber,
      update: {
        section: 'invoice',
        values: {
          invoiceName: 'Karin Berg',
          invoiceAddress: 'Box 1',
          invoiceCoAddress: '',
          invoicePostalCode: '41301',
          invoiceCity: 'Göteborg',
          invoiceDeliveryType: 'EMAIL',
        },
      },
    });
    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(stored).toMatchObject({
      name: 'Karin Berg',
      lastName: 'Berg',
      deliveryPostalCode: '41301',
      invoiceAddress: 'Box 1',
      invoiceCoAddress: null,
      invoiceDeliveryType: 'EMAIL',
    });
    const delivery = await caller.customers.invoiceDelivery({ customerNumber: customer.customerNumber });
    expect(delivery).toEqual({
      customerNumber: customer.customerNumber,
      currentDeliveryType: 'EMAIL',
      paymentType: 'BANKGIRO',
      possibleDeliveryTypes: ['LETTER', 'EMAIL', 'E_INVOICE', 'EDI', 'DNN'],
    });
  });

  it('refuses bad input, an unchanged save and unknown customers, changing nothing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const before = await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });

    await expect(
      caller.customers.updateDetails({
        customerNumber: customer.customerNumber,
        update: { section: 'contact', values: { email: 'inte-en-adress', mobilePhone: '', phone: '' } },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.customers.updateDetails({
        customerNumber: customer.customerNumber,
        update: {
          section: 'contact',
          values: { email: before.email ?? '', mobilePhone: before.mobilePhone ?? '', phone: '' },
        },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Inga ändringar att spara' });
    await expect(
      caller.customers.updateDetails({
        customerNumber: 1,
        update: { section: 'contact', values: { email: '', mobilePhone: '', phone: '' } },
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    expect(await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } })).toEqual(before);
    expect(await audits(customer.customerNumber)).toHaveLength(0);
  });
});
