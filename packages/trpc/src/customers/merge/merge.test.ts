import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import { MERGE_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOperationDatabase,
  type OperationCaller,
} from '../../agreements/testing/operation-database.ts';
import { createTestInvoice } from '../../invoices/testing/test-invoices.ts';
import { createTestCase, createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';

let db: TestDatabase;
let caller: OperationCaller;

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
});
afterAll(async () => {
  await db?.drop();
});

/** A customer (personal number 198112189876 unless told) with an agreement, an invoice, a case, a memo and an e-mail. */
async function fullCustomer(personalId?: string) {
  const { customer, agreement } = await createTestCustomer(db.prisma);
  if (personalId) await db.prisma.customer.update({ where: { id: customer.id }, data: { personalId } });
  await createTestInvoice(db.prisma, {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    k: 1,
  });
  const item = await createTestCase(db.prisma, { customerNumber: customer.customerNumber });
  await db.prisma.objectLog.create({
    data: {
      objectType: 'kund',
      objectId: String(customer.customerNumber),
      categoryId: 1,
      categoryName: 'Memo',
      text: 'Ringde om fakturan',
      createdBy: 'Anna Agent',
    },
  });
  await db.prisma.customerEmail.create({
    data: { customerId: customer.id, title: 'Hej', subject: 'Hej', html: '<p>Hej</p>' },
  });
  return { customer, agreement, caseNumber: item.number };
}

async function ownedBy(customerId: number, customerNumber: number) {
  return {
    agreements: await db.prisma.agreement.count({ where: { customerId } }),
    invoices: await db.prisma.invoice.count({ where: { customerId } }),
    cases: await db.prisma.caseRelation.count({ where: { customerNumber } }),
    memos: await db.prisma.objectLog.count({
      where: { objectType: 'kund', objectId: String(customerNumber) },
    }),
    emails: await db.prisma.customerEmail.count({ where: { customerId } }),
  };
}

describe('customers.merge', () => {
  it('moves agreements, invoices, cases, memos and e-mails to the surviving customer and marks the other merged', async () => {
    const survivor = await fullCustomer();
    const merged = await fullCustomer();
    const result = await caller.customers.merge({
      requestId: randomUUID(),
      fromCustomerNumber: merged.customer.customerNumber,
      toCustomerNumber: survivor.customer.customerNumber,
    });
    expect(result).toMatchObject({ agreements: 1, invoices: 1, cases: 1, memos: 1, emails: 1 });
    expect(await ownedBy(survivor.customer.id, survivor.customer.customerNumber)).toEqual({
      agreements: 2,
      invoices: 2,
      cases: 2,
      memos: 2,
      emails: 2,
    });
    expect(await ownedBy(merged.customer.id, merged.customer.customerNumber)).toEqual({
      agreements: 0,
      invoices: 0,
      cases: 0,
      memos: 0,
      emails: 0,
    });
    const gone = await db.prisma.customer.findUniqueOrThrow({ where: { id: merged.customer.id } });
    expect(gone.mergedIntoCustomerNumber).toBe(survivor.customer.customerNumber);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'customer.merge' } });
    expect(audit.details).toMatchObject({ fromCustomerNumber: merged.customer.customerNumber });
    const events = await db.prisma.event.findMany({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
      take: 2,
    });
    expect(
      events.map((event) => (event.payload as { customerNumber: number }).customerNumber).sort(),
    ).toEqual([merged.customer.customerNumber, survivor.customer.customerNumber].sort());
    // A merged customer is not offered again and cannot be merged again.
    const hits = await caller.customers.mergeCandidates({
      customerNumber: survivor.customer.customerNumber,
      query: String(merged.customer.customerNumber),
    });
    expect(hits).toEqual([]);
    const other = await fullCustomer();
    await expect(
      caller.customers.merge({
        requestId: randomUUID(),
        fromCustomerNumber: merged.customer.customerNumber,
        toCustomerNumber: other.customer.customerNumber,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MERGE_TEXTS.alreadyMerged });
  });

  it("refuses customers with different personal numbers ('Båda personerna behöver ha samma personnummer') and changes nothing", async () => {
    const survivor = await fullCustomer();
    const stranger = await fullCustomer('199001011234');
    await expect(
      caller.customers.merge({
        requestId: randomUUID(),
        fromCustomerNumber: stranger.customer.customerNumber,
        toCustomerNumber: survivor.customer.customerNumber,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MERGE_TEXTS.differentPersonalNumbers });
    expect(await ownedBy(stranger.customer.id, stranger.customer.customerNumber)).toEqual({
      agreements: 1,
      invoices: 1,
      cases: 1,
      memos: 1,
      emails: 1,
    });
    const unchanged = await db.prisma.customer.findUniqueOrThrow({ where: { id: stranger.customer.id } });
    expect(unchanged.mergedIntoCustomerNumber).toBeNull();
  });

  it('refuses bad input: the same customer, an unknown customer, a too short search', async () => {
    const survivor = await fullCustomer();
    await expect(
      caller.customers.merge({
        requestId: randomUUID(),
        fromCustomerNumber: survivor.customer.customerNumber,
        toCustomerNumber: survivor.customer.customerNumber,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MERGE_TEXTS.sameCustomer });
    await expect(
      caller.customers.merge({
        requestId: randomUUID(),
        fromCustomerNumber: 1,
        toCustomerNumber: survivor.customer.customerNumber,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller.customers.mergeCandidates({ customerNumber: survivor.customer.customerNumber, query: 'ab' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await ownedBy(survivor.customer.id, survivor.customer.customerNumber)).toMatchObject({
      agreements: 1,
    });
  });

  it('finds other customers by name, customer number or personal number', async () => {
    const survivor = await fullCustomer();
    const twin = await fullCustomer();
    const byNumber = await caller.customers.mergeCandidates({
      customerNumber: survivor.customer.customerNumber,
      query: String(twin.customer.customerNumber),
    });
    expect(byNumber.map((hit) => hit.customerNumber)).toEqual([twin.customer.customerNumber]);
    const byName = await caller.customers.mergeCandidates({
      customerNumber: survivor.customer.customerNumber,
      query: 'lindq',
    });
    expect(byName.map((hit) => hit.customerNumber)).not.toContain(survivor.customer.customerNumber);
    expect(byName.length).toBeGreaterThan(0);
  });
});
