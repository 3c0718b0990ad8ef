import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../dates.ts';
import { agreementEndedBy } from '../../agreement-ended.ts';
import { withBillingEffect } from '../../billing/billing-effect.ts';
import { isOneOff, projectBilling } from '../../billing/billing-projection.ts';
import { billingEffectLines } from '../../billing/billing-text.ts';
import { rowsAfterPlan } from '../../billing/rows-after-plan.ts';
import type { OperationPlan, PlanOutcome } from '../plan.ts';
import type { OperationContext, OperationRow } from '../snapshot.ts';
import { planDeceasedTermination } from './plan-deceased.ts';
import { planRegret } from './plan-regret.ts';
import { planTermination } from './plan-termination.ts';
import { deceasedDate, terminationDates } from './termination-dates.ts';
import { campaignRowOf, sharedDates, toggleRow, visibleServices } from './termination-rows.ts';
import { context, row } from './test-context.ts';

const today = '2026-11-27';

/**
 * An agreement of the reference catalogue: TVMIX10 'Sappa Mix 10' 399 kr on the welcome campaign (199,50 kr, RABATT
 * -199,50 kr) with two chosen channels (one from next month) and FRI045, PLAY, a BOX015 'Hyrbox HD' 29 kr with its
 * CGKORT program card, the add-ons TVSPORT 'Sappa Sport' 349 kr and PLAYPLUS 'Sappa Play Plus' 49 kr (three months
 * free: FRI3MAN -49 kr), SAKERSURF 'Säker surf' 39 kr from December and the one-off INSTALLATION 895 kr.
 */
function catalogueRows(): OperationRow[] {
  const tv = { category: 'TV', priceList: 10 };
  return [
    row({ id: 1, productNumber: 'TVMIX10', productName: 'Sappa Mix 10', ...tv, price: 399, campaignId: 1 }),
    row({ id: 2, parentRowId: 1, productNumber: 'RABATT', productName: 'Kampanjrabatt', price: -199.5 }),
    row({ id: 3, parentRowId: 1, productNumber: 'KAN020', productName: 'Discovery Channel', price: 0 }),
    row({
      id: 4,
      parentRowId: 1,
      productNumber: 'KAN016',
      productName: 'TV4 Film',
      price: 0,
      startDate: '2026-12-01',
    }),
    row({ id: 5, parentRowId: 1, productNumber: 'FRI045', productName: 'Fri kanal', price: 0 }),
    row({ id: 6, productNumber: 'PLAY', productName: 'Sappa Play', category: 'Playtjänster', price: 0 }),
    row({
      id: 7,
      type: 'HARDWARE',
      productNumber: 'BOX015',
      productName: 'Hyrbox HD',
      ...tv,
      price: 29,
      card: 1,
    }),
    row({
      id: 8,
      type: 'CARD',
      productNumber: 'CGKORT',
      productName: 'Programkort',
      ...tv,
      price: 0,
      card: 1,
    }),
    row({ id: 9, type: 'ADDON', productNumber: 'TVSPORT', productName: 'Sappa Sport', ...tv, price: 349 }),
    row({
      id: 10,
      type: 'ADDON',
      productNumber: 'PLAYPLUS',
      productName: 'Sappa Play Plus',
      category: 'Playtjänster',
      price: 49,
    }),
    row({
      id: 11,
      parentRowId: 10,
      productNumber: 'FRI3MAN',
      productName: 'Tre månader fritt',
      price: -49,
      endDate: '2027-01-31',
    }),
    row({
      id: 12,
      type: 'ADDON',
      productNumber: 'SAKERSURF',
      productName: 'Säker surf',
      category: 'Digitala tjänster',
      price: 39,
      startDate: '2026-12-01',
      invoicedUntil: null,
    }),
    row({
      id: 13,
      type: 'EXTRA_BILLING',
      productNumber: 'INSTALLATION',
      productName: 'Installation av tekniker',
      price: 895,
      priceList: 42,
      startDate: '2025-01-10',
    }),
  ].map((item) => (item.id === 1 ? { ...item, campaignPrice: 199.5, campaignEndDate: '2027-02-28' } : item));
}

function planOf(outcome: PlanOutcome, agreement: OperationContext): OperationPlan {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  const billed = withBillingEffect(outcome, agreement, today);
  return (billed as { plan: OperationPlan }).plan;
}

/** 'Avsluta' of every listed service on one date. */
function terminateAll(agreement: OperationContext, date: string, day = today) {
  const listed = visibleServices(agreement.agreement.rows, day);
  return planTermination(
    agreement,
    {
      rows: listed.map((item) => ({ rowId: item.id, endDate: date })),
      reasonId: 100,
      description: '',
      sendConfirmation: false,
    },
    day,
  );
}

const ended = (plan: OperationPlan) => plan.endRows.map((end) => [end.rowId, end.endDate]);

describe('terminating a whole agreement', () => {
  it('lists services and add-ons, a FRI discount under its add-on, and neither hardware nor channels', () => {
    expect(visibleServices(catalogueRows(), today).map((item) => item.id)).toEqual([1, 2, 6, 9, 10, 11, 12]);
  });

  it('ends every row still running after the date on it, the upcoming add-on in its first month, leaves the one-off', () => {
    const agreement = context(catalogueRows());
    const plan = planOf(terminateAll(agreement, '2026-12-31'), agreement);
    expect(ended(plan)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((id) => [id, '2026-12-31']));
    expect(plan.cancelRows).toEqual([]);
    expect(plan.details).toMatchObject({ scope: 'avtal', agreementEndDate: '2026-12-31' });
    expect(plan.endsAgreement).toBeUndefined();
    expect(billingEffectLines(plan.billing!)[0]).toBe(
      // Säker surf runs its first month, December, before everything ends.
      'Månadskostnad för avtalet: 577,50 kr/mån → 616,50 kr/mån från 2026-12-01 → 0 kr/mån från 2027-01-01',
    );
    // The case and the e-mail name the ticked services, not the hardware or the channels.
    expect(plan.cases[0]?.fields.find((field) => field.title === 'Tjänster')?.value?.split('\n')).toEqual([
      'Sappa Mix 10: 2026-12-31',
      'Sappa Play: 2026-12-31',
      'Sappa Sport: 2026-12-31',
      'Sappa Play Plus: 2026-12-31',
      'Säker surf: 2026-12-31',
    ]);
  });

  it('ends hardware on the latest date when services end on different dates, rows ending earlier keep theirs', () => {
    const rows = catalogueRows().map((item) => (item.id === 9 ? { ...item, endDate: '2027-01-31' } : item));
    const agreement = context(rows);
    // Sappa Sport (9) already ends: it is not terminated again, and the others still end the whole agreement.
    const listed = visibleServices(rows, today).filter(
      (item) => !campaignRowOf(item, visibleServices(rows, today)) && item.endDate === null,
    );
    const outcome = planTermination(
      agreement,
      {
        rows: listed.map((item) => ({
          rowId: item.id,
          endDate: item.id === 1 ? '2027-03-31' : '2027-01-31',
        })),
        reasonId: 100,
        description: '',
        sendConfirmation: false,
      },
      today,
    );
    const dates = new Map(ended(planOf(outcome, agreement)) as [number, string][]);
    expect([1, 2, 3, 4, 5].map((id) => dates.get(id))).toEqual(Array(5).fill('2027-03-31'));
    expect([7, 8].map((id) => dates.get(id))).toEqual(['2027-03-31', '2027-03-31']);
    expect([6, 10].map((id) => dates.get(id))).toEqual(['2027-01-31', '2027-01-31']);
    expect(dates.has(9)).toBe(false);
    expect(planOf(outcome, agreement).details).toMatchObject({
      scope: 'avtal',
      agreementEndDate: '2027-03-31',
    });
    // FRI3MAN already ends on 2027-01-31 and keeps it; Säker surf ends after its first two months.
    expect(dates.has(11)).toBe(false);
    expect(dates.get(12)).toBe('2027-01-31');
    expect(planOf(outcome, agreement).cancelRows).toEqual([]);
  });

  it('ends a partly terminated package with its channels, discount and FRI045, and the box, card and add-ons of the TV it was', () => {
    const agreement = context(catalogueRows());
    const plan = planOf(
      planTermination(
        agreement,
        {
          rows: [{ rowId: 1, endDate: '2027-01-31' }],
          reasonId: 106,
          description: '',
          sendConfirmation: false,
        },
        today,
      ),
      agreement,
    );
    // Sappa Play (a Playtjänst, 0 kr) is no TV package: the hire box, its card, Sappa Sport and Play Plus end too.
    expect(ended(plan)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10].map((id) => [id, '2027-01-31']));
    expect(plan.dependentRows?.map((dependent) => dependent.rowId)).toEqual([7, 8, 9, 10]);
    expect(plan.details).toMatchObject({ scope: 'abonnemang' });
  });

  it('never ends a FRI discount of an add-on alone: ticking it ticks the add-on, sending it alone is refused', () => {
    const rows = catalogueRows();
    const listed = visibleServices(rows, today);
    expect(toggleRow(listed, [], 11, () => true)).toEqual([10, 11]);
    const agreement = context(rows);
    const alone = {
      rows: [{ rowId: 11, endDate: '2027-01-31' }],
      reasonId: 106,
      description: '',
      sendConfirmation: false,
    };
    expect(planTermination(agreement, alone, today).ok).toBe(false);
    const plan = planOf(
      planTermination(
        agreement,
        { ...alone, rows: [{ rowId: 10, endDate: '2027-02-28' }, ...alone.rows] },
        today,
      ),
      agreement,
    );
    // Its FRI3MAN ends on 2027-01-31 already and keeps that day.
    expect(ended(plan)).toEqual([[10, '2027-02-28']]);
  });

  it('cancels a row that starts later when its date comes before its start, and ends it on a date after', () => {
    const rows = catalogueRows().map((item) =>
      item.id === 12 ? { ...item, startDate: '2027-02-01' } : item,
    );
    const agreement = context(rows);
    const surf = rows.find((item) => item.id === 12)!;
    expect(terminationDates(surf, today)[0]).toBe('2026-12-31');
    const choices = { reasonId: 106, description: '', sendConfirmation: false };
    const early = planOf(
      planTermination(agreement, { ...choices, rows: [{ rowId: 12, endDate: '2026-12-31' }] }, today),
      agreement,
    );
    expect(early.cancelRows).toContainEqual({
      rowId: 12,
      productName: 'Säker surf',
      startDate: '2027-02-01',
    });
    expect(early.endRows.some((end) => end.rowId === 12)).toBe(false);
    const plan = planOf(
      planTermination(agreement, { ...choices, rows: [{ rowId: 12, endDate: '2027-02-28' }] }, today),
      agreement,
    );
    expect(plan.endRows).toEqual([{ rowId: 12, productName: 'Säker surf', endDate: '2027-02-28' }]);
    expect(plan.cancelRows).toEqual([]);
  });

  it('ends a deceased customer’s agreement today without an invoiced-to date, and marks it ended', () => {
    const rows = catalogueRows().map((item) => ({ ...item, invoicedUntil: null }));
    const agreement = context(rows);
    const plan = planOf(
      planDeceasedTermination(
        agreement,
        {
          rowIds: visibleServices(rows, today).map((item) => item.id),
          description: 'Dödsbo',
          sendConfirmation: false,
        },
        today,
      ),
      agreement,
    );
    expect(plan.endsAgreement).toBe(true);
    expect(plan.cancelRows.map((cancel) => cancel.rowId)).toEqual([4, 12]);
    expect(new Set(plan.endRows.map((end) => end.endDate))).toEqual(new Set([today]));
  });

  it('regrets a whole agreement bought last week on its start date and marks it ended', () => {
    const rows = catalogueRows()
      .filter((item) => item.id !== 12)
      .map((item) => ({ ...item, startDate: '2026-11-20', saleDate: '2026-11-18', invoicedUntil: null }));
    const agreement = context(rows);
    const plan = planOf(
      planRegret(
        agreement,
        {
          rowIds: visibleServices(rows, today).map((item) => item.id),
          reasonId: 100,
          description: 'Ångrar köpet',
          sendConfirmation: false,
          regretFee: true,
        },
        today,
      ),
      agreement,
    );
    expect(plan.endsAgreement).toBe(true);
    expect(plan.cancelRows).toEqual([]);
    expect(new Set(plan.endRows.map((end) => end.endDate))).toEqual(new Set(['2026-11-20']));
    expect(agreementEndedBy(rowsAfterPlan(rows, plan), today)).toBe(true);
  });
});

const day = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** The catalogue agreement with its rows' start, end, invoiced-to and bound-to dates shifted at random. */
const shiftedAgreement = fc
  .record({
    today: day,
    shifts: fc.array(
      fc.record({
        start: fc.integer({ min: -400, max: 120 }),
        end: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
        invoiced: fc.option(fc.integer({ min: -60, max: 60 }), { nil: null }),
        bound: fc.option(fc.integer({ min: -60, max: 300 }), { nil: null }),
      }),
      { minLength: 13, maxLength: 13 },
    ),
  })
  .map(({ today: day, shifts }) => ({
    today: day,
    rows: catalogueRows().map((item, index) => {
      const shift = shifts[index]!;
      const startDate = addDays(day, shift.start);
      return {
        ...item,
        startDate,
        saleDate: startDate,
        endDate: shift.end === null ? null : addDays(startDate, shift.end),
        invoicedUntil: shift.invoiced === null ? null : addDays(day, shift.invoiced),
        boundUntil: shift.bound === null ? null : addDays(day, shift.bound),
      };
    }),
  }));

/** Nothing recurring charged in any month after `date`, every row ended by then, none before it starts. */
function expectAllEnded(rows: OperationRow[], plan: OperationPlan, date: string) {
  const after = rowsAfterPlan(rows, plan);
  for (const item of after.filter((candidate) => !isOneOff(candidate)))
    expect({ id: item.id, ended: item.endDate !== null && item.endDate <= date }).toEqual({
      id: item.id,
      ended: true,
    });
  for (const end of plan.endRows) {
    const ending = rows.find((candidate) => candidate.id === end.rowId)!;
    expect(ending.startDate === null || ending.startDate <= end.endDate).toBe(true);
  }
  const months = projectBilling(after, addDays(date, 1)).months;
  // The first month is charged in part when the date is not its month's last day.
  const whole = date.slice(0, 7) === addDays(date, 1).slice(0, 7) ? months.slice(1) : months;
  expect(whole.every((month) => month.amount === 0)).toBe(true);
}

describe('whole-agreement terminations, for any dates', () => {
  it('ending every service on any date offered to all ends every row by it and nothing is charged after', () => {
    fc.assert(
      fc.property(shiftedAgreement, fc.nat(), ({ today: day, rows }, pick) => {
        const listed = visibleServices(rows, day);
        const own = listed.filter((item) => !campaignRowOf(item, listed));
        const offered = sharedDates(own.map((item) => terminationDates(item, day)));
        fc.pre(own.length > 0 && offered.length > 0);
        const date = offered[pick % offered.length]!;
        const outcome = terminateAll(context(rows), date, day);
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
        expect(outcome.plan.details.scope).toBe('avtal');
        expectAllEnded(rows, outcome.plan, date);
      }),
      { numRuns: 300 },
    );
  });

  it('a deceased termination of every service ends every row by the latest date it names, none before its start', () => {
    fc.assert(
      fc.property(shiftedAgreement, ({ today: day, rows }) => {
        const listed = visibleServices(rows, day);
        fc.pre(listed.length > 0);
        const outcome = planDeceasedTermination(
          context(rows),
          { rowIds: listed.map((item) => item.id), description: 'Dödsbo', sendConfirmation: false },
          day,
        );
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
        // The latest day the operation names; details.agreementEndDate is that of the rows it ends (none when
        // every service would start later and is cancelled).
        const date = listed
          .map((item) => deceasedDate(item, day))
          .sort()
          .at(-1)!;
        const named = outcome.plan.details.agreementEndDate;
        if (typeof named === 'string') expect(named <= date).toBe(true);
        expectAllEnded(rows, outcome.plan, date);
        const derived = withBillingEffect(outcome, context(rows), day);
        expect(derived.ok && derived.plan.endsAgreement === true).toBe(
          agreementEndedBy(rowsAfterPlan(rows, outcome.plan), day),
        );
      }),
      { numRuns: 300 },
    );
  });
});
