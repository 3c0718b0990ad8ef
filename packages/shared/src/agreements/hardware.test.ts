import { describe, expect, it } from 'vitest';
import { activationCards, canActivateHardware, cardLabel, classifyHardware } from './hardware.ts';

describe('classifyHardware', () => {
  it('classifies hardware and card rows by card number', () => {
    const hw = (card: number) => classifyHardware({ productType: 'HARDWARE', card });
    expect(hw(0)).toBe('HARDWARE_OR_CARD');
    expect(hw(1)).toBe('HARDWARE_OR_CARD');
    expect(hw(906)).toBe('HARDWARE_OR_CARD');
    expect(hw(907)).toBe('IN_TRANSIT');
    expect(hw(927)).toBe('IN_TRANSIT');
    expect(hw(928)).toBe('HARDWARE_OR_CARD');
    expect(hw(994)).toBe('HARDWARE_OR_CARD');
    expect(hw(995)).toBe('RETURNED');
    expect(classifyHardware({ productType: 'CARD', card: 1200 })).toBe('RETURNED');
  });

  it('puts extras by product type and leaves services alone', () => {
    expect(classifyHardware({ productType: 'EXTRA_BILLING', card: 995 })).toBe('EXTRA');
    expect(classifyHardware({ productType: 'ADDON', card: 0 })).toBe('EXTRA');
    expect(classifyHardware({ productType: 'SERVICE', card: 0 })).toBe('SERVICE');
  });

  it("shows card 0 as 'Ej aktiv'", () => {
    expect(cardLabel(0)).toBe('Ej aktiv');
    expect(cardLabel(3)).toBe('3');
    // Card 99 is hardware swapped out by an activation (document 1 section 9): said, not shown as a code.
    expect(cardLabel(99)).toBe('Utbytt');
  });
});

describe('hardware activation', () => {
  const row = (
    id: number,
    productType: 'HARDWARE' | 'CARD' | 'SERVICE',
    card: number,
    endDate: string | null = null,
  ) => ({
    id,
    productType,
    card,
    endDate,
  });

  it('activates only an inactive box or card', () => {
    expect(canActivateHardware(row(1, 'HARDWARE', 0))).toBe(true);
    expect(canActivateHardware(row(1, 'CARD', 0))).toBe(true);
    expect(canActivateHardware(row(1, 'HARDWARE', 1))).toBe(false);
    expect(canActivateHardware(row(1, 'SERVICE', 0))).toBe(false);
  });

  it('offers the cards of active rows of the same kind that have not ended', () => {
    const rows = [
      row(1, 'HARDWARE', 0),
      row(2, 'HARDWARE', 2),
      row(3, 'HARDWARE', 1),
      row(4, 'CARD', 3),
      row(5, 'HARDWARE', 99),
      row(6, 'HARDWARE', 4, '2026-01-31'),
      row(7, 'HARDWARE', 995),
      row(8, 'HARDWARE', 30),
    ];
    expect(activationCards(row(1, 'HARDWARE', 0), rows, '2026-11-22')).toEqual([1, 2, 30]);
    expect(activationCards(row(9, 'CARD', 0), rows, '2026-11-22')).toEqual([3]);
    expect(activationCards(row(10, 'HARDWARE', 2), rows, '2026-11-22')).toEqual([]);
    // An inactive row that has itself ended takes no card.
    expect(activationCards(row(11, 'HARDWARE', 0, '2026-11-21'), rows, '2026-11-22')).toEqual([]);
  });
});
