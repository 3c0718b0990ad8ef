import { describe, expect, it } from 'vitest';
import { canAssignCases } from './case-assignment.ts';

describe('canAssignCases', () => {
  it('lets the users of the case page assign, nobody else', () => {
    expect(canAssignCases(['SAPPIS'])).toBe(true);
    expect(canAssignCases(['SAPPIS', 'RESPONSIBLE_CUSTOMER_SUPPORT'])).toBe(true);
    // A queue-manager group without the case page's group cannot change cases it cannot open.
    expect(canAssignCases(['RESPONSIBLE_CUSTOMER_SUPPORT'])).toBe(false);
    expect(canAssignCases(['CANTAB'])).toBe(false);
    expect(canAssignCases([])).toBe(false);
  });
});
