import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { performCreditCheck } from './service.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

async function customerWithoutCheck() {
  const created = await createTestCustomer(db.prisma);
  await db.prisma.customer.update({ where: { id: created.customer.id }, data: { creditCheckDone: false } });
  return created;
}

let invoiceSequence = 0;
async function addInvoice(customerId: number, options: { remaining: string; collection: boolean }) {
  invoiceSequence += 1;
  const invoiceNumber = 80_000_000 + (process.pid % 1000) * 1000 + invoiceSequence;
  await db.prisma.invoice.create({
    data: {
      invoiceNumber,
      customerId,
      ocr: `9${invoiceNumber}`,
      invoiceDate: new Date('2026-08-01'),
      dueDate: new Date('2026-08-31'),
      amount: '499.00',
      remainingAmount: options.remaining,
      collectionDate: options.collection ? new Date('2026-10-15') : null,
      controlStatus: options.collection ? 'PåInkasso' : null,
    },
  });
}

describe('creditChecks', () => {
  it('approves a customer without debt in collection: records the check, marks it done, writes an audit row', async () => {
    const { customer } = await customerWithoutCheck();
    await addInvoice(customer.id, { remaining: '0.00', collection: true });
    await addInvoice(customer.id, { remaining: '499.00', collection: false });
    const { caller, user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customerNumber = customer.customerNumber;
    expect((await caller.customers.byNumber({ customerNumber })).creditCheckDone).toBe(false);

    expect(await caller.creditChecks.perform({ requestId: randomUUID(), customerNumber })).toEqual({
      status: 0,
      outcome: 'APPROVED',
      creditCheckDone: true,
    });

    expect((await caller.customers.byNumber({ customerNumber })).creditCheckDone).toBe(true);
    const history = await caller.creditChecks.history({ customerNumber });
    expect(history.creditCheckDone).toBe(true);
    expect(history.checks).toHaveLength(1);
    expect(history.checks[0]).toMatchObject({ status: 0, checkedBy: user.username });
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'creditCheck.perform', entityId: String(customerNumber) },
    });
    expect(audit.details).toMatchObject({ status: 0, creditCheckDone: { from: false, to: true } });
  });

  it('fails a customer with debt in collection under the same identity and keeps the check not done', async () => {
    const { customer } = await customerWithoutCheck();
    const other = await createTestCustomer(db.prisma);
    await db.prisma.customer.update({
      where: { id: other.customer.id },
      data: { personalId: customer.personalId },
    });
    await addInvoice(other.customer.id, { remaining: '250.00', collection: true });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customerNumber = customer.customerNumber;

    expect(await caller.creditChecks.perform({ requestId: randomUUID(), customerNumber })).toEqual({
      status: -99,
      outcome: 'REMARK',
      creditCheckDone: false,
    });
    expect((await caller.customers.byNumber({ customerNumber })).creditCheckDone).toBe(false);
    expect((await caller.creditChecks.history({ customerNumber })).checks.map((c) => c.status)).toEqual([
      -99,
    ]);
  });

  it('cannot check an invalid identity: no check recorded, flag kept, the attempt audited', async () => {
    const { customer } = await customerWithoutCheck();
    await db.prisma.customer.update({ where: { id: customer.id }, data: { personalId: '19811218987' } });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customerNumber = customer.customerNumber;

    expect(await caller.creditChecks.perform({ requestId: randomUUID(), customerNumber })).toMatchObject({
      outcome: 'ERROR',
      creditCheckDone: false,
    });
    expect(await db.prisma.creditCheck.count({ where: { customerId: customer.id } })).toBe(0);
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'creditCheck.perform', entityId: String(customerNumber) },
      }),
    ).toBe(1);
  });

  it('treats a bureau that fails as an error and records no check', async () => {
    const { customer } = await customerWithoutCheck();
    const { user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const result = await performCreditCheck(db.prisma, {
      bureau: {
        check: () => Promise.reject(new Error('connection refused')),
      },
      userId: user.id,
      checkedBy: user.username,
      customerNumber: customer.customerNumber,
    });
    expect(result).toEqual({ status: -1, outcome: 'ERROR', creditCheckDone: false });
    expect(await db.prisma.creditCheck.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it('refuses a bad or unknown customer number and a signed-out caller, changing nothing', async () => {
    const { customer } = await customerWithoutCheck();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const checksBefore = await db.prisma.creditCheck.count();
    const auditBefore = await db.prisma.auditEntry.count({ where: { action: 'creditCheck.perform' } });

    await expect(
      caller.creditChecks.perform({ requestId: randomUUID(), customerNumber: 0 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      caller.creditChecks.perform({ requestId: randomUUID(), customerNumber: 1 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Kunden hittades inte',
    });
    await expect(caller.creditChecks.history({ customerNumber: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await caller.auth.logout();
    await expect(
      caller.creditChecks.perform({ requestId: randomUUID(), customerNumber: customer.customerNumber }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    expect(await db.prisma.creditCheck.count()).toBe(checksBefore);
    expect(await db.prisma.auditEntry.count({ where: { action: 'creditCheck.perform' } })).toBe(auditBefore);
    expect((await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } })).creditCheckDone).toBe(
      false,
    );
  });
});
