import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth } from '../../dates.ts';
import { operationPlan, type PlannedRow } from '../operations/plan.ts';
import { testContext, testRow } from '../operations/testing/operation-context.ts';
import { billingEffect, withBillingEffect } from './billing-effect.ts';
import { monthlyRateOn } from './billing-projection.ts';
import { billingEffectLines } from './billing-text.ts';
import { rowsAfterPlan } from './rows-after-plan.ts';

const today = '2026-11-27';
// The reference catalogue's TVSTART 'Sappa Start' 199 kr, BAS250 'Bredband 250/250' 549 kr and BOX015 'Hyrbox HD'
// 29 kr: 777 kr/mån in all.
const rows = [
  testRow({ id: 1, productNumber: 'TVSTART', productName: 'Sappa Start', category: 'TV', price: 199 }),
  testRow({ id: 2, productNumber: 'BAS250', productName: 'Bredband 250/250', price: 549 }),
  testRow({ id: 3, type: 'HARDWARE', productNumber: 'BOX015', productName: 'Hyrbox HD', price: 29 }),
];
const context = testContext(rows);
const plan = (parts: Parameters<typeof operationPlan>[0] extends infer P ? Partial<P> : never) =>
  operationPlan({ operation: 'terminate', agreementNumber: context.agreement.agreementNumber, ...parts });
const returning = (row: (typeof rows)[number], startDate: string): PlannedRow => ({
  ...row,
  startDate,
  endDate: null,
  sourceRowId: row.id,
});

describe('billingEffect', () => {
  it('shows a termination of every row as 0 kr/mån from the day after the end date', () => {
    const effect = billingEffect(
      context,
      plan({
        endRows: rows.map((row) => ({ rowId: row.id, productName: row.productName, endDate: '2027-01-31' })),
      }),
      today,
    );
    expect(billingEffectLines(effect)).toEqual([
      'Månadskostnad för avtalet: 777 kr/mån → 0 kr/mån från 2027-02-01',
    ]);
  });

  it('shows what a forgotten row still costs', () => {
    const effect = billingEffect(
      context,
      plan({
        endRows: rows
          .slice(0, 2)
          .map((row) => ({ rowId: row.id, productName: row.productName, endDate: '2027-01-31' })),
      }),
      today,
    );
    expect(effect.changes).toEqual([{ from: '2027-02-01', monthly: 2_900 }]);
  });

  it('shows a pause as the drop, the fee and the return at the old price', () => {
    const effect = billingEffect(
      context,
      plan({
        operation: 'pause',
        endRows: rows
          .slice(0, 2)
          .map((row) => ({ rowId: row.id, productName: row.productName, endDate: '2027-01-31' })),
        newRows: [
          { ...returning(rows[0]!, '2027-06-01') },
          { ...returning(rows[1]!, '2027-06-01') },
          {
            ...returning(rows[0]!, '2027-02-01'),
            productNumber: 'PAUS',
            productName: 'Pausavgift',
            type: 'EXTRA_BILLING',
            price: 295,
            priceList: 31,
            endDate: '2027-02-01',
            sourceRowId: null,
          },
        ],
      }),
      today,
    );
    expect(billingEffectLines(effect)).toEqual([
      'Månadskostnad för avtalet: 777 kr/mån → 29 kr/mån från 2027-02-01 → 777 kr/mån från 2027-06-01',
      'Engångsavgift: Pausavgift 295 kr 2027-02-01',
    ]);
  });

  it('leaves cancelled rows out and says when nothing changes', () => {
    const future = testRow({
      id: 4,
      productNumber: 'TVSPORT',
      productName: 'Sappa Sport',
      type: 'ADDON',
      price: 349,
      startDate: '2027-03-01',
    });
    const withFuture = testContext([...rows, future]);
    const effect = billingEffect(
      withFuture,
      plan({ cancelRows: [{ rowId: 4, productName: 'Sappa Sport', startDate: '2027-03-01' }] }),
      today,
    );
    expect(effect.changes).toEqual([]);
    expect(billingEffect(withFuture, plan({}), today).changes).toEqual([
      { from: '2027-03-01', monthly: 112_600 },
    ]);
    expect(billingEffectLines(billingEffect(context, plan({}), today))).toEqual([
      'Månadskostnad för avtalet: 777 kr/mån (ändras inte)',
    ]);
  });

  it('links planned sub-rows to planned parents, so a moved discount follows its campaign row', () => {
    const after = rowsAfterPlan(
      [],
      plan({
        newRows: [
          { ...returning(rows[0]!, today), campaignPrice: 99, campaignEndDate: '2027-03-31' },
          { ...returning(rows[0]!, today), productNumber: 'RABATT', price: -100, parent: { newRowIndex: 0 } },
        ],
      }),
    );
    expect(after.map((row) => [row.id, row.parentRowId])).toEqual([
      [-1, null],
      [-2, -1],
    ]);
    expect(monthlyRateOn(after, today)).toBe(9_900);
    expect(monthlyRateOn(after, '2027-04-01')).toBe(19_900 - 10_000);
  });

  it('is added to a plan outcome, and after the last listed change the rate is what the plan leaves', () => {
    fc.assert(
      fc.property(fc.subarray(rows, { minLength: 1 }), fc.integer({ min: 1, max: 20 }), (ended, months) => {
        const endDate = lastDayOfMonth(today, months);
        const outcome = withBillingEffect(
          {
            ok: true,
            plan: plan({
              endRows: ended.map((row) => ({ rowId: row.id, productName: row.productName, endDate })),
            }),
          },
          context,
          today,
        );
        if (!outcome.ok || !outcome.plan.billing) throw new Error('no billing effect');
        const left = rows.filter((row) => !ended.includes(row));
        expect(outcome.plan.billing.monthlyBefore).toBe(77_700);
        expect(outcome.plan.billing.changes).toEqual([
          { from: addDays(endDate, 1), monthly: monthlyRateOn(left, today) },
        ]);
      }),
    );
  });
});
