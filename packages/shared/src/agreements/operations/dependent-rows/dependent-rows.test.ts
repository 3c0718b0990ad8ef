import { describe, expect, it } from 'vitest';
import { billingEffect } from '../../billing/billing-effect.ts';
import { monthlyRateOn, runsOn } from '../../billing/billing-projection.ts';
import { billingEffectLines } from '../../billing/billing-text.ts';
import { rowsAfterPlan } from '../../billing/rows-after-plan.ts';
import { planEditRowDates } from '../edit-dates/edit-row-dates.ts';
import { planPause } from '../pause/pause.ts';
import { operationPlan, type PlanOutcome } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';
import { planTermination } from '../termination/plan-termination.ts';
import { catalogueProduct, catalogueRow } from '../testing/catalogue.ts';
import { testContext, testHandler } from '../testing/operation-context.ts';
import { withDependentRows } from './dependent-rows.ts';
import { DEPENDENT_ROWS_TEXTS, dependentRowText } from './keep-rows.ts';

const today = '2026-12-06';
const products = (rows: OperationRow[]) =>
  [...new Set(rows.map((row) => row.productNumber))].map(catalogueProduct);
const contextOf = (rows: OperationRow[]) => testContext(rows, { products: products(rows) });
const planOf = (outcome: PlanOutcome) => {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan;
};

// Agreement 1000121 of the demo (customer 100012) as the seed writes it, in the reference catalogue's products.
const mix = catalogueRow('TVMIX10', {
  id: 114,
  startDate: '2026-09-01',
  campaignPrice: 199.5,
  campaignId: 1,
});
const mixDiscount = catalogueRow('RABATT', {
  id: 115,
  parentRowId: 114,
  price: -199.5,
  endDate: '2027-03-31',
});
const channel = catalogueRow('FRI045', { id: 126, parentRowId: 114, price: 0 });
const play = catalogueRow('PLAY', { id: 127 });
const box = catalogueRow('BOX015', { id: 128, card: 1 });
const card = catalogueRow('CGKORT', { id: 129, card: 1 });
const fiber = catalogueRow('BASIP1000', { id: 130 });
const router = catalogueRow('BRED009', { id: 132, card: 20 });
const playPlus = catalogueRow('PLAYPLUS', { id: 133 });
const threeFree = catalogueRow('FRI3MAN', { id: 134, parentRowId: 133, price: -49, endDate: '2027-01-31' });
const sport = catalogueRow('TVSPORT', { id: 136 });
const campaignAgreement = [
  mix,
  mixDiscount,
  channel,
  play,
  box,
  card,
  fiber,
  router,
  playPlus,
  threeFree,
  sport,
];

describe('ending the last TV service ends what bills with it (100012 / 1000121)', () => {
  const context = contextOf(campaignAgreement);
  const terminate = (keepRows?: { rowId: number; reason: string }[]) =>
    planTermination(
      context,
      {
        rows: [{ rowId: mix.id, endDate: '2027-01-31' }],
        reasonId: 106,
        description: '',
        sendConfirmation: false,
        ...(keepRows ? { keepRows } : {}),
      },
      today,
    );

  it('ends the hire box, the card, Sappa Sport and Play Plus (with its discount) on the service end date; the broadband keeps its router', () => {
    const plan = planOf(terminate());
    const ends = new Map(plan.endRows.map((end) => [end.rowId, end.endDate]));
    for (const row of [mix, box, card, sport, playPlus]) expect(ends.get(row.id)).toBe('2027-01-31');
    expect(ends.has(router.id)).toBe(false);
    expect(ends.has(fiber.id)).toBe(false);
    expect(plan.dependentRows?.map((row) => [row.productName, row.endDate, row.keptReason])).toEqual([
      ['Hyrbox HD', '2027-01-31', null],
      ['Programkort', '2027-01-31', null],
      ['Sappa Play Plus', '2027-01-31', null],
      ['Sappa Sport', '2027-01-31', null],
    ]);
    // From the day after, nothing of TV bills: the broadband (549) and its router (59) are what is left.
    expect(monthlyRateOn(rowsAfterPlan(context.agreement.rows, plan), '2027-02-01')).toBe(60_800);
  });

  it('keeps a row the agent unticks, with the reason recorded; without a reason it refuses', () => {
    const plan = planOf(terminate([{ rowId: box.id, reason: 'Kunden köper boxen' }]));
    expect(plan.endRows.some((end) => end.rowId === box.id)).toBe(false);
    expect(plan.dependentRows?.find((row) => row.rowId === box.id)?.keptReason).toBe('Kunden köper boxen');
    expect(plan.details.keptRows).toBe('Hyrbox HD (rad 128): Kunden köper boxen');
    const refused = terminate([{ rowId: box.id, reason: '  ' }]);
    expect(refused).toMatchObject({
      ok: false,
      refusals: { keepRows: [DEPENDENT_ROWS_TEXTS.reasonRequired('Hyrbox HD')] },
    });
  });
});

describe('a pause pauses what bills with the paused services (100156 / 1001563)', () => {
  const start = catalogueRow('TVSTART', { id: 1243, startDate: '2023-12-01' });
  const free = catalogueRow('FRI045', { id: 1244, parentRowId: 1243, startDate: '2023-12-01' });
  const ownPlay = catalogueRow('PLAY', { id: 1245, startDate: '2023-12-01' });
  const box4k = catalogueRow('BOX022', { id: 1246, card: 1, startDate: '2023-12-01' });
  const card1 = catalogueRow('CGKORT', { id: 1247, card: 1, startDate: '2023-12-01' });
  const playBox = catalogueRow('BOX025', { id: 1248, card: 2, startDate: '2023-12-01' });
  const card2 = catalogueRow('CGKORT', { id: 1249, card: 2, startDate: '2023-12-01' });
  const context = contextOf([start, free, ownPlay, box4k, card1, playBox, card2]);
  const pause = planOf(
    planPause(
      context,
      {
        rowIds: [start.id, ownPlay.id],
        endDate: '2027-01-31',
        startDate: '2027-03-01',
        description: 'Utlandsvistelse',
        feeInformed: true,
        sendConfirmation: false,
      },
      today,
      testHandler,
    ),
  );

  it('ends both boxes and cards with the pause and brings them back on the return date: 0 kr/mån during the pause', () => {
    for (const row of [box4k, card1, playBox, card2])
      expect(pause.endRows.find((end) => end.rowId === row.id)?.endDate).toBe('2027-01-31');
    const back = pause.newRows.filter((row) => ['BOX022', 'BOX025', 'CGKORT'].includes(row.productNumber));
    expect(back.map((row) => [row.productNumber, row.startDate, row.endDate, row.card])).toEqual([
      ['BOX022', '2027-03-01', null, 1],
      ['CGKORT', '2027-03-01', null, 1],
      ['BOX025', '2027-03-01', null, 2],
      ['CGKORT', '2027-03-01', null, 2],
    ]);
    const after = rowsAfterPlan(context.agreement.rows, pause);
    expect(monthlyRateOn(after, '2027-02-15')).toBe(0);
    expect(monthlyRateOn(after, '2027-03-01')).toBe(monthlyRateOn(context.agreement.rows, today));
    expect(pause.dependentRows?.every((row) => row.returnDates.join() === '2027-03-01')).toBe(true);
  });

  it('a termination during the pause removes the pause fee and the returning rows; the fee is not billed', () => {
    // The agreement as the pause left it (its new rows written with ids from 2000).
    const written: OperationRow[] = [
      ...context.agreement.rows.map((row) => {
        const end = pause.endRows.find((item) => item.rowId === row.id);
        return end ? { ...row, endDate: end.endDate } : row;
      }),
      ...pause.newRows.map((row, index) =>
        catalogueRow(row.productNumber, {
          id: 2000 + index,
          startDate: row.startDate,
          endDate: row.endDate,
          card: row.card,
          parentRowId: row.parent && 'newRowIndex' in row.parent ? 2000 + row.parent.newRowIndex : null,
        }),
      ),
    ];
    const paused = contextOf(written);
    const fee = written.find((row) => row.productNumber === 'PAUS') as OperationRow;
    const plan = planOf(
      planTermination(
        paused,
        {
          rows: written
            .filter(
              (row) => ['TVSTART', 'PLAY'].includes(row.productNumber) && row.startDate === '2027-03-01',
            )
            .map((row) => ({ rowId: row.id, endDate: '2027-01-31' })),
          reasonId: 100,
          description: 'Flyttar',
          sendConfirmation: false,
        },
        today,
      ),
    );
    expect(plan.cancelRows.map((cancel) => cancel.rowId)).toContain(fee.id);

    const after = rowsAfterPlan(paused.agreement.rows, plan);
    expect(after.some((row) => row.productNumber === 'PAUS')).toBe(false);
    expect(after.filter((row) => row.startDate !== null && row.startDate > today)).toEqual([]);
    // The preview names the fees that remain: none; before, the pause's fee was one.
    expect(billingEffect(paused, plan, today).remainingOneOffs).toEqual([]);
    const untouched = operationPlan({ operation: 'terminate', agreementNumber: 1 });
    expect(billingEffectLines(billingEffect(paused, untouched, today))).toContain(
      'Engångsavgift som ligger kvar: Pausavgift 295 kr 2027-02-01',
    );
  });
});

describe('ending the broadband with Ändra datum ends the router and Säker surf (100013 / 1000131)', () => {
  const broadband = catalogueRow('BAS250', {
    id: 137,
    price: 379,
    startDate: '2023-09-01',
    endDate: '2027-01-31',
  });
  const ownRouter = catalogueRow('BRED009', { id: 138, card: 20, startDate: '2023-09-01' });
  const safeSurf = catalogueRow('SAKERSURF', { id: 139, startDate: '2023-09-01' });
  const context = contextOf([broadband, ownRouter, safeSurf]);

  it('the new end date ends both with the broadband', () => {
    const plan = planOf(
      planEditRowDates(
        context,
        { rowId: broadband.id, startDate: '2023-09-01', endDate: '2027-03-31' },
        today,
      ),
    );
    expect(plan.endRows.map((end) => [end.productName, end.endDate])).toEqual([
      ['Hyrrouter Wi-Fi 6 Mesh', '2027-03-31'],
      ['Säker surf', '2027-03-31'],
    ]);
    expect(monthlyRateOn(rowsAfterPlan(context.agreement.rows, plan), '2027-04-01')).toBe(0);
  });

  it('a router the agent dates past the broadband is kept by those dates, with the reason it asks for', () => {
    const editRouter = (keepRows?: { rowId: number; reason: string }[]) =>
      planEditRowDates(
        context,
        {
          rowId: ownRouter.id,
          startDate: '2023-09-01',
          endDate: '2027-06-30',
          ...(keepRows ? { keepRows } : {}),
        },
        today,
      );
    // Never silently overridden, never billed without a word: the plan asks why, and names the row and its days.
    const unanswered = editRouter();
    expect(unanswered.ok).toBe(false);
    if (unanswered.ok) return;
    expect(unanswered.refusals).toEqual({
      keepRows: [DEPENDENT_ROWS_TEXTS.datedRequired('Hyrrouter Wi-Fi 6 Mesh')],
    });
    const [listed] = unanswered.dependentRows ?? [];
    expect(listed).toMatchObject({
      rowId: ownRouter.id,
      keptReason: '',
      datedWithoutServiceFrom: '2027-02-01',
    });
    expect(dependentRowText(listed!)).toBe(
      'Hyrrouter Wi-Fi 6 Mesh debiteras utan bredband från 2027-02-01: (ange varför)',
    );

    const plan = planOf(editRouter([{ rowId: ownRouter.id, reason: 'Kunden köper routern i juni' }]));
    expect(plan.changeRowDates.map((change) => [change.rowId, change.endDate])).toEqual([
      [ownRouter.id, '2027-06-30'],
    ]);
    expect(plan.endRows.map((end) => end.rowId)).toEqual([safeSurf.id]);
    expect(plan.dependentRows?.find((row) => row.rowId === ownRouter.id)?.keptReason).toBe(
      'Kunden köper routern i juni',
    );
    expect(plan.details.keptRows).toBe('Hyrrouter Wi-Fi 6 Mesh (rad 138): Kunden köper routern i juni');

    // Recorded on the row (as the server writes it), a later operation does not list it again.
    const later = (keptWithoutService: string | null) =>
      withDependentRows(
        { ok: true, plan: operationPlan({ operation: 'terminate', agreementNumber: 1 }) },
        contextOf([
          broadband,
          { ...ownRouter, endDate: '2027-06-30', keptWithoutService },
          { ...safeSurf, endDate: '2027-01-31' },
        ]),
        today,
      );
    expect(planOf(later('Kunden köper routern i juni')).dependentRows).toBeUndefined();
    expect(planOf(later(null)).dependentRows?.map((row) => row.rowId)).toEqual([ownRouter.id]);
  });

  it('a router dated within the broadband asks nothing', () => {
    const plan = planOf(
      planEditRowDates(
        context,
        { rowId: ownRouter.id, startDate: '2023-09-01', endDate: '2027-01-15' },
        today,
      ),
    );
    expect(plan.dependentRows?.some((row) => row.rowId === ownRouter.id)).toBeFalsy();
  });
});

describe('an operation acts on a row the agent kept only for the days it leaves without a service', () => {
  // The TV ends 2027-03-31 (an earlier termination) and the agent kept the hire box without it, with a reason.
  const tv = catalogueRow('TVSTART', { id: 1, startDate: '2025-01-01', endDate: '2027-03-31' });
  const box = { startDate: '2025-01-01', card: 1 };
  const keptBox = catalogueRow('BOX015', { id: 2, ...box, keptWithoutService: 'Kunden köper boxen' });
  const ownPlay = catalogueRow('PLAY', { id: 4, startDate: '2025-01-01' });
  const pausePlay = (rows: OperationRow[]) =>
    planOf(
      planPause(
        contextOf(rows),
        {
          rowIds: [ownPlay.id],
          endDate: '2027-01-31',
          startDate: '2027-03-01',
          description: 'Utlandsvistelse',
          feeInformed: true,
          sendConfirmation: false,
        },
        today,
        testHandler,
      ),
    );

  it('a later operation that leaves no new day without TV neither lists nor ends it', () => {
    const plan = pausePlay([tv, keptBox, ownPlay]);
    expect(plan.dependentRows?.some((row) => row.rowId === keptBox.id) ?? false).toBe(false);
    expect(plan.endRows.some((end) => end.rowId === keptBox.id)).toBe(false);
    expect(plan.cancelRows.some((cancel) => cancel.rowId === keptBox.id)).toBe(false);
  });

  it('a row running without its service that nobody kept (data from before the rule) is ended by the next operation', () => {
    const plan = pausePlay([tv, catalogueRow('BOX015', { id: 2, ...box }), ownPlay]);
    expect(plan.endRows.find((end) => end.rowId === keptBox.id)?.endDate).toBe('2027-03-31');
  });

  it('an earlier TV end pauses it for the days the operation leaves without TV; it comes back, still kept, when it was kept', () => {
    const context = contextOf([tv, keptBox, ownPlay]);
    const plan = planOf(
      planEditRowDates(context, { rowId: tv.id, startDate: '2025-01-01', endDate: '2027-01-31' }, today),
    );
    expect(plan.endRows.find((end) => end.rowId === keptBox.id)?.endDate).toBe('2027-01-31');
    const back = plan.newRows.find((row) => row.sourceRowId === keptBox.id);
    expect([back?.startDate, back?.endDate, back?.keptWithoutService]).toEqual([
      '2027-04-01',
      null,
      'Kunden köper boxen',
    ]);
    const after = rowsAfterPlan(context.agreement.rows, plan);
    const boxOn = (day: string) => after.some((row) => row.productNumber === 'BOX015' && runsOn(row, day));
    expect(['2027-01-31', '2027-02-15', '2027-03-31', '2027-04-01'].map(boxOn)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('a row returning after a pause', () => {
  it("is named with its start, '(från {start})', apart from the paused row of the same name", () => {
    const pausedTv = catalogueRow('TVSTART', { id: 1, startDate: '2025-01-01', endDate: '2027-01-31' });
    const pausedBox = catalogueRow('BOX015', {
      id: 2,
      card: 1,
      startDate: '2025-01-01',
      endDate: '2027-01-31',
    });
    const tvBack = catalogueRow('TVSTART', { id: 3, startDate: '2027-03-01' });
    const boxBack = catalogueRow('BOX015', { id: 4, card: 1, startDate: '2027-03-01' });
    const plan = planOf(
      planEditRowDates(
        contextOf([pausedTv, pausedBox, tvBack, boxBack]),
        { rowId: tvBack.id, startDate: '2027-03-01', endDate: '2027-03-31' },
        today,
      ),
    );
    expect(plan.dependentRows?.map(dependentRowText)).toEqual([
      'Hyrbox HD (från 2027-03-01) avslutas 2027-03-31 med tjänsten',
    ]);
  });
});

describe('rows the rule leaves alone', () => {
  it('hardware on an agreement that never had a service of its kind, and past days', () => {
    const loneBox = catalogueRow('BOX015', { id: 1, card: 1 });
    const context = contextOf([loneBox, catalogueRow('BAS100', { id: 2 })]);
    const plan = operationPlan({ operation: 'terminate', agreementNumber: 1 });
    expect(withDependentRows({ ok: true, plan }, context, today)).toEqual({ ok: true, plan });
  });

  it('a row that would only start after its service has ended is removed, with its sub-rows', () => {
    const tv = catalogueRow('TVSTART', { id: 1, endDate: '2026-12-31' });
    const later = catalogueRow('TVSPORT', { id: 2, startDate: '2027-02-01' });
    const discount = catalogueRow('RABATT', { id: 3, parentRowId: 2, price: -100, startDate: '2027-02-01' });
    const outcome = withDependentRows(
      { ok: true, plan: operationPlan({ operation: 'editRowDates', agreementNumber: 1 }) },
      contextOf([tv, later, discount]),
      today,
    );
    expect(planOf(outcome).cancelRows.map((cancel) => cancel.rowId)).toEqual([2, 3]);
  });
});
