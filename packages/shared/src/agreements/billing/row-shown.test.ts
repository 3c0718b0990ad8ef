import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../dates.ts';
import { catalogueRow } from '../operations/testing/catalogue.ts';
import { type BillableRow, monthlyAmountsOn, monthlyRateOn, runsOn } from './billing-projection.ts';
import { monthlyCost, monthlyCostTexts, shownPrices, shownPriceText } from './row-shown.ts';

const TODAY = '2026-12-06';
// Catalogue rows: TVMIX10 'Sappa Mix 10' 399 kr with the welcome campaign (199,50 kr, RABATT -199,50 kr until
// 2027-03-31), TVSPORT 'Sappa Sport' 349 kr whose summer campaign (99 kr) ended, BOX015 29 kr, PAUS 295 kr once.
const mix = catalogueRow('TVMIX10', {
  id: 1,
  campaignId: 1,
  campaignPrice: 199.5,
  campaignEndDate: '2027-03-31',
});
const discount = catalogueRow('RABATT', {
  id: 2,
  parentRowId: 1,
  price: -199.5,
  campaignId: 1,
  endDate: '2027-03-31',
});
const sport = catalogueRow('TVSPORT', {
  id: 3,
  campaignId: 2,
  campaignPrice: 99,
  campaignEndDate: '2026-10-31',
});
const box = catalogueRow('BOX015', { id: 4 });
const fee = catalogueRow('PAUS', { id: 5, startDate: '2027-01-01', endDate: '2027-01-01' });

const texts = (rows: readonly BillableRow[], today = TODAY) =>
  Object.fromEntries([...shownPrices(rows, today)].map(([id, shown]) => [id, shownPriceText(shown)]));

describe('shownPrices', () => {
  it('shows a campaign row at its campaign price and its discount as included, so the column adds up', () => {
    const shown = shownPrices([mix, discount, box], TODAY);
    expect(texts([mix, discount, box])).toEqual({
      1: '199,50 kr/mån',
      2: 'Ingår i kampanjpris',
      4: '29 kr/mån',
    });
    expect(shown.get(1)?.campaign).toBe(true);
    expect(monthlyRateOn([mix, discount, box], TODAY)).toBe(19_950 + 2_900);
  });

  it("drops 'Kampanj' and the campaign price the day after the campaign ends", () => {
    const shown = shownPrices([mix, discount, sport], '2027-04-01');
    expect(shown.get(3)).toMatchObject({ campaign: false, amount: 34_900 });
    expect(shown.get(1)).toMatchObject({ campaign: false, amount: 39_900 });
  });

  it('shows a row that starts later at what it bills on its start day (a pause return after the campaign)', () => {
    const returning = { ...mix, id: 6, startDate: '2027-12-01' };
    expect(shownPrices([returning], TODAY).get(6)).toMatchObject({
      day: '2027-12-01',
      amount: 39_900,
      campaign: false,
      billedToday: false,
    });
  });

  it('shows an ended row at what it billed on its last day, not billed today', () => {
    const paused = { ...mix, endDate: '2026-11-30' };
    expect(shownPrices([paused, discount], TODAY).get(1)).toMatchObject({
      day: '2026-11-30',
      amount: 19_950,
      campaign: true,
      billedToday: false,
    });
  });

  it('shows a one-off fee as its amount once and a recurring row × its quantity', () => {
    expect(texts([fee, { ...box, quantity: 2 }])).toEqual({ 5: '295 kr', 4: '58 kr/mån' });
  });

  const day = fc.integer({ min: 0, max: 1200 }).map((offset) => addDays('2026-01-01', offset));
  const row = fc
    .record({
      kind: fc.constantFrom(mix, sport, box, fee),
      quantity: fc.integer({ min: 1, max: 3 }),
      start: day,
      length: fc.option(fc.integer({ min: 0, max: 700 }), { nil: null }),
      campaignEnd: fc.option(day, { nil: null }),
      discounted: fc.boolean(),
    })
    .map(({ kind, quantity, start, length, campaignEnd, discounted }) => ({
      row: {
        ...kind,
        quantity,
        startDate: start,
        endDate: length === null ? null : addDays(start, length),
        campaignEndDate: kind.campaignPrice === null ? null : campaignEnd,
      },
      discounted,
    }));
  const agreement = fc.array(row, { maxLength: 6 }).map((items) =>
    items.flatMap(({ row: main, discounted }, index): BillableRow[] => {
      const id = index * 2 + 1;
      const withId = { ...main, id };
      if (!discounted || main.campaignPrice === null) return [withId];
      return [
        withId,
        {
          ...discount,
          id: id + 1,
          parentRowId: id,
          startDate: main.startDate,
          endDate: main.campaignEndDate,
        },
      ];
    }),
  );

  it('shows for every row what the projection charges for it on its shown day; today’s rows add up to the monthly cost', () => {
    fc.assert(
      fc.property(agreement, day, (rows, today) => {
        const shown = shownPrices(rows, today);
        let column = 0;
        for (const item of rows) {
          const price = shown.get(item.id);
          if (!price || price.oneOff) continue;
          const amount = price.amount === 'INCLUDED' ? 0 : price.amount;
          if (runsOn(item, price.day))
            expect(amount).toBe(monthlyAmountsOn(rows, price.day).get(item.id) ?? 0);
          if (price.billedToday) column += amount;
        }
        expect(column).toBe(monthlyRateOn(rows, today));
      }),
      { numRuns: 300 },
    );
  });
});

describe('monthlyCost', () => {
  it('gives the cost today and the day it next changes', () => {
    const cost = monthlyCost([mix, discount, sport, box], TODAY);
    expect(cost).toEqual({
      today: 19_950 + 34_900 + 2_900,
      next: { from: '2027-04-01', monthly: 39_900 + 34_900 + 2_900 },
    });
    expect(monthlyCostTexts(cost)).toEqual({
      today: 'Månadskostnad idag: 577,50 kr/mån',
      next: 'Nästa ändring: 777 kr/mån från 2027-04-01',
    });
    expect(monthlyCostTexts(monthlyCost([box], TODAY))).toEqual({
      today: 'Månadskostnad idag: 29 kr/mån',
      next: null,
    });
  });
});
