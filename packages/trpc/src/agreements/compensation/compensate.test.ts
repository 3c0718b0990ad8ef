import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  COMPENSATION_TEXTS,
  type CompensationChoices,
  type OperationHandler,
  planCompensation,
  STALE_PLAN_MESSAGE,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  previewOperation,
  signInOperationUser,
} from '../testing/operation-database.ts';

let db: TestDatabase;
let caller: OperationCaller;
let handler: OperationHandler;
let agreementNumber: number;
let agreementId: number;

const choices: CompensationChoices = {
  amount: '150',
  reason: 'Driftstörning i tre dagar',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  invoiceTiming: 'NEXT',
};

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller, handler } = await signInOperationUser(db.prisma));
  const { agreement } = await createTestCustomer(db.prisma);
  agreementNumber = agreement.agreementNumber;
  agreementId = agreement.id;
});
afterAll(async () => {
  await db?.drop();
});

const preview = (picked: CompensationChoices = choices) =>
  previewOperation(caller, agreementNumber, (context, today) =>
    planCompensation(context, picked, today, handler),
  );

describe('agreements.compensate', () => {
  it('creates the credit row with the user as seller, a case 171 in group 42, the audit entry and a live event', async () => {
    const { planFingerprint } = await preview();
    const result = await caller.agreements.compensate({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices,
    });

    const [rowId] = result.createdRowIds;
    const row = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: rowId } });
    expect(row).toMatchObject({
      productNumber: 'KOMPENSATION',
      productName: 'Kompensation',
      type: 'EXTRA_BILLING',
      priceList: 31,
      quantity: -1,
      invoiceCode: 2,
      sellerNumber: handler.employeeNumber,
      sellerName: handler.name,
    });
    expect(Number(row.price)).toBe(150);
    const item = await db.prisma.case.findUniqueOrThrow({
      where: { number: result.caseNumbers[0] },
      include: { relation: true, formFields: true, history: true },
    });
    expect(item).toMatchObject({
      typeId: 171,
      ownerGroupId: 42,
      status: 'IN_PROGRESS',
      header: 'Kompensation 150 kr',
    });
    expect(item.relation?.customerName).toBe('Karin Lindqvist');
    expect(item.formFields.map((field) => field.title)).toContain('Handläggare');
    expect(item.history.length).toBeGreaterThan(0);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agreement.compensate' } });
    expect(audit.entityId).toBe(String(agreementNumber));
    const event = await db.prisma.event.findFirst({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({ agreementNumber, change: 'compensate' });
    expect(result.confirmation).toBe('NOT_ASKED');
  });

  it('refuses 501 kr even when the form is bypassed, and writes nothing', async () => {
    const rowsBefore = await db.prisma.agreementRow.count({ where: { agreementId } });
    const tooMuch = { ...choices, amount: '501' };
    await expect(
      caller.agreements.compensate({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: tooMuch,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: COMPENSATION_TEXTS.amountTooLarge });
    expect(await db.prisma.agreementRow.count({ where: { agreementId } })).toBe(rowsBefore);
  });

  it('refuses to credit an ended agreement (the panel offers only active ones), and writes nothing', async () => {
    const { agreement: ended } = await createTestCustomer(db.prisma);
    await db.prisma.agreement.update({ where: { id: ended.id }, data: { ended: true } });
    const before = { rows: await db.prisma.agreementRow.count(), cases: await db.prisma.case.count() };
    await expect(
      caller.agreements.compensate({
        requestId: randomUUID(),
        agreementNumber: ended.agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: COMPENSATION_TEXTS.agreementEnded });
    expect({ rows: await db.prisma.agreementRow.count(), cases: await db.prisma.case.count() }).toEqual(
      before,
    );
  });

  it('refuses a plan that changed since the preview', async () => {
    const { planFingerprint } = await preview();
    await expect(
      caller.agreements.compensate({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint,
        choices: { ...choices, amount: '149' },
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: STALE_PLAN_MESSAGE });
  });

  it('acts once for five concurrent submits with the same request id', async () => {
    const { planFingerprint } = await preview();
    const before = await db.prisma.agreementRow.count({ where: { agreementId } });
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        caller.agreements.compensate({ requestId, agreementNumber, planFingerprint, choices }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await db.prisma.agreementRow.count({ where: { agreementId } })).toBe(before + 1);
  });

  it('is forbidden to a user without the customer view', async () => {
    const { caller: cantab } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(
      cantab.agreements.compensate({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
