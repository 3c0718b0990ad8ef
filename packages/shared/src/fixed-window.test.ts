import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedWindowOf } from './fixed-window.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('fixedWindowOf: a rate limit counts in fixed windows every process agrees on', () => {
  it('holds the instant, is windowMs long and starts on a multiple of windowMs', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1_000, max: 86_400_000 }), (now, windowMs) => {
        const { startedAt, endsAt } = fixedWindowOf(now, windowMs);
        expect(startedAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThan(endsAt.getTime());
        expect(endsAt.getTime() - startedAt.getTime()).toBe(windowMs);
        expect(startedAt.getTime() % windowMs).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('gives two instants the same window exactly when no window boundary lies between them', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 2 * FIFTEEN_MINUTES }), (now, later) => {
        const second = new Date(now.getTime() + later);
        const same =
          fixedWindowOf(now, FIFTEEN_MINUTES).startedAt.getTime() ===
          fixedWindowOf(second, FIFTEEN_MINUTES).startedAt.getTime();
        expect(same).toBe(second < fixedWindowOf(now, FIFTEEN_MINUTES).endsAt);
      }),
      { numRuns: 200 },
    );
  });
});
