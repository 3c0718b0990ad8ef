import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth } from '../../dates.ts';
import { testRow } from '../operations/testing/operation-context.ts';
import { type BillableRow, monthlyRateOn, projectBilling, rateChangeDays } from './billing-projection.ts';
import { formatOre } from './money.ts';

// Rows of the reference catalogue: TVMIX10 'Sappa Mix 10' 399 kr with the welcome campaign (199,50 kr, RABATT
// -199,50 kr), BOX015 'Hyrbox HD' 29 kr/mån, CGKORT 'Programkort' 0 kr, TVSPORT 'Sappa Sport' 349 kr/mån (add-on),
// PAUS 'Pausavgift' 295 kr once, KOMPENSATION 150 kr × -1 once.
const mix = testRow({
  id: 1,
  productNumber: 'TVMIX10',
  productName: 'Sappa Mix 10',
  category: 'TV',
  price: 399,
  priceList: 10,
  campaignId: 1,
  campaignPrice: 199.5,
  campaignEndDate: '2027-02-28',
});
const discount = testRow({
  id: 2,
  parentRowId: 1,
  productNumber: 'RABATT',
  productName: 'Rabatt',
  price: -199.5,
  priceList: 10,
  campaignId: 1,
  endDate: '2027-02-28',
});
const box = testRow({
  id: 3,
  type: 'HARDWARE',
  productNumber: 'BOX015',
  productName: 'Hyrbox HD',
  price: 29,
});
const card = testRow({ id: 4, type: 'CARD', productNumber: 'CGKORT', productName: 'Programkort', price: 0 });
const sport = testRow({
  id: 5,
  type: 'ADDON',
  productNumber: 'TVSPORT',
  productName: 'Sappa Sport',
  price: 349,
});
const compensation = testRow({
  id: 6,
  type: 'EXTRA_BILLING',
  productNumber: 'KOMPENSATION',
  productName: 'Kompensation',
  price: 150,
  quantity: -1,
  priceList: 31,
  startDate: '2026-12-05',
  endDate: '2026-12-05',
});
const agreement = [mix, discount, box, card, sport, compensation];

describe('monthlyRateOn', () => {
  it('charges the campaign price while the campaign runs, its discount already in it, then the list price', () => {
    expect(monthlyRateOn(agreement, '2026-12-01')).toBe(19_950 + 2_900 + 34_900);
    expect(monthlyRateOn(agreement, '2027-03-01')).toBe(39_900 + 2_900 + 34_900);
  });

  it('charges a discount on its own when its campaign row charges no campaign price', () => {
    const playPlus = testRow({ id: 10, productNumber: 'PLAYPLUS', productName: 'Sappa Play+', price: 49 });
    const free = testRow({
      id: 11,
      parentRowId: 10,
      productNumber: 'FRI3MAN',
      price: -49,
      endDate: '2027-01-31',
    });
    expect(monthlyRateOn([playPlus, free], '2027-01-31')).toBe(0);
    expect(monthlyRateOn([playPlus, free], '2027-02-01')).toBe(4_900);
  });

  it('stops a row the day after its end date and leaves one-off rows out', () => {
    const ended = agreement.map((row) => ({
      ...row,
      endDate: row.endDate !== null && row.endDate < '2027-01-31' ? row.endDate : '2027-01-31',
    }));
    expect(monthlyRateOn(ended, '2027-01-31')).toBeGreaterThan(0);
    expect(monthlyRateOn(ended, '2027-02-01')).toBe(0);
  });
});

describe('projectBilling', () => {
  it('gives 24 months from the month of the day and the one-off fees that fall in them', () => {
    const projection = projectBilling(agreement, '2026-11-27');
    expect(projection.months).toHaveLength(24);
    expect(projection.months[0]).toEqual({ month: '2026-11', amount: 19_950 + 2_900 + 34_900 });
    expect(projection.months[4]).toEqual({ month: '2027-03', amount: 39_900 + 2_900 + 34_900 });
    expect(projection.oneOffs).toEqual([
      { date: '2026-12-05', rowId: 6, name: 'Kompensation', amount: -15_000 },
    ]);
  });

  it('prorates a row by the days it runs in a month', () => {
    const projection = projectBilling([{ ...box, startDate: '2027-02-15' }], '2027-02-01', 2);
    expect(projection.months).toEqual([
      { month: '2027-02', amount: Math.round((2_900 * 14) / 28) },
      { month: '2027-03', amount: 2_900 },
    ]);
  });

  const day = fc
    .date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2028-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const recurring = fc
    .record({
      price: fc.integer({ min: -50_000, max: 200_000 }).map((ore) => ore / 100),
      quantity: fc.integer({ min: 1, max: 3 }),
      start: day,
      length: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
    })
    .map(
      ({ price, quantity, start, length }): BillableRow =>
        testRow({
          price,
          quantity,
          startDate: start,
          endDate: length === null ? null : addDays(start, length),
        }),
    );
  const rowList = fc
    .array(recurring, { maxLength: 6 })
    .map((rows) => rows.map((row, index) => ({ ...row, id: index + 1 })));

  it('charges nothing in a month after every row has ended, and a whole month when every row runs all of it', () => {
    fc.assert(
      fc.property(rowList, day, (rows, from) => {
        const projection = projectBilling(rows, from, 24);
        for (const { month, amount } of projection.months) {
          const first = `${month}-01`;
          const last = lastDayOfMonth(first);
          const running = rows.filter((row) => row.startDate! <= last && (row.endDate ?? last) >= first);
          if (running.length === 0) expect(amount).toBe(0);
          const whole = rows.every(
            (row) =>
              (row.startDate! <= first && (row.endDate ?? last) >= last) || running.indexOf(row) === -1,
          );
          if (whole) expect(amount).toBe(monthlyRateOn(rows, first));
          expect(Number.isInteger(amount)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('does not depend on the order of the rows (exact sums)', () => {
    fc.assert(
      fc.property(rowList, day, (rows, from) => {
        expect(projectBilling([...rows].reverse(), from, 6)).toEqual(projectBilling(rows, from, 6));
      }),
      { numRuns: 100 },
    );
  });

  it('lists every day a rate can change, in order, from the first day on', () => {
    fc.assert(
      fc.property(rowList, day, (rows, from) => {
        const until = addDays(from, 400);
        const days = rateChangeDays(rows, from, until);
        expect(days[0]).toBe(from);
        expect([...days].sort()).toEqual(days);
        // Between two listed days the rate does not change.
        for (let index = 0; index + 1 < days.length; index += 1) {
          const before = addDays(days[index + 1]!, -1);
          expect(monthlyRateOn(rows, before)).toBe(monthlyRateOn(rows, days[index]!));
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('formatOre', () => {
  it('shows kronor with grouped thousands, and two decimals exactly when fractional', () => {
    // Two decimals only when fractional (documents 1 and 3 section 9).
    expect(formatOre(77_700)).toBe('777');
    expect(formatOre(0)).toBe('0');
    expect(formatOre(-15_000)).toBe('-150');
    expect(formatOre(9_950)).toBe('99,50');
    expect(formatOre(-5)).toBe('-0,05');
    expect(formatOre(135_000)).toBe('1\u00a0350');
    expect(formatOre(129_950)).toBe('1\u00a0299,50');
  });
});
