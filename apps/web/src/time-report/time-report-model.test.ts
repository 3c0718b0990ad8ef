// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayLabel, monthGrid, monthLabel, weekGrid, weekLabel } from './time-report-model.ts';

const entries = [
  { id: 1, day: '2026-11-23', categoryId: 1, minutes: 450, note: '' },
  { id: 2, day: '2026-11-23', categoryId: 2, minutes: 30, note: '' },
  { id: 3, day: '2026-11-24', categoryId: 1, minutes: 480, note: '' },
  { id: 4, day: '2026-11-30', categoryId: 1, minutes: 60, note: '' },
];

describe('time report tables', () => {
  it('sums a week per cell, day, category and in all', () => {
    const grid = weekGrid(entries.slice(0, 3));
    expect(grid.cell.get('2026-11-23|1')).toBe(450);
    expect(grid.byDay.get('2026-11-23')).toBe(480);
    expect(grid.byCategory.get(1)).toBe(930);
    expect(grid.total).toBe(960);
  });

  it('sums a month per ISO week', () => {
    const grid = monthGrid(entries);
    expect(grid.weeks).toEqual(['2026-11-23', '2026-11-30']);
    expect(grid.byWeek.get('2026-11-23')).toBe(960);
    expect(grid.total).toBe(1020);
  });

  it('labels days, weeks and months in Swedish', () => {
    expect(dayLabel('2026-11-23')).toBe('mån 23/11');
    expect(weekLabel('2026-11-23', '2026-11-29')).toBe('Vecka 48 (23/11–29/11 2026)');
    expect(monthLabel('2026-11-05')).toBe('november 2026');
  });
});
