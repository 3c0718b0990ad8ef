import { describe, expect, it } from 'vitest';
import { CASE_ASSIGNER_GROUPS, canAssignCases } from './case-assignment.ts';

describe('canAssignCases', () => {
  it('lets queue managers and users of the case page assign, nobody else', () => {
    expect(canAssignCases(['SAPPIS'])).toBe(true);
    expect(canAssignCases(['RESPONSIBLE_CUSTOMER_SUPPORT'])).toBe(true);
    expect(canAssignCases(['CANTAB'])).toBe(false);
    expect(canAssignCases([])).toBe(false);
    expect(new Set(CASE_ASSIGNER_GROUPS).size).toBe(CASE_ASSIGNER_GROUPS.length);
  });
});
