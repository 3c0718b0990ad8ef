import { describe, expect, it } from 'vitest';
import { cardLabel, classifyHardware } from './hardware.ts';

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
  });
});
