import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  CONTINUE_TEXTS,
  type ContinueChoices,
  isoDay,
  type OperationHandler,
  operationHandlerOf,
  planContinue,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { addServiceRow } from '../testing/agreement-rows.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  previewOperation,
} from '../testing/operation-database.ts';

let db: TestDatabase;
let caller: OperationCaller;
let handler: OperationHandler;
let agreementNumber: number;
let agreementId: number;
const ids: Record<'tv' | 'hire' | 'sibling' | 'soon', number> = { tv: 0, hire: 0, sibling: 0, soon: 0 };

const today = isoDay();
const tvEnd = addDays(today, 40);
const hireEnd = addDays(today, 20);

beforeAll(async () => {
  db = await createOperationDatabase();
  const signedIn = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
  caller = signedIn.caller;
  handler = operationHandlerOf(signedIn.user);
  const { agreement } = await createTestCustomer(db.prisma);
  agreementNumber = agreement.agreementNumber;
  agreementId = agreement.id;
  await db.prisma.stockBalance.create({
    data: { productNumber: 'TVSTART', description: 'Sappa Start', quantity: 5 },
  });
  const startDate = addDays(today, -200);
  const row = (options: Parameters<typeof addServiceRow>[2]) =>
    addServiceRow(db.prisma, agreementId, options);
  // 179 kr against the catalogue's list price 199 in price group 1: continues at 199.
  ids.tv = (
    await row({
      productNumber: 'TVSTART',
      productName: 'Sappa Start',
      price: '179.00',
      startDate,
      endDate: tvEnd,
    })
  ).id;
  const hire = { card: 3, startDate, endDate: hireEnd };
  ids.hire = (await row({ productNumber: 'BOX015', productName: 'Hyrbox HD', price: '29.00', ...hire })).id;
  ids.sibling = (
    await row({ productNumber: '30000', productName: 'Serviceavgift box', price: '0.00', ...hire })
  ).id;
  ids.soon = (
    await row({
      productNumber: 'BRED007',
      productName: 'Hyrrouter Wi-Fi 5',
      price: '29.00',
      startDate,
      endDate: addDays(today, 2),
    })
  ).id;
});
afterAll(async () => {
  await db?.drop();
});

const preview = (choices: ContinueChoices) =>
  previewOperation(caller, agreementNumber, (context, day) => planContinue(context, choices, day, handler));

const submit = async (choices: ContinueChoices) => {
  const { planFingerprint } = await preview(choices);
  return caller.agreements.continue({ requestId: randomUUID(), agreementNumber, planFingerprint, choices });
};

describe('agreements.continue', () => {
  it('refuses a row the table does not show, and changes nothing', async () => {
    const before = await db.prisma.agreementRow.count({ where: { agreementId } });
    await expect(
      caller.agreements.continue({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: { rowIds: [ids.sibling], sendConfirmation: false },
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: CONTINUE_TEXTS.notContinuable('Serviceavgift box'),
    });
    expect(await db.prisma.agreementRow.count({ where: { agreementId } })).toBe(before);
    expect(await db.prisma.case.count()).toBe(0);
  });

  it('creates the new rows from the day after the end at the higher price and a case 309 in group 42', async () => {
    const result = await submit({ rowIds: [ids.tv, ids.hire], sendConfirmation: true });
    const created = await db.prisma.agreementRow.findMany({
      where: { id: { in: result.createdRowIds } },
      orderBy: { rowNumber: 'asc' },
    });
    expect(
      created.map((row) => [
        row.productNumber,
        Number(row.price),
        row.startDate?.toISOString().slice(0, 10),
        row.endDate,
      ]),
    ).toEqual([
      ['TVSTART', 199, addDays(tvEnd, 1), null],
      ['BOX015', 29, addDays(hireEnd, 1), null],
      ['30000', 0, addDays(hireEnd, 1), null],
    ]);
    expect(created[0]).toMatchObject({ sellerNumber: handler.employeeNumber, card: 0 });
    expect(created[2]).toMatchObject({ card: 3 });
    const item = await db.prisma.case.findUniqueOrThrow({ where: { number: result.caseNumbers[0] } });
    expect(item).toMatchObject({ typeId: 309, ownerGroupId: 42, status: 'IN_PROGRESS' });
    expect(result.confirmation).toBe('SENT');
    const email = await db.prisma.customerEmail.findFirstOrThrow({ where: { operation: 'continue' } });
    expect(email.status).toBe('PENDING');
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agreement.continue' } });
    expect(audit.details).toMatchObject({ createdRowIds: result.createdRowIds, blocked: false });
  });

  it('refuses to continue a service twice', async () => {
    await expect(submit({ rowIds: [ids.tv], sendConfirmation: false })).rejects.toThrow(/plan refused/);
  });

  it('sends the case to group 84 with status 1 when a selected service ends within 3 days', async () => {
    const result = await submit({ rowIds: [ids.soon], sendConfirmation: false });
    const item = await db.prisma.case.findUniqueOrThrow({ where: { number: result.caseNumbers[0] } });
    expect(item).toMatchObject({ typeId: 309, ownerGroupId: 84, status: 'NOT_STARTED' });
    expect(result.confirmation).toBe('NOT_ASKED');
  });
});
