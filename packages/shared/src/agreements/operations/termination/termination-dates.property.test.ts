import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isMonthEnd, lastDayOfMonth } from '../../../dates.ts';
import type { OperationRow } from '../snapshot.ts';
import {
  earliestTerminationDate,
  isWithinRegretWindow,
  latestTerminationDate,
  TERMINATION_DATES,
  terminationDates,
} from './termination-dates.ts';
import { row } from './test-context.ts';

/** Days from 2020 to 2035: year ends and the leap years 2024, 2028, 2032 inside. */
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const optionalDay = fc.option(day, { nil: null });

const generatedRow = fc
  .record({
    productNumber: fc.constantFrom('BAS250', 'TVMIX5', 'FRI3MAN', 'BREDFRI'),
    invoicedUntil: optionalDay,
    boundUntil: optionalDay,
    endDate: optionalDay,
    startDate: optionalDay,
  })
  .map((fields): OperationRow => row(fields));

describe('termination dates, for any row and day', () => {
  it('offers only month ends, ascending, consecutive, at most 20, within earliest..latest', () => {
    fc.assert(
      fc.property(generatedRow, day, (item, today) => {
        const dates = terminationDates(item, today);
        expect(dates.length).toBeLessThanOrEqual(TERMINATION_DATES.maxListed);
        for (const date of dates) expect(isMonthEnd(date)).toBe(true);
        dates.forEach((date, index) => {
          if (index > 0) expect(date).toBe(lastDayOfMonth(dates[index - 1] as string, 1));
        });
        if (dates.length > 0) {
          expect(dates[0]).toBe(earliestTerminationDate(item, today));
          expect(dates.at(-1)! <= latestTerminationDate(item, today)).toBe(true);
        }
      }),
    );
  });

  it('starts at or after the last day of next month, invoiced-to, (unless FRI) bound-to, not the start date', () => {
    fc.assert(
      fc.property(generatedRow, day, (item, today) => {
        const earliest = earliestTerminationDate(item, today);
        expect(isMonthEnd(earliest)).toBe(true);
        expect(earliest >= lastDayOfMonth(today, 1)).toBe(true);
        if (item.invoicedUntil) expect(earliest >= item.invoicedUntil).toBe(true);
        if (item.boundUntil && !item.productNumber.includes('FRI'))
          expect(earliest >= item.boundUntil).toBe(true);
        // Never later than needed: the month before the earliest is too early for one of the rules.
        const before = lastDayOfMonth(earliest, -1);
        const limits = [
          lastDayOfMonth(today, 1),
          item.invoicedUntil,
          item.productNumber.includes('FRI') ? null : item.boundUntil,
        ];
        expect(limits.some((limit) => limit !== null && limit > before)).toBe(true);
      }),
    );
  });

  it('ends one year ahead at month end for rows without an end date', () => {
    fc.assert(
      fc.property(day, (today) => {
        const latest = latestTerminationDate(row({ endDate: null }), today);
        expect(isMonthEnd(latest)).toBe(true);
        expect(latest > addDays(today, 330)).toBe(true);
        expect(latest <= addDays(today, 366 + 31)).toBe(true);
        expect(
          terminationDates(row({ endDate: null, invoicedUntil: null, startDate: null }), today),
        ).toHaveLength(12);
      }),
    );
  });

  it('allows regret for exactly the services bought and started within the last 14 days', () => {
    const offset = fc.integer({ min: -40, max: 40 });
    fc.assert(
      fc.property(day, offset, offset, (today, sold, started) => {
        const item = row({ saleDate: addDays(today, -sold), startDate: addDays(today, -started) });
        const within = (days: number) => days >= 0 && days <= 14;
        expect(isWithinRegretWindow(item, today)).toBe(within(sold) && within(started));
      }),
    );
  });
});
