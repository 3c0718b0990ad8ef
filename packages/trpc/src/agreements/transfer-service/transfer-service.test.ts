import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  isoDay,
  type OperationHandler,
  planFingerprint,
  planTransferService,
  TRANSFER_SERVICE_TEXTS,
  type TransferServiceChoices,
  withBillingEffect,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoveFixture } from '../move/move-fixtures.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  signInOperationUser,
} from '../testing/operation-database.ts';

let db: TestDatabase;
let caller: OperationCaller;
let handler: OperationHandler;

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller, handler } = await signInOperationUser(db.prisma));
});
afterAll(async () => {
  await db?.drop();
});

/** The move fixture's customer with a second agreement under the given main agreement. */
async function withSecondAgreement(main: 'sameNetwork' | 'newNetwork') {
  const fixture = await createMoveFixture(db.prisma);
  const second = await db.prisma.agreement.create({
    data: {
      agreementNumber: fixture.agreement.agreementNumber + 500_000_000,
      customerId: fixture.customer.id,
      mainAgreementId: fixture.mainAgreements[main].id,
      deliveryAddress: 'Sommarvägen 1',
      deliveryCity: 'Tjörn',
    },
  });
  const broadband = await db.prisma.agreementRow.findFirstOrThrow({
    where: { agreementId: fixture.agreement.id, productNumber: 'BAS250' },
  });
  return { ...fixture, second, broadbandRowId: broadband.id };
}

async function preview(agreementNumber: number, choices: TransferServiceChoices) {
  const facts = await caller.agreements.transferFacts({
    agreementNumber,
    rowIds: choices.rowIds,
    targetAgreementNumber: choices.targetAgreementNumber,
  });
  const { context, today } = await caller.agreements.operationContext({ agreementNumber });
  const outcome = withBillingEffect(
    planTransferService(context, choices, facts, today, handler),
    context,
    today,
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return { facts, planFingerprint: planFingerprint(outcome.plan) };
}

describe('agreements.transferService', () => {
  it('moves the chosen lines to the other agreement from the date, with the audit entry, e-mail and live events', async () => {
    const fixture = await withSecondAgreement('sameNetwork');
    const agreementNumber = fixture.agreement.agreementNumber;
    const choices: TransferServiceChoices = {
      targetAgreementNumber: fixture.second.agreementNumber,
      rowIds: [fixture.tvRowId],
      startDate: addDays(isoDay(), 3),
      replacementProductNumber: null,
      sendConfirmation: true,
    };
    const { facts, planFingerprint: fingerprint } = await preview(agreementNumber, choices);
    expect(facts.replacement).toBeNull();
    const result = await caller.agreements.transferService({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint: fingerprint,
      choices,
    });

    expect(result.targetAgreementNumber).toBe(fixture.second.agreementNumber);
    const moved = await db.prisma.agreementRow.findMany({ where: { agreementId: fixture.second.id } });
    expect(moved.map((row) => [row.productNumber, isoDay(row.startDate!)])).toEqual([
      ['TVSTART', choices.startDate],
    ]);
    const old = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: fixture.tvRowId } });
    expect(isoDay(old.endDate!)).toBe(addDays(choices.startDate, -1));
    const untouched = await db.prisma.agreementRow.findUniqueOrThrow({
      where: { id: fixture.broadbandRowId },
    });
    expect(untouched.endDate).toBeNull();
    expect(result.confirmation).toBe('SENT');
    expect(
      await db.prisma.customerEmail.count({
        where: { customerId: fixture.customer.id, operation: 'transferService', status: 'PENDING' },
      }),
    ).toBe(1);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.transferService', entityId: String(agreementNumber) },
    });
    expect(audit.details).toMatchObject({ targetAgreementNumber: fixture.second.agreementNumber });
    const events = await db.prisma.event.findMany({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
      take: 2,
    });
    expect(events.map((event) => (event.payload as { change: string }).change)).toEqual([
      'transferService',
      'transferService',
    ]);
  });

  it('needs a broadband replacement when the target is on another network, and uses it', async () => {
    const fixture = await withSecondAgreement('newNetwork');
    const agreementNumber = fixture.agreement.agreementNumber;
    const choices: TransferServiceChoices = {
      targetAgreementNumber: fixture.second.agreementNumber,
      rowIds: [fixture.broadbandRowId],
      startDate: isoDay(),
      replacementProductNumber: null,
      sendConfirmation: false,
    };
    await expect(
      caller.agreements.transferService({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TRANSFER_SERVICE_TEXTS.replacementRequired });
    const picked = { ...choices, replacementProductNumber: 'BAS500' };
    const { planFingerprint: fingerprint } = await preview(agreementNumber, picked);
    await caller.agreements.transferService({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint: fingerprint,
      choices: picked,
    });
    const moved = await db.prisma.agreementRow.findMany({ where: { agreementId: fixture.second.id } });
    expect(moved.map((row) => row.productNumber)).toEqual(['BAS500']);
  });

  it("refuses a date before today and another customer's agreement, even past the form, and writes nothing", async () => {
    const fixture = await withSecondAgreement('sameNetwork');
    const stranger = await createMoveFixture(db.prisma);
    const agreementNumber = fixture.agreement.agreementNumber;
    const rowsBefore = await db.prisma.agreementRow.count();
    const attempt = (choices: TransferServiceChoices) =>
      caller.agreements.transferService({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      });
    const base: TransferServiceChoices = {
      targetAgreementNumber: fixture.second.agreementNumber,
      rowIds: [fixture.tvRowId],
      startDate: addDays(isoDay(), -1),
      replacementProductNumber: null,
      sendConfirmation: false,
    };
    await expect(attempt(base)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: TRANSFER_SERVICE_TEXTS.dateBeforeToday,
    });
    await expect(
      attempt({ ...base, startDate: isoDay(), targetAgreementNumber: stranger.agreement.agreementNumber }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TRANSFER_SERVICE_TEXTS.targetNotAllowed });
    await expect(attempt({ ...base, startDate: isoDay(), rowIds: [stranger.tvRowId] })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: TRANSFER_SERVICE_TEXTS.rowNotActive,
      },
    );
    expect(await db.prisma.agreementRow.count()).toBe(rowsBefore);
  });
});
