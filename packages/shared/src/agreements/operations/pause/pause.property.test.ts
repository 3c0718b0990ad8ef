import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../dates.ts';
import { monthlyRateOn, rateChangeDays } from '../../billing/billing-projection.ts';
import { rowsAfterPlan } from '../../billing/rows-after-plan.ts';
import type { OperationRow } from '../snapshot.ts';
import { closeSelection } from '../termination/termination-rows.ts';
import { catalogueRow } from '../testing/catalogue.ts';
import { testContext, testHandler } from '../testing/operation-context.ts';
import { planPause } from './pause.ts';
import { pauseEndOptions, pauseStartOptions } from './pause-dates.ts';
import { isPauseSelectable, latestEarliestDate, pauseServices } from './pause-services.ts';

/** The catalogue's services, with the campaign prices the demo seed's campaigns offer them at (null: none). */
const OFFERS = [
  { productNumber: 'BAS250', campaignPrice: null },
  { productNumber: 'TVSTART', campaignPrice: 99.5 },
  { productNumber: 'TVMIX10', campaignPrice: 199.5 },
  { productNumber: 'TVMIX10', campaignPrice: 299 },
  { productNumber: 'BASIP1000', campaignPrice: 299 },
] as const;

const today = fc.integer({ min: 0, max: 5 * 365 }).map((offset) => addDays('2025-01-01', offset));
const offset = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null });

/** One service of an agreement: maybe on a campaign (its discount, if any, ending with it), maybe with a plain discount. */
const service = fc.record({
  offer: fc.constantFrom(...OFFERS),
  onCampaign: fc.boolean(),
  campaignEnds: offset(-90, 800),
  /** A campaign price made up by a discount sub-row, or charged by the row itself. */
  campaignDiscount: fc.boolean(),
  plainDiscount: fc.boolean(),
  freeChannel: fc.boolean(),
  invoiced: offset(-60, 120),
  bound: offset(-400, 500),
});

/** An agreement of 1-5 services, and PLAYPLUS with its FRI3MAN months, as the demo seed writes them. */
const agreement = fc.record({
  today,
  services: fc.array(service, { minLength: 1, maxLength: 5 }),
  playPlus: fc.boolean(),
});

type Generated = typeof agreement extends fc.Arbitrary<infer T> ? T : never;

function agreementRows({ today, services, playPlus }: Generated): OperationRow[] {
  const rows: OperationRow[] = [];
  const at = (days: number | null) => (days === null ? null : addDays(today, days));
  const startDate = addDays(today, -400);
  for (const item of services) {
    const id = rows.length + 1;
    const campaignPrice = item.onCampaign ? item.offer.campaignPrice : null;
    const campaignEndDate = campaignPrice === null ? null : at(item.campaignEnds);
    const main = catalogueRow(item.offer.productNumber, {
      id,
      startDate,
      campaignId: campaignPrice === null ? null : 1,
      campaignPrice,
      campaignEndDate,
      invoicedUntil: at(item.invoiced),
      boundUntil: at(item.bound),
      bindingMonths: item.bound === null ? null : 12,
    });
    rows.push(main);
    const sub = (productNumber: string, overrides: Partial<OperationRow>) =>
      rows.push(
        catalogueRow(productNumber, { id: rows.length + 1, parentRowId: id, startDate, ...overrides }),
      );
    // A discount under a campaign row is the campaign's (it ends with it); a plain one is under a row without one.
    if (campaignPrice !== null && item.campaignDiscount)
      sub('RABATT', { price: campaignPrice - main.price, campaignId: 1, endDate: campaignEndDate });
    else if (campaignPrice === null && item.plainDiscount) sub('RABATT', { price: -100 });
    if (item.freeChannel) sub('FRI045', {});
  }
  if (playPlus) {
    const id = rows.length + 1;
    rows.push(catalogueRow('PLAYPLUS', { id, startDate, campaignId: 6 }));
    rows.push(
      catalogueRow('FRI3MAN', {
        id: id + 1,
        parentRowId: id,
        startDate,
        price: -49,
        campaignId: 6,
        endDate: addDays(today, 20),
      }),
    );
  }
  return rows;
}

describe('planPause, for any agreement and pause', () => {
  it('keeps the price after the pause, ends nothing before it starts, and returns discounts under their campaign row', () => {
    fc.assert(
      fc.property(
        agreement,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.nat(59),
        fc.nat(8),
        (generated, ticks, endIndex, startIndex) => {
          const rows = agreementRows(generated);
          const context = testContext(rows);
          const listed = pauseServices(context, generated.today);
          const ticked = listed.filter((item, index) => isPauseSelectable(item) && ticks[index]);
          fc.pre(ticked.length > 0);
          const rowIds = closeSelection(
            listed.map((item) => item.row),
            ticked.map((item) => item.row.id),
          );
          const latest = latestEarliestDate(listed.filter((item) => rowIds.includes(item.row.id)));
          fc.pre(latest !== null);
          const endDate = pauseEndOptions(latest as string)[endIndex] as string;
          const startDate = pauseStartOptions(endDate)[startIndex] as string;
          const choices = {
            rowIds,
            endDate,
            startDate,
            description: 'Paus',
            feeInformed: true,
            sendConfirmation: false,
          };
          const outcome = planPause(context, choices, generated.today, testHandler);
          if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
          const { plan } = outcome;
          const after = rowsAfterPlan(rows, plan);

          // The same monthly price on the start date and on every day it could change after it.
          const days = rateChangeDays([...rows, ...after], startDate, addMonths(startDate, 36));
          for (const day of days) expect(monthlyRateOn(after, day)).toBe(monthlyRateOn(rows, day));

          for (const row of after)
            if (row.startDate !== null && row.endDate !== null)
              expect(row.endDate >= row.startDate).toBe(true);

          // A discount is never paused without its campaign row, nor a campaign row without its running discounts.
          const endedIds = new Set(plan.endRows.map((end) => end.rowId));
          for (const row of rows) {
            const discount = row.parentRowId !== null && row.price < 0;
            if (discount && endedIds.has(row.id)) expect(endedIds.has(row.parentRowId as number)).toBe(true);
            const runsOn = row.endDate === null || row.endDate > endDate;
            if (discount && runsOn && endedIds.has(row.parentRowId as number))
              expect(endedIds.has(row.id)).toBe(true);
          }

          // Every returning discount is a sub-row of its campaign row's return.
          for (const row of plan.newRows) {
            if (row.price >= 0 || !row.parent) continue;
            expect('newRowIndex' in row.parent).toBe(true);
            const parent = 'newRowIndex' in row.parent ? plan.newRows[row.parent.newRowIndex] : undefined;
            const source = rows.find((candidate) => candidate.id === row.sourceRowId);
            expect(parent?.startDate).toBe(startDate);
            expect(parent?.sourceRowId).toBe(source?.parentRowId);
          }
          for (const row of plan.newRows.slice(1)) expect(row.startDate).toBe(startDate);
        },
      ),
      { numRuns: 300 },
    );
  });
});
