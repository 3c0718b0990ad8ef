import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekNumber, weekStart } from '../dates.ts';
import {
  COMMERCE_ABANDONED_AFTER_HOURS,
  cartStatus,
  catalogueDifference,
  commerceStatistics,
  formatConversion,
} from './commerce-admin.ts';

describe('commerceStatistics', () => {
  it('counts carts, placed and failed orders per day, with empty days present', () => {
    const stats = commerceStatistics({
      from: '2026-11-20',
      to: '2026-11-22',
      granularity: 'day',
      cartDays: ['2026-11-20', '2026-11-20', '2026-11-22', '2026-11-19', '2026-11-23'],
      orders: [
        { day: '2026-11-20', status: 'PLACED' },
        { day: '2026-11-22', status: 'FAILED' },
        { day: '2026-11-23', status: 'PLACED' },
      ],
    });
    expect(stats.buckets).toEqual([
      { start: '2026-11-20', label: '20/11', carts: 2, orders: 1, failed: 0 },
      { start: '2026-11-21', label: '21/11', carts: 0, orders: 0, failed: 0 },
      { start: '2026-11-22', label: '22/11', carts: 1, orders: 0, failed: 1 },
    ]);
    expect(stats.totals).toEqual({ carts: 3, orders: 1, failed: 1 });
    expect(stats.conversion).toBeCloseTo(1 / 3);
  });

  it('groups by ISO week starting on Monday', () => {
    const stats = commerceStatistics({
      from: '2026-11-15',
      to: '2026-11-24',
      granularity: 'week',
      cartDays: ['2026-11-15', '2026-11-16', '2026-11-22', '2026-11-24'],
      orders: [{ day: '2026-11-23', status: 'PLACED' }],
    });
    expect(stats.buckets.map((bucket) => [bucket.start, bucket.label, bucket.carts, bucket.orders])).toEqual([
      ['2026-11-09', 'v. 46', 1, 0],
      ['2026-11-16', 'v. 47', 2, 0],
      ['2026-11-23', 'v. 48', 1, 1],
    ]);
  });

  it('gives no conversion without carts', () => {
    const stats = commerceStatistics({
      from: '2026-01-01',
      to: '2026-01-01',
      granularity: 'day',
      cartDays: [],
      orders: [],
    });
    expect(stats.conversion).toBe(0);
    expect(formatConversion(0.425)).toBe('42,5 %');
  });

  it('keeps every day in the period once and loses nothing inside it', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-10-01', offset));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom('day' as const, 'week' as const),
        fc.array(day),
        fc.array(fc.record({ day, status: fc.constantFrom('PLACED' as const, 'FAILED' as const) })),
        (startOffset, length, granularity, cartDays, orders) => {
          const from = addDays('2026-10-01', startOffset);
          const to = addDays(from, length);
          const stats = commerceStatistics({ from, to, granularity, cartDays, orders });
          const inside = (value: string) => value >= from && value <= to;
          expect(stats.totals.carts).toBe(cartDays.filter(inside).length);
          expect(stats.totals.orders + stats.totals.failed).toBe(orders.filter((o) => inside(o.day)).length);
          const starts = stats.buckets.map((bucket) => bucket.start);
          expect([...starts].sort()).toEqual(starts);
          expect(new Set(starts).size).toBe(starts.length);
          if (granularity === 'day') expect(starts.length).toBe(length + 1);
          expect(stats.conversion).toBeGreaterThanOrEqual(0);
          expect(stats.conversion).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('weeks', () => {
  it('starts weeks on Monday and numbers them as ISO weeks', () => {
    expect(weekStart('2026-11-24')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(isoWeekNumber('2026-11-24')).toBe(48);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
    expect(isoWeekNumber('2026-01-01')).toBe(1);
  });
});

describe('cartStatus', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  it('is ordered, abandoned after the idle time, or open', () => {
    expect(cartStatus({ ordered: true, updatedAt: hoursAgo(100) }, now)).toBe('ORDERED');
    expect(cartStatus({ ordered: false, updatedAt: hoursAgo(COMMERCE_ABANDONED_AFTER_HOURS) }, now)).toBe(
      'ABANDONED',
    );
    expect(cartStatus({ ordered: false, updatedAt: hoursAgo(1) }, now)).toBe('OPEN');
  });
});

describe('catalogueDifference', () => {
  it('counts what commerce lacks and what it has that we no longer sell', () => {
    expect(catalogueDifference(['A', 'B', 'C'], ['B', 'C', 'D', 'E'])).toEqual({ added: 1, removed: 2 });
  });
});
