import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addMonths,
  bindingEndDate,
  EDIT_ROW_DATES_TEXTS,
  type EditRowDatesChoices,
  firstDayOfNextMonth,
  isoDay,
  lastDayOfMonth,
  planEditRowDates,
  STALE_PLAN_MESSAGE,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../serialize.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  previewOperation,
} from '../testing/operation-database.ts';

let db: TestDatabase;
let caller: OperationCaller;
let agreementNumber: number;
let rows: { started: number; bound: number; play: number };

const today = isoDay();
/** A start next month's first and a bound row's new start the month after. */
const upcomingStart = firstDayOfNextMonth(today);
const newStart = addMonths(upcomingStart, 1);
const farEnd = lastDayOfMonth(today, 6);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
  const { agreement, service } = await createTestCustomer(db.prisma);
  agreementNumber = agreement.agreementNumber;
  const row = (rowNumber: number, data: { productNumber: string; category: string; endDate?: string }) =>
    db.prisma.agreementRow.create({
      data: {
        agreementId: agreement.id,
        rowNumber,
        type: 'SERVICE',
        productType: 'SERVICE',
        productName: data.productNumber,
        priceList: 1,
        price: '99.00',
        startDate: day(upcomingStart),
        ...data,
        endDate: data.endDate ? day(data.endDate) : null,
      },
    });
  const bound = await row(3, { productNumber: 'TVMIX5', category: 'TV' });
  await db.prisma.agreementRow.update({
    where: { id: bound.id },
    data: { bindingMonths: 12, boundUntil: day(bindingEndDate(upcomingStart, 12)) },
  });
  const play = await row(4, { productNumber: 'PLAY', category: 'Playtjänster', endDate: farEnd });
  rows = { started: service.id, bound: bound.id, play: play.id };
});
afterAll(async () => {
  await db?.drop();
});

const preview = (choices: EditRowDatesChoices) =>
  previewOperation(caller, agreementNumber, (context, planToday) =>
    planEditRowDates(context, choices, planToday),
  );

const submit = (choices: EditRowDatesChoices, planFingerprint: string, requestId = randomUUID()) =>
  caller.agreements.editRowDates({ requestId, agreementNumber, planFingerprint, choices });

const datesOf = async (id: number) => {
  const row = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id } });
  return {
    startDate: toIsoDate(row.startDate),
    endDate: toIsoDate(row.endDate),
    boundUntil: toIsoDate(row.boundUntil),
  };
};
const audits = () => db.prisma.auditEntry.count({ where: { action: 'agreement.editRowDates' } });

describe('agreements.editRowDates', () => {
  it('writes a bound row’s new start and its recomputed bound-until date, the audit entry and a live event', async () => {
    const choices = { rowId: rows.bound, startDate: newStart, endDate: '' };
    const casesBefore = await db.prisma.case.count();
    const { planFingerprint } = await preview(choices);
    const result = await submit(choices, planFingerprint);

    expect(await datesOf(rows.bound)).toEqual({
      startDate: newStart,
      endDate: null,
      boundUntil: bindingEndDate(newStart, 12),
    });
    expect(result).toMatchObject({ caseNumbers: [], createdRowIds: [], endedRowIds: [] });
    expect(await db.prisma.case.count()).toBe(casesBefore);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.editRowDates' },
    });
    expect(audit.details).toMatchObject({
      rowId: rows.bound,
      previousStartDate: upcomingStart,
      changedRows: [{ rowId: rows.bound, startDate: newStart, boundUntil: bindingEndDate(newStart, 12) }],
    });
    const event = await db.prisma.event.findFirst({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({ agreementNumber, change: 'editRowDates' });
  });

  it('moves the end date of a row to a day after this month', async () => {
    const endDate = lastDayOfMonth(today, 3);
    const choices = { rowId: rows.started, startDate: '2025-01-01', endDate };
    const { planFingerprint } = await preview(choices);
    await submit(choices, planFingerprint);
    expect(await datesOf(rows.started)).toMatchObject({ startDate: '2025-01-01', endDate });
  });

  it('refuses a passed start date and a Playtjänster end date even when the form is bypassed, writing nothing', async () => {
    const before = await Promise.all([datesOf(rows.started), datesOf(rows.play), audits()]);
    await expect(
      submit(
        { rowId: rows.started, startDate: newStart, endDate: lastDayOfMonth(today, 3) },
        '0123456789abcdef',
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: EDIT_ROW_DATES_TEXTS.checkWithBusinessSupport });
    await expect(
      submit(
        { rowId: rows.play, startDate: upcomingStart, endDate: lastDayOfMonth(today, 9) },
        '0123456789abcdef',
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: EDIT_ROW_DATES_TEXTS.fixedEndCategory });
    expect(await Promise.all([datesOf(rows.started), datesOf(rows.play), audits()])).toEqual(before);
  });

  it('refuses a plan that changed since the preview', async () => {
    const { planFingerprint } = await preview({ rowId: rows.play, startDate: newStart, endDate: farEnd });
    await expect(
      submit({ rowId: rows.play, startDate: addMonths(newStart, 1), endDate: farEnd }, planFingerprint),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: STALE_PLAN_MESSAGE });
  });

  it('acts once for five concurrent submits with the same request id', async () => {
    const choices = { rowId: rows.play, startDate: addMonths(upcomingStart, 2), endDate: farEnd };
    const { planFingerprint } = await preview(choices);
    const before = await audits();
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(choices, planFingerprint, requestId)),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await audits()).toBe(before + 1);
    expect((await datesOf(rows.play)).startDate).toBe(choices.startDate);
  });

  it('is forbidden to a user without the customer view', async () => {
    const { caller: cantab } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(
      cantab.agreements.editRowDates({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: { rowId: rows.bound, startDate: newStart, endDate: '' },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
