import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  isoDay,
  lastDayOfMonth,
  type OperationHandler,
  operationHandlerOf,
  PAUSE_TEXTS,
  type PauseChoices,
  pauseStartOptions,
  planPause,
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
let rowIds: number[];

const today = isoDay();
const endDate = lastDayOfMonth(today, 1);
const startDate = pauseStartOptions(endDate)[0]!;
let choices: PauseChoices;

beforeAll(async () => {
  db = await createOperationDatabase();
  const signedIn = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
  caller = signedIn.caller;
  handler = operationHandlerOf(signedIn.user);
  const { agreement, service } = await createTestCustomer(db.prisma);
  agreementNumber = agreement.agreementNumber;
  agreementId = agreement.id;
  const tv = await addServiceRow(db.prisma, agreementId, {
    productNumber: 'TVSTART',
    productName: 'Sappa Start',
    price: '199.00',
    card: 1,
    startDate: addDays(today, -100),
  });
  rowIds = [service.id, tv.id];
  choices = {
    rowIds,
    endDate,
    startDate,
    description: 'Utlandsvistelse',
    feeInformed: true,
    sendConfirmation: true,
  };
});
afterAll(async () => {
  await db?.drop();
});

const preview = (picked: PauseChoices = choices) =>
  previewOperation(caller, agreementNumber, (context, day) => planPause(context, picked, day, handler));

const snapshot = async () => ({
  rows: await db.prisma.agreementRow.findMany({ where: { agreementId }, orderBy: { id: 'asc' } }),
  cases: await db.prisma.case.count(),
  followUps: await db.prisma.scheduledFollowUp.count(),
  emails: await db.prisma.customerEmail.count(),
});

describe('agreements.pause', () => {
  it('refuses an end date that is not a month end, even past the form, and changes nothing', async () => {
    const before = await snapshot();
    await expect(
      caller.agreements.pause({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: { ...choices, endDate: addDays(endDate, -1) },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PAUSE_TEXTS.endNotMonthEnd });
    await expect(
      caller.agreements.pause({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: { ...choices, feeInformed: false },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PAUSE_TEXTS.feeNotInformed });
    expect(await snapshot()).toEqual(before);
  });

  it('ends the services, adds the PAUS fee row, schedules the resume, opens case 187 and sends the confirmation', async () => {
    const { planFingerprint } = await preview();
    const result = await caller.agreements.pause({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices,
    });

    expect(result.endedRowIds).toEqual(rowIds);
    expect(result.confirmation).toBe('SENT');
    const ended = await db.prisma.agreementRow.findMany({ where: { id: { in: rowIds } } });
    expect(ended.map((row) => row.endDate?.toISOString().slice(0, 10))).toEqual([endDate, endDate]);

    const [feeId] = result.createdRowIds;
    const fee = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: feeId } });
    expect(fee).toMatchObject({
      productNumber: 'PAUS',
      productName: 'Pausavgift',
      type: 'EXTRA_BILLING',
      priceList: 31,
      invoiceCode: 4,
      sellerNumber: handler.employeeNumber,
    });
    // The price read from the PAUS product of the reference catalogue.
    expect(Number(fee.price)).toBe(295);

    const item = await db.prisma.case.findUniqueOrThrow({ where: { number: result.caseNumbers[0] } });
    expect(item).toMatchObject({ typeId: 187, ownerGroupId: 42, status: 'IN_PROGRESS' });

    const followUp = await db.prisma.scheduledFollowUp.findFirstOrThrow({ where: { agreementId } });
    expect(followUp).toMatchObject({ kind: 'resumePause', doneAt: null });
    expect(followUp.runOn.toISOString().slice(0, 10)).toBe(startDate);
    expect((followUp.payload as { rows: unknown[] }).rows).toEqual([
      expect.objectContaining({ productNumber: 'BAS250', startDate, sourceRowId: rowIds[0] }),
      expect.objectContaining({ productNumber: 'TVSTART', startDate, card: 1, sourceRowId: rowIds[1] }),
    ]);

    const email = await db.prisma.customerEmail.findFirstOrThrow({ where: { operation: 'pause' } });
    expect(email).toMatchObject({ status: 'PENDING', recipient: 'karin.lindqvist@example.se' });
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agreement.pause' } });
    expect(audit.details).toMatchObject({ actionCode: 1, terminationReasonId: 114, endDate, startDate });
  });

  it('refuses services that are paused already (they have an end date now)', async () => {
    const before = await snapshot();
    await expect(
      caller.agreements.pause({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PAUSE_TEXTS.notPausable('Bredband 250/250') });
    expect(await snapshot()).toEqual(before);
  });

  it('acts once for five concurrent submits with the same request id', async () => {
    const row = await addServiceRow(db.prisma, agreementId, {
      productNumber: 'TVFAMILJ',
      productName: 'Sappa Familj',
      price: '299.00',
      startDate: addDays(today, -30),
    });
    const picked = { ...choices, rowIds: [row.id] };
    const { planFingerprint } = await preview(picked);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        caller.agreements.pause({ requestId, agreementNumber, planFingerprint, choices: picked }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await db.prisma.scheduledFollowUp.count({ where: { agreementId } })).toBe(2);
    expect(await db.prisma.auditEntry.count({ where: { action: 'agreement.pause' } })).toBe(2);
  });
});
