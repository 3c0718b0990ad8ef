// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIKA_LABEL, FIKA_SOON_LABEL, fridayBreakLabel } from './friday-break.ts';

// 2025-11-21 is a Friday; months are 0-based in the Date constructor (local time).
const friday = (hours: number, minutes: number, seconds = 0) =>
  new Date(2025, 10, 21, hours, minutes, seconds);

describe('fridayBreakLabel', () => {
  it('shows nothing on a Friday before 14:15', () => {
    expect(fridayBreakLabel(friday(9, 0))).toBeNull();
    expect(fridayBreakLabel(friday(14, 14, 59))).toBeNull();
  });

  it("says 'SNART FIKA!!' from 14:15", () => {
    expect(fridayBreakLabel(friday(14, 15))).toBe(FIKA_SOON_LABEL);
    expect(fridayBreakLabel(friday(14, 29, 59))).toBe('SNART FIKA!!');
  });

  it("says 'FREDAGSFIKA!!' from 14:30 for the rest of the day", () => {
    expect(fridayBreakLabel(friday(14, 30))).toBe(FIKA_LABEL);
    expect(fridayBreakLabel(friday(16, 45))).toBe('FREDAGSFIKA!!');
    expect(fridayBreakLabel(friday(23, 59))).toBe('FREDAGSFIKA!!');
  });

  it('shows nothing on other days, even in the afternoon', () => {
    expect(fridayBreakLabel(new Date(2025, 10, 20, 14, 30))).toBeNull(); // Thursday
    expect(fridayBreakLabel(new Date(2025, 10, 22, 15, 0))).toBeNull(); // Saturday
  });
});
