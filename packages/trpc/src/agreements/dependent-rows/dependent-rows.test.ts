import { randomUUID } from 'node:crypto';
import { seedDemo } from '@sappis/db/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  billingEffectLines,
  DEPENDENT_ROWS_TEXTS,
  lastDayOfMonth,
  monthlyRateOn,
  type OperationContext,
  type OperationHandler,
  type PauseChoices,
  pauseServices,
  pauseStartOptions,
  planEditRowDates,
  planPause,
  planTermination,
  terminationDates,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OperationCaller,
  previewOperation,
  signInOperationUser,
} from '../testing/operation-database.ts';

/** The demo customers of issue 26 item 1: 100012 (TV with box, card, Sport, Play Plus), 100156 (TV, two boxes), 100013 (broadband). */
const CAMPAIGN = 1000121;
const TWO_BOXES = 1001563;
const BROADBAND = 1000131;

let db: TestDatabase;
let agent: OperationCaller;
let handler: OperationHandler;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.prisma, { hashPassword: async (password) => `test$${password}`, customers: 156 });
  ({ caller: agent, handler } = await signInOperationUser(db.prisma));
}, 180_000);
afterAll(async () => {
  await db?.drop();
});

const rowsOf = async (agreementNumber: number) =>
  (await agent.agreements.operationContext({ agreementNumber })).context.agreement.rows;
const byProduct = (context: OperationContext, productNumber: string) =>
  context.agreement.rows.filter((row) => row.productNumber === productNumber);

describe('ending the last TV service of 100012 ends its box, card and TV add-ons (1000121)', () => {
  it('the preview names them before the agent acts, and the table afterwards bills no TV after the date', async () => {
    let endDate = '';
    const preview = await previewOperation(agent, CAMPAIGN, (context, today) => {
      const mix = byProduct(context, 'TVMIX10')[0]!;
      endDate = terminationDates(mix, today)[0]!;
      return planTermination(
        context,
        { rows: [{ rowId: mix.id, endDate }], reasonId: 106, description: '', sendConfirmation: false },
        today,
      );
    });
    const names = preview.plan.dependentRows?.map((row) => [row.productName, row.endDate, row.keptReason]);
    expect(names).toEqual([
      ['Hyrbox HD', endDate, null],
      ['Programkort', endDate, null],
      ['Sappa Play Plus', endDate, null],
      ['Sappa Sport', endDate, null],
    ]);
    const mix = byProduct(preview.context, 'TVMIX10')[0]!;
    await agent.agreements.terminate({
      requestId: randomUUID(),
      agreementNumber: CAMPAIGN,
      planFingerprint: preview.planFingerprint,
      choices: {
        rows: [{ rowId: mix.id, endDate }],
        reasonId: 106,
        description: '',
        sendConfirmation: false,
      },
    });
    const rows = await rowsOf(CAMPAIGN);
    for (const productNumber of ['BOX015', 'CGKORT', 'TVSPORT', 'PLAYPLUS'])
      expect(rows.find((row) => row.productNumber === productNumber)?.endDate).toBe(endDate);
    expect(rows.find((row) => row.productNumber === 'BRED009')?.endDate).toBeNull();
    // After the date: the broadband on its campaign (299) with its router (59), nothing of TV.
    expect(monthlyRateOn(rows, addDays(endDate, 1))).toBe(35_800);
  });
});

describe('a pause of every service of 100156 pauses both boxes (1001563); ending it during the pause drops the fee', () => {
  it('0 kr/mån during the pause, both boxes back with the services', async () => {
    let choices: PauseChoices | undefined;
    const preview = await previewOperation(agent, TWO_BOXES, (context, today) => {
      const listed = pauseServices(context, today);
      const endDate = listed
        .map((item) => item.earliestDate!)
        .sort()
        .at(-1)!;
      choices = {
        rowIds: listed.map((item) => item.row.id),
        endDate,
        startDate: pauseStartOptions(endDate)[0]!,
        description: 'Utlandsvistelse',
        feeInformed: true,
        sendConfirmation: false,
      };
      return planPause(context, choices, today, handler);
    });
    const { endDate, startDate } = choices!;
    expect(preview.plan.dependentRows?.map((row) => [row.productName, row.endDate, row.returnDates])).toEqual(
      [
        ['Hyrbox 4K Android TV', endDate, [startDate]],
        ['Programkort', endDate, [startDate]],
        ['Hyrbox Sappa Play', endDate, [startDate]],
        ['Programkort', endDate, [startDate]],
      ],
    );
    await agent.agreements.pause({
      requestId: randomUUID(),
      agreementNumber: TWO_BOXES,
      planFingerprint: preview.planFingerprint,
      choices: choices!,
    });
    const rows = await rowsOf(TWO_BOXES);
    expect(monthlyRateOn(rows, addDays(endDate, 1))).toBe(0);
    expect(monthlyRateOn(rows, startDate)).toBe(29_700);
    expect(rows.filter((row) => row.type === 'HARDWARE' && row.startDate === startDate)).toHaveLength(2);
  });

  it('a termination during the pause cancels the returning rows and the pause fee, and its preview says so', async () => {
    const preview = await previewOperation(agent, TWO_BOXES, (context, today) => {
      const returning = context.agreement.rows.filter(
        (row) => row.type === 'SERVICE' && row.parentRowId === null && row.startDate! > today,
      );
      const date = terminationDates(returning[0]!, today)[0]!;
      return planTermination(
        context,
        {
          rows: returning.map((row) => ({ rowId: row.id, endDate: date })),
          reasonId: 100,
          description: 'Flyttar',
          sendConfirmation: false,
        },
        today,
      );
    });
    const fee = byProduct(preview.context, 'PAUS')[0]!;
    expect(preview.plan.cancelRows.map((cancel) => cancel.rowId)).toContain(fee.id);
    expect(billingEffectLines(preview.plan.billing!).join('\n')).not.toContain('Pausavgift');
  });
});

describe("ending the broadband of 100013 with 'Ändra datum' ends its router and Säker surf (1000131)", () => {
  it('keeps the router when the agent unticks it with a reason, records the reason, and ends Säker surf', async () => {
    // Mid next month: earlier than the seeded end (the end of next month, the router and Säker surf ending with
    // it), after this month's invoiced days.
    const endDate = addDays(
      lastDayOfMonth((await agent.agreements.operationContext({ agreementNumber: BROADBAND })).today),
      15,
    );
    /** 'Ändra datum' on the broadband's end date, the router unticked with `reason`. */
    const plan = (reason: string) => (context: OperationContext, today: string) => {
      const broadband = byProduct(context, 'BAS250')[0]!;
      const keepRows = [{ rowId: byProduct(context, 'BRED009')[0]!.id, reason }];
      return planEditRowDates(
        context,
        { rowId: broadband.id, startDate: broadband.startDate!, endDate, keepRows },
        today,
      );
    };
    const withoutReason = await previewOperation(agent, BROADBAND, plan(' ')).catch(
      (error: Error) => error.message,
    );
    expect(withoutReason).toContain(DEPENDENT_ROWS_TEXTS.reasonRequired('Hyrrouter Wi-Fi 6 Mesh'));

    const preview = await previewOperation(agent, BROADBAND, plan('Kunden köper routern'));
    const broadband = byProduct(preview.context, 'BAS250')[0]!;
    const keepRows = [
      { rowId: byProduct(preview.context, 'BRED009')[0]!.id, reason: 'Kunden köper routern' },
    ];
    await agent.agreements.editRowDates({
      requestId: randomUUID(),
      agreementNumber: BROADBAND,
      planFingerprint: preview.planFingerprint,
      choices: { rowId: broadband.id, startDate: broadband.startDate!, endDate, keepRows },
    });
    const rows = await rowsOf(BROADBAND);
    expect(rows.find((row) => row.productNumber === 'SAKERSURF')?.endDate).toBe(endDate);
    const router = rows.find((row) => row.productNumber === 'BRED009');
    // The router runs on as seeded, and the keep is on the row: a later operation leaves it as the agent decided.
    expect(router?.endDate).toBe(lastDayOfMonth(endDate));
    expect(router?.keptWithoutService).toBe('Kunden köper routern');
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.editRowDates', entityId: String(BROADBAND) },
      orderBy: { id: 'desc' },
    });
    expect(audit.details).toMatchObject({ keptRows: expect.stringContaining('Kunden köper routern') });
  });
});
