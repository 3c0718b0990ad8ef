import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  isoDay,
  lastDayOfMonth,
  type OperationHandler,
  PAUSE_TEXTS,
  type PauseChoices,
  pauseStartOptions,
  planPause,
  planTermination,
  type TerminationChoices,
  terminationDates,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { addServiceRow } from '../testing/agreement-rows.ts';
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
let rowIds: number[];
/** The TV package on a campaign and its discount, which ends with the campaign (so it is not listed). */
let mixId: number;
let mixDiscountId: number;

const today = isoDay();
const endDate = lastDayOfMonth(today, 1);
const startDate = pauseStartOptions(endDate)[0]!;
const campaignEndDate = lastDayOfMonth(startDate, 2);
let choices: PauseChoices;

const iso = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller, handler } = await signInOperationUser(db.prisma));
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
  const campaign = await db.prisma.campaign.create({
    data: {
      code: 'PAUSTEST',
      name: 'Välkomsterbjudande',
      startsAt: new Date(`${addDays(today, -100)}T00:00:00Z`),
    },
  });
  const mix = await addServiceRow(db.prisma, agreementId, {
    productNumber: 'TVMIX10',
    productName: 'Sappa Mix 10',
    price: '399.00',
    card: 2,
    startDate: addDays(today, -100),
  });
  const mixDiscount = await addServiceRow(db.prisma, agreementId, {
    productNumber: 'RABATT',
    productName: 'Kampanjrabatt',
    price: '-199.50',
    card: 2,
    parentRowId: mix.id,
    startDate: addDays(today, -100),
    endDate: campaignEndDate,
  });
  const campaignFields = {
    campaignId: campaign.id,
    campaignEndDate: new Date(`${campaignEndDate}T00:00:00Z`),
  };
  await db.prisma.agreementRow.update({
    where: { id: mix.id },
    data: { ...campaignFields, campaignPrice: '199.50', bindingMonths: 12 },
  });
  await db.prisma.agreementRow.update({ where: { id: mixDiscount.id }, data: { campaignId: campaign.id } });
  mixId = mix.id;
  mixDiscountId = mixDiscount.id;
  rowIds = [service.id, tv.id, mix.id];
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

  it('ends the services with their discounts, adds the PAUS fee row and the returning rows, opens case 187 and sends the confirmation', async () => {
    const { planFingerprint } = await preview();
    const result = await caller.agreements.pause({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices,
    });

    expect(result.endedRowIds).toEqual([...rowIds, mixDiscountId]);
    expect(result.confirmation).toBe('SENT');
    const ended = await db.prisma.agreementRow.findMany({ where: { id: { in: result.endedRowIds } } });
    expect(ended.map((row) => iso(row.endDate))).toEqual([endDate, endDate, endDate, endDate]);

    const [feeId, ...returningIds] = result.createdRowIds;
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

    // The services return as rows of their own from the start date, priced as before.
    const returning = await db.prisma.agreementRow.findMany({
      where: { id: { in: returningIds } },
      orderBy: { rowNumber: 'asc' },
    });
    expect(
      returning.map((row) => [row.productNumber, Number(row.price), iso(row.startDate), iso(row.endDate)]),
    ).toEqual([
      ['BAS250', 399, startDate, null],
      ['TVSTART', 199, startDate, null],
      ['TVMIX10', 399, startDate, null],
      ['RABATT', -199.5, startDate, campaignEndDate],
    ]);
    const [, tvReturn, mixReturn, discountReturn] = returning;
    expect(tvReturn).toMatchObject({ card: 1, sellerNumber: handler.employeeNumber });
    const mix = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: mixId } });
    expect(mixReturn).toMatchObject({
      card: 2,
      campaignId: mix.campaignId,
      campaignEndDate: mix.campaignEndDate,
      bindingMonths: 12,
      parentRowId: null,
    });
    expect(Number(mixReturn?.campaignPrice)).toBe(199.5);
    expect(discountReturn).toMatchObject({ parentRowId: mixReturn?.id, campaignId: mix.campaignId });

    // Nothing is left to run later: the returning rows are the pause's whole effect.
    expect(await db.prisma.scheduledFollowUp.count({ where: { agreementId } })).toBe(0);

    const item = await db.prisma.case.findUniqueOrThrow({
      where: { number: result.caseNumbers[0] },
      include: { formFields: true },
    });
    expect(item).toMatchObject({ typeId: 187, ownerGroupId: 42, status: 'IN_PROGRESS' });
    const field = (title: string) => item.formFields.find((candidate) => candidate.title === title)?.value;
    expect(field('Orsak')).toBe('Paus');
    expect(field('Åtgärd')).toBe('1');

    const email = await db.prisma.customerEmail.findFirstOrThrow({ where: { operation: 'pause' } });
    expect(email).toMatchObject({ status: 'PENDING', recipient: 'karin.lindqvist@example.se' });
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agreement.pause' } });
    expect(audit.details).toMatchObject({ actionCode: 1, terminationReasonId: 114, endDate, startDate });
  });

  it('brings nothing back once the returning services are terminated during the pause', async () => {
    const returning = await db.prisma.agreementRow.findMany({
      where: { agreementId, startDate: new Date(`${startDate}T00:00:00Z`), parentRowId: null },
    });
    let termination: TerminationChoices | undefined;
    const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, day) => {
      termination = {
        rows: returning.map((row) => {
          const listed = context.agreement.rows.find((candidate) => candidate.id === row.id)!;
          return { rowId: row.id, endDate: terminationDates(listed, day)[0]! };
        }),
        // Every service still running: the whole agreement (the paused ones already end), so an agreement reason.
        reasonId: 101,
        description: 'Kunden kommer inte tillbaka',
        sendConfirmation: false,
      };
      return planTermination(context, termination, day);
    });
    await caller.agreements.terminate({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices: termination!,
    });

    // Every row either ended before the start date or never runs (removed, or ending before it starts).
    const rows = await db.prisma.agreementRow.findMany({ where: { agreementId, type: 'SERVICE' } });
    const runningFromStart = rows.filter(
      (row) => row.endDate === null || (iso(row.endDate)! >= startDate && row.endDate >= row.startDate!),
    );
    expect(runningFromStart.map((row) => row.productNumber)).toEqual([]);
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
    expect(await db.prisma.agreementRow.count({ where: { agreementId, productNumber: 'TVFAMILJ' } })).toBe(2);
    expect(await db.prisma.scheduledFollowUp.count({ where: { agreementId } })).toBe(0);
    expect(await db.prisma.auditEntry.count({ where: { action: 'agreement.pause' } })).toBe(2);
  });
});
