import { randomUUID } from 'node:crypto';
import { DEMO_FIXTURES, seedDemo } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  CONTINUE_TEXTS,
  type ContinueChoices,
  continuePrice,
  continueServices,
  dependentRowText,
  isoDay,
  type OperationHandler,
  planContinue,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithAdapters } from '../../testing/adapter-caller.ts';
import { addServiceRow } from '../testing/agreement-rows.ts';
import {
  type OperationCaller,
  previewOperation,
  signInOperationUser,
} from '../testing/operation-database.ts';

const A = DEMO_FIXTURES.agreements;
const today = isoDay();

let db: TestDatabase;
let caller: OperationCaller;
let handler: OperationHandler;

beforeAll(async () => {
  db = await createTestDatabase();
  // The demo's fixture customers only (no generated ones): what 'Fortsätt tjänster' shows on the demo.
  await seedDemo(db.prisma, { hashPassword: async (password) => `test$${password}`, customers: 29 });
  ({ caller, handler } = await signInOperationUser(db.prisma));
}, 60_000);
afterAll(async () => {
  await db?.drop();
});

/** What the panel lists: product, end date, current and new price. */
async function listed(agreementNumber: number) {
  const { productNumbers } = await caller.agreements.continueInventory({ agreementNumber });
  const { context, today: day } = await caller.agreements.operationContext({ agreementNumber });
  return continueServices(context, productNumbers, day).map((row) => ({
    id: row.id,
    productNumber: row.productNumber,
    endDate: row.endDate,
    price: row.price,
    newPrice: continuePrice(row, context.products[row.productNumber], context.customer.customerType),
  }));
}

async function submit(agreementNumber: number, choices: ContinueChoices) {
  const { productNumbers } = await caller.agreements.continueInventory({ agreementNumber });
  const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, day) =>
    planContinue(context, productNumbers, choices, day, handler),
  );
  return caller.agreements.continue({ requestId: randomUUID(), agreementNumber, planFingerprint, choices });
}

const agreementIdOf = async (agreementNumber: number) =>
  (await db.prisma.agreement.findUniqueOrThrow({ where: { agreementNumber } })).id;

const writes = async () => ({
  rows: await db.prisma.agreementRow.count(),
  cases: await db.prisma.case.count(),
  audit: await db.prisma.auditEntry.count({ where: { action: 'agreement.continue' } }),
  emails: await db.prisma.customerEmail.count({ where: { operation: 'continue' } }),
});

describe('agreements.continueInventory and the continue list on the demo', () => {
  it("lists the demo customers' terminated broadband that the address still offers, at max(list price, current)", async () => {
    const { productNumbers } = await caller.agreements.continueInventory({
      agreementNumber: A.continueOldPrice,
    });
    expect(productNumbers).toEqual(['BAS100', 'BAS250', 'BAS500', 'BASIP1000', 'FORETAGBB']);
    // The hire router ended with the broadband (demo data) is not listed on its own: it follows the broadband.
    expect(await listed(A.continueOldPrice)).toEqual([
      expect.objectContaining({ productNumber: 'BAS250', price: 379, newPrice: 399 }),
    ]);
    expect(await listed(A.continueEndsIn2Days)).toEqual([
      expect.objectContaining({
        productNumber: 'BAS500',
        endDate: addDays(today, 2),
        price: 449,
        newPrice: 449,
      }),
    ]);
    expect(await listed(A.continueEndsThisMonth)).toEqual([
      expect.objectContaining({ productNumber: 'BAS250', price: 399, newPrice: 399 }),
    ]);
  });

  it('lists nothing where no service ends within 3 months', async () => {
    expect(await listed(A.standardBroadband)).toEqual([]);
  });

  it('offers nothing without an address id or at an address Commerce does not know', async () => {
    const agreementNumber = A.noAddressId;
    expect(await caller.agreements.continueInventory({ agreementNumber })).toEqual({ productNumbers: [] });
    await db.prisma.agreement.update({ where: { agreementNumber }, data: { addressId: 'OKAND001' } });
    expect(await caller.agreements.continueInventory({ agreementNumber })).toEqual({ productNumbers: [] });
  });
});

describe('agreements.continue on the demo', () => {
  it('creates the row from the day after the end at the list price, a case 309 in group 42, the e-mail and the audit', async () => {
    const [service] = await listed(A.continueOldPrice);
    const result = await submit(A.continueOldPrice, { rowIds: [service!.id], sendConfirmation: true });
    const created = await db.prisma.agreementRow.findMany({
      where: { id: { in: result.createdRowIds } },
      orderBy: { rowNumber: 'asc' },
    });
    const from = addDays(service!.endDate!, 1);
    // The hire router and Säker surf that ended with the broadband (demo data) come back with it.
    expect(
      created.map((row) => [row.productNumber, Number(row.price), isoDay(row.startDate!), row.endDate]),
    ).toEqual([
      ['BAS250', 399, from, null],
      ['BRED009', 59, from, null],
      ['SAKERSURF', 39, from, null],
    ]);
    expect(created[0]).toMatchObject({ sellerNumber: handler.employeeNumber, priceList: 10 });
    const item = await db.prisma.case.findUniqueOrThrow({ where: { number: result.caseNumbers[0] } });
    expect(item).toMatchObject({ typeId: 309, ownerGroupId: 42, status: 'IN_PROGRESS' });
    expect(result.confirmation).toBe('SENT');
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agreement.continue' } });
    expect(audit.details).toMatchObject({ createdRowIds: result.createdRowIds, blocked: false });
    // Continued: no longer listed, and not continued twice.
    expect(await listed(A.continueOldPrice)).toEqual([]);
    await expect(
      submit(A.continueOldPrice, { rowIds: [service!.id], sendConfirmation: false }),
    ).rejects.toThrow(/plan refused/);
  });

  it("names the router that ended with the broadband in 'Följer med tjänsten'; unticked with a reason it stays ended", async () => {
    const agreementNumber = A.continueEndsThisMonth;
    const [service] = await listed(agreementNumber);
    const { productNumbers } = await caller.agreements.continueInventory({ agreementNumber });
    const preview = await previewOperation(caller, agreementNumber, (context, day) =>
      planContinue(context, productNumbers, { rowIds: [service!.id], sendConfirmation: false }, day, handler),
    );
    const [router] = preview.plan.dependentRows ?? [];
    expect(preview.plan.dependentRows?.map(dependentRowText)).toEqual([
      `Hyrrouter Wi-Fi 5 fortsätter med tjänsten från ${addDays(service!.endDate!, 1)}`,
    ]);
    const keepRows = [{ rowId: router!.rowId, reason: 'Kunden har köpt en egen router' }];
    const result = await submit(agreementNumber, {
      rowIds: [service!.id],
      sendConfirmation: false,
      keepRows,
    });
    const created = await db.prisma.agreementRow.findMany({ where: { id: { in: result.createdRowIds } } });
    expect(created.map((row) => row.productNumber)).toEqual(['BAS250']);
    const left = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: router!.rowId } });
    // Left ended, it runs without nothing: no keep on the row; the reason is the operation's.
    expect([isoDay(left.endDate!), left.keptWithoutService]).toEqual([service!.endDate, null]);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.continue', entityId: String(agreementNumber) },
    });
    expect(audit.details).toMatchObject({
      keptRows: expect.stringContaining('Kunden har köpt en egen router'),
    });
  });

  it('sends the case to group 84 with status 1 when the service ends within 3 days', async () => {
    const [service] = await listed(A.continueEndsIn2Days);
    const result = await submit(A.continueEndsIn2Days, { rowIds: [service!.id], sendConfirmation: false });
    const item = await db.prisma.case.findUniqueOrThrow({ where: { number: result.caseNumbers[0] } });
    expect(item).toMatchObject({ typeId: 309, ownerGroupId: 84, status: 'NOT_STARTED' });
    expect(result.confirmation).toBe('NOT_ASKED');
  });

  it("prices a business customer's service from price group 2", async () => {
    // Företagsbredband: 636 kr in price group 2 (business), 795 kr in group 1.
    const agreementId = await agreementIdOf(A.business);
    const row = await addServiceRow(db.prisma, agreementId, {
      productNumber: 'FORETAGBB',
      productName: 'Företagsbredband 500/500',
      category: 'Bredband',
      price: '599.00',
      startDate: addDays(today, -400),
      endDate: addDays(today, 40),
    });
    expect(await listed(A.business)).toEqual([
      expect.objectContaining({ id: row.id, price: 599, newPrice: 636 }),
    ]);
    const result = await submit(A.business, { rowIds: [row.id], sendConfirmation: false });
    const created = await db.prisma.agreementRow.findUniqueOrThrow({
      where: { id: result.createdRowIds[0] },
    });
    expect(Number(created.price)).toBe(636);
  });

  it('continues a hire row with its product-30000 sibling; the sibling alone is refused and nothing is written', async () => {
    const agreementId = await agreementIdOf(A.continueEndsThisMonth);
    const hire = { card: 3, startDate: addDays(today, -200), endDate: addDays(today, 20) };
    const box = await addServiceRow(db.prisma, agreementId, {
      productNumber: 'BOX015',
      productName: 'Hyrbox HD',
      price: '29.00',
      ...hire,
    });
    const sibling = await addServiceRow(db.prisma, agreementId, {
      productNumber: '30000',
      productName: 'Serviceavgift box',
      price: '0.00',
      ...hire,
    });
    const before = await writes();
    await expect(
      caller.agreements.continue({
        requestId: randomUUID(),
        agreementNumber: A.continueEndsThisMonth,
        planFingerprint: '0123456789abcdef',
        choices: { rowIds: [sibling.id], sendConfirmation: false },
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: CONTINUE_TEXTS.notContinuable('Serviceavgift box'),
    });
    expect(await writes()).toEqual(before);

    const result = await submit(A.continueEndsThisMonth, { rowIds: [box.id], sendConfirmation: false });
    const created = await db.prisma.agreementRow.findMany({
      where: { id: { in: result.createdRowIds } },
      orderBy: { rowNumber: 'asc' },
    });
    expect(created.map((row) => [row.productNumber, Number(row.price), row.card])).toEqual([
      ['BOX015', 29, 3],
      ['30000', 0, 3],
    ]);
  });
});

describe('agreements.continue when Commerce fails', () => {
  const failing = { inventory: async () => Promise.reject(new Error('Tjänsten är nere')) };
  const silent = { inventory: () => new Promise<never>(() => {}) };

  it("says the spec's failure with Commerce's reason, in the list and the submit, and writes nothing", async () => {
    const [service] = await listed(A.continueEndsThisMonth);
    const choices = { rowIds: [service!.id], sendConfirmation: true };
    const { productNumbers } = await caller.agreements.continueInventory({
      agreementNumber: A.continueEndsThisMonth,
    });
    const { planFingerprint } = await previewOperation(caller, A.continueEndsThisMonth, (context, day) =>
      planContinue(context, productNumbers, choices, day, handler),
    );
    const before = await writes();
    for (const [adapter, reason] of [
      [failing, 'Tjänsten är nere'],
      [silent, 'Inget svar inom 50 ms'],
    ] as const) {
      const broken = await callerWithAdapters(db.prisma, { commerceInventory: adapter });
      const failure = {
        code: 'SERVICE_UNAVAILABLE',
        message: `Fortsättningen av tjänster kunde inte genomföras: ${reason}`,
      };
      await expect(
        broken.agreements.continueInventory({ agreementNumber: A.continueEndsThisMonth }),
      ).rejects.toMatchObject(failure);
      await expect(
        broken.agreements.continue({
          requestId: randomUUID(),
          agreementNumber: A.continueEndsThisMonth,
          planFingerprint,
          choices,
        }),
      ).rejects.toMatchObject(failure);
    }
    expect(await writes()).toEqual(before);
  });
});
