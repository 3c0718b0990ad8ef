import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth } from '../../../dates.ts';
import {
  isPauseEnd,
  isPauseStart,
  isVillaProduct,
  pauseEarliestDate,
  pauseEndOptions,
  pauseStartOptions,
  pauseStartWindow,
} from './pause-dates.ts';

const row = { productNumber: 'BAS250', productName: 'Bredband 250/250', category: 'Bredband' };
const none = { boundUntil: null, invoicedUntil: null };

/** ISO days from 2020 to 2035. */
const days = fc.integer({ min: 0, max: 15 * 366 }).map((offset) => addDays('2020-01-01', offset));

describe('pauseEarliestDate', () => {
  it('is at least the last day of next month', () => {
    expect(pauseEarliestDate({ ...row, ...none }, '2026-03-10')).toBe('2026-04-30');
  });

  it('is the later of invoiced-to and bound-to, at its month end', () => {
    const dates = { invoicedUntil: '2026-06-15', boundUntil: '2026-08-10' };
    expect(pauseEarliestDate({ ...row, ...dates }, '2026-03-10')).toBe('2026-08-31');
    expect(pauseEarliestDate({ ...row, ...dates, invoicedUntil: '2026-09-01' }, '2026-03-10')).toBe(
      '2026-09-30',
    );
  });

  it('ignores bound-to when the product number contains FRI', () => {
    const dates = { invoicedUntil: null, boundUntil: '2026-12-31' };
    expect(pauseEarliestDate({ ...row, ...dates, productNumber: 'TELFRI' }, '2026-03-10')).toBe('2026-04-30');
  });

  it('has none when bound beyond a year ahead, or for a villa product', () => {
    expect(pauseEarliestDate({ ...row, ...none, boundUntil: '2027-03-31' }, '2026-03-10')).toBe('2027-03-31');
    expect(pauseEarliestDate({ ...row, ...none, boundUntil: '2027-04-01' }, '2026-03-10')).toBeNull();
    expect(
      pauseEarliestDate({ ...row, ...none, productName: 'Villa Bredband 100' }, '2026-03-10'),
    ).toBeNull();
    expect(isVillaProduct({ productName: 'Fiber', category: 'Villaanslutning' })).toBe(true);
  });
});

describe('pause windows', () => {
  it('offers 60 month ends from the latest earliest date and firsts of month 2 to 10 months after the end', () => {
    const ends = pauseEndOptions('2026-04-30');
    expect(ends).toHaveLength(60);
    expect(ends[0]).toBe('2026-04-30');
    expect(ends[1]).toBe('2026-05-31');
    expect(ends[59]).toBe('2031-03-31');
    expect(pauseStartWindow('2026-04-30')).toEqual({ first: '2026-06-01', last: '2027-02-01' });
    expect(pauseStartOptions('2026-04-30')).toHaveLength(9);
    expect(isPauseStart('2026-05-01', '2026-04-30')).toBe(false);
    expect(isPauseStart('2026-06-01', '2026-04-30')).toBe(true);
    expect(isPauseStart('2026-06-02', '2026-04-30')).toBe(false);
    expect(isPauseStart('2027-03-01', '2026-04-30')).toBe(false);
  });

  it('every offered end date is a month end on or after the latest earliest date', () => {
    fc.assert(
      fc.property(days, (day) => {
        const earliest = lastDayOfMonth(day);
        for (const end of pauseEndOptions(earliest)) {
          expect(lastDayOfMonth(end)).toBe(end);
          expect(end >= earliest).toBe(true);
          expect(isPauseEnd(end, earliest)).toBe(true);
        }
        expect(isPauseEnd(lastDayOfMonth(earliest, -1), earliest)).toBe(false);
      }),
    );
  });

  it('every offered start date is a first of month between month(end)+2 and end+10 months', () => {
    fc.assert(
      fc.property(days, (day) => {
        const end = lastDayOfMonth(day);
        const first = addDays(lastDayOfMonth(end, 1), 1);
        // Ten months after a month end is that month's end ten months later.
        const tenMonthsAfter = lastDayOfMonth(end, 10);
        const options = pauseStartOptions(end);
        expect(options.length).toBeGreaterThan(0);
        for (const start of options) {
          expect(start.endsWith('-01')).toBe(true);
          expect(start >= first && start <= tenMonthsAfter).toBe(true);
        }
        // Every first of month in the window is offered.
        expect(options[0]).toBe(first);
        expect(addDays(lastDayOfMonth(options.at(-1)!), 1) > tenMonthsAfter).toBe(true);
      }),
    );
  });

  it('the earliest date is a month end, never before the last day of next month, within a year', () => {
    const optional = fc.option(days, { nil: null });
    fc.assert(
      fc.property(days, optional, optional, (today, invoicedUntil, boundUntil) => {
        const earliest = pauseEarliestDate({ ...row, invoicedUntil, boundUntil }, today);
        if (earliest === null) {
          expect(boundUntil !== null || invoicedUntil !== null).toBe(true);
          return;
        }
        expect(lastDayOfMonth(earliest)).toBe(earliest);
        expect(earliest >= lastDayOfMonth(today, 1)).toBe(true);
        expect(earliest <= lastDayOfMonth(today, 12)).toBe(true);
        for (const bound of [invoicedUntil, boundUntil]) if (bound) expect(earliest >= bound).toBe(true);
      }),
    );
  });
});
