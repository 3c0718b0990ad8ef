import { describe, expect, it } from 'vitest';
import { isMemoActive, memoIntervalText, memoScopeText, showAllMemosText } from './memo-display.ts';

describe('memo box', () => {
  it('words the validity interval without dangling spaces at an open end', () => {
    expect(memoIntervalText('2026-11-19', '2026-12-06')).toBe('2026-11-19 – 2026-12-06');
    expect(memoIntervalText('2026-10-01', null)).toBe('2026-10-01 –');
    expect(memoIntervalText(null, '2026-12-06')).toBe('– 2026-12-06');
    expect(memoIntervalText(null, null)).toBeNull();
  });

  it('words the scope line', () => {
    expect(memoScopeText({ kind: 'MAIN_AGREEMENT', mainAgreementNumber: 5001 })).toBe(
      'Gäller huvudavtal 5001',
    );
    expect(memoScopeText({ kind: 'OPERATOR', operator: 'Stadsnät AB' })).toBe(
      'Gäller operatörskund Stadsnät AB',
    );
    expect(memoScopeText({ kind: 'MAIN_CENTRAL', mainCentral: 'GBG1' })).toBe('Gäller huvudcentral GBG1');
    expect(showAllMemosText(4)).toBe('Visa alla (4)');
  });

  it('is active when flagged and within its interval', () => {
    const memo = { active: true, startsAt: '2025-11-01', endsAt: '2025-11-30' };
    expect(isMemoActive(memo, '2025-11-21')).toBe(true);
    expect(isMemoActive(memo, '2025-12-01')).toBe(false);
    expect(isMemoActive({ ...memo, active: false }, '2025-11-21')).toBe(false);
    expect(isMemoActive({ active: true, startsAt: null, endsAt: null }, '2025-11-21')).toBe(true);
  });
});
