import { describe, expect, it } from 'vitest';
import { billingEffectLines, oneOffChargeLabel } from './billing-text.ts';

describe('one-off charges in the preview', () => {
  it('call a credit to the customer (a compensation) a credit, and a fee a fee', () => {
    expect(oneOffChargeLabel(-150)).toBe('Kreditering');
    expect(oneOffChargeLabel(295)).toBe('Avgift');
    expect(
      billingEffectLines({
        monthlyBefore: 39_900,
        changes: [],
        oneOffs: [
          { date: '2026-11-30', name: 'Kompensation', amount: -15_000 },
          { date: '2027-02-01', name: 'Pausavgift', amount: 29_500 },
        ],
        remainingOneOffs: [],
        target: [],
      }).slice(1),
    ).toEqual([
      'Kreditering: Kompensation -150 kr 2026-11-30',
      'Engångsavgift: Pausavgift 295 kr 2027-02-01',
    ]);
  });
});
