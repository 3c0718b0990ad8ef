import { describe, expect, it } from 'vitest';
import { isMonthEnd } from '../../../dates.ts';
import {
  deceasedDate,
  earliestTerminationDate,
  isWithinRegretWindow,
  latestTerminationDate,
  regretDate,
  terminationDates,
} from './termination-dates.ts';
import { row } from './test-context.ts';

const today = '2026-11-24';

describe('termination dates', () => {
  it('knows month ends, leap days included', () => {
    expect(isMonthEnd('2028-02-29')).toBe(true);
    expect(isMonthEnd('2027-02-28')).toBe(true);
    expect(isMonthEnd('2028-02-28')).toBe(false);
    expect(isMonthEnd('2026-11-30')).toBe(true);
    expect(isMonthEnd('2026-11-31')).toBe(false);
  });

  it('starts at the last day of next month at the earliest', () => {
    expect(earliestTerminationDate(row({ invoicedUntil: '2026-11-30' }), today)).toBe('2026-12-31');
  });

  it('waits for the later of invoiced-to and bound-to, rounded to month end', () => {
    const bound = row({ invoicedUntil: '2026-11-30', boundUntil: '2027-03-14' });
    expect(earliestTerminationDate(bound, today)).toBe('2027-03-31');
    const invoiced = row({ invoicedUntil: '2027-05-31', boundUntil: '2027-03-14' });
    expect(earliestTerminationDate(invoiced, today)).toBe('2027-05-31');
  });

  it('ignores bound-to for FRI products', () => {
    const free = row({ productNumber: 'FRI3MAN', boundUntil: '2027-06-30' });
    expect(earliestTerminationDate(free, today)).toBe('2026-12-31');
  });

  it('ends at one year ahead or at the row end date', () => {
    expect(latestTerminationDate(row(), today)).toBe('2027-11-30');
    expect(latestTerminationDate(row({ endDate: '2027-02-14' }), today)).toBe('2027-02-14');
  });

  it('lists the month ends between, at most 20', () => {
    expect(terminationDates(row(), today)).toHaveLength(12);
    expect(terminationDates(row(), today).slice(0, 3)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
    expect(terminationDates(row({ endDate: '2030-12-31' }), today)).toHaveLength(20);
  });

  it('offers a row that has not started dates before its start: it is then cancelled, never started', () => {
    // A row returning after a pause on 2027-03-01 with its old binding and no invoice yet: the customer may leave
    // during the pause (issue 26 item 2), so the earliest date is the usual one, before the row's start.
    const returning = row({ startDate: '2027-03-01', boundUntil: '2027-01-31', invoicedUntil: null });
    expect(earliestTerminationDate(returning, today)).toBe('2027-01-31');
    expect(terminationDates(returning, today).slice(0, 3)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it('lists nothing for a row ending before its earliest date or bound past the latest', () => {
    expect(terminationDates(row({ endDate: '2026-11-30' }), today)).toEqual([]);
    expect(terminationDates(row({ boundUntil: '2028-01-31' }), today)).toEqual([]);
  });

  it('allows regret within 14 days of the purchase and of the start date', () => {
    const recent = { saleDate: '2026-11-10', startDate: '2026-11-12' };
    expect(isWithinRegretWindow(row(recent), today)).toBe(true);
    expect(isWithinRegretWindow(row({ ...recent, saleDate: '2026-11-09' }), today)).toBe(false);
    expect(isWithinRegretWindow(row({ saleDate: null, startDate: '2026-11-20' }), today)).toBe(true);
    // Bought recently but started earlier (the reversion date is the start date): too late.
    expect(isWithinRegretWindow(row({ saleDate: '2026-11-20', startDate: '2026-11-09' }), today)).toBe(false);
    // Not started yet (a row returning after a pause, created today): nothing to reverse, it is terminated.
    expect(isWithinRegretWindow(row({ saleDate: today, startDate: '2026-12-01' }), today)).toBe(false);
    expect(regretDate(row({ startDate: '2026-11-20' }), today)).toBe('2026-11-20');
    expect(regretDate(row({ startDate: null }), today)).toBe(today);
  });

  it('ends a deceased customer on the invoiced-to date or today', () => {
    expect(deceasedDate(row({ invoicedUntil: '2026-11-30' }), today)).toBe('2026-11-30');
    expect(deceasedDate(row({ invoicedUntil: null }), today)).toBe(today);
    expect(deceasedDate(row({ invoicedUntil: '2026-10-31' }), today)).toBe(today);
  });
});
