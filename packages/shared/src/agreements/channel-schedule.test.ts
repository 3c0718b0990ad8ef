import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { channelRunsOn, channelScheduleProblem, type ScheduledChannel } from './channel-schedule.ts';

const today = '2026-02-10';
/** Channel product numbers of the reference catalogue's Mix packages (TV4 Fakta, TV4 Film, TV4 Guld, ...). */
const CHANNELS = ['KAN015', 'KAN016', 'KAN017', 'KAN018', 'KAN019', 'KAN020'];

const offsetDay = fc.option(fc.integer({ min: -40, max: 80 }).map((offset) => addDays(today, offset)));
const channelRow = fc.record({
  productNumber: fc.constantFrom(...CHANNELS),
  startDate: offsetDay,
  endDate: offsetDay,
});

/** The rule checked the slow way: every day from today to past the last date the rows name. */
function bruteForceProblemDay(rows: ScheduledChannel[], limit: number): string | null {
  for (let offset = 0; offset <= 130; offset++) {
    const day = addDays(today, offset);
    const running = rows.filter((row) => channelRunsOn(row, day)).map((row) => row.productNumber);
    if (running.length > limit || new Set(running).size !== running.length) return day;
  }
  return null;
}

describe('channelScheduleProblem', () => {
  it('finds the first day from today on with too many channels or a channel twice, as a day-by-day check does', () => {
    fc.assert(
      fc.property(fc.array(channelRow, { maxLength: 8 }), fc.integer({ min: 1, max: 5 }), (rows, limit) => {
        const problem = channelScheduleProblem(rows, limit, today);
        expect(problem?.day ?? null).toBe(bruteForceProblemDay(rows, limit));
      }),
    );
  });

  it('names a doubled channel before a count over the limit, and ignores the past and rows that never run', () => {
    const rows = [
      { productNumber: 'KAN015', startDate: '2025-01-01', endDate: '2026-02-09' },
      { productNumber: 'KAN015', startDate: '2026-02-01', endDate: null },
      { productNumber: 'KAN016', startDate: '2026-03-01', endDate: '2026-02-28' },
      { productNumber: 'KAN017', startDate: '2026-01-01', endDate: '2026-02-28' },
    ];
    expect(channelScheduleProblem(rows, 2, today)).toBeNull();
    expect(channelScheduleProblem(rows, 1, today)).toEqual({
      kind: 'LIMIT',
      day: today,
      count: 2,
      limit: 1,
    });
    const doubled = [...rows, { productNumber: 'KAN017', startDate: '2026-02-28', endDate: null }];
    expect(channelScheduleProblem(doubled, 2, today)).toEqual({
      kind: 'DUPLICATE',
      day: '2026-02-28',
      productNumber: 'KAN017',
    });
  });
});
