import { describe, expect, it } from 'vitest';
import {
  EMPTY_MEMO_FORM,
  memoFormChanged,
  memoFormSchema,
  memoScopeInputSchema,
  sortMemosForPanel,
} from './memo-form.ts';

describe('memo form', () => {
  it('needs a message, real dates and an end not before the start', () => {
    expect(memoFormSchema.safeParse({ ...EMPTY_MEMO_FORM, message: 'Fiberarbete' }).success).toBe(true);
    const empty = memoFormSchema.safeParse({ ...EMPTY_MEMO_FORM, message: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Meddelande måste fyllas i');
    expect(
      memoFormSchema.safeParse({ ...EMPTY_MEMO_FORM, message: 'x', startsAt: '2026-02-30' }).success,
    ).toBe(false);
    const backwards = memoFormSchema.safeParse({
      ...EMPTY_MEMO_FORM,
      message: 'x',
      startsAt: '2026-12-01',
      endsAt: '2026-11-30',
    });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['endsAt'],
      message: 'Slutdatum kan inte vara före startdatum',
    });
    expect(
      memoFormSchema.safeParse({
        ...EMPTY_MEMO_FORM,
        message: 'x',
        startsAt: '2026-12-01',
        endsAt: '2026-12-01',
      }).success,
    ).toBe(true);
  });

  it('accepts the three scopes only', () => {
    expect(
      memoScopeInputSchema.safeParse({ kind: 'MAIN_AGREEMENT', mainAgreementNumber: 5001 }).success,
    ).toBe(true);
    expect(memoScopeInputSchema.safeParse({ kind: 'OPERATOR', operatorId: 0 }).success).toBe(false);
    expect(memoScopeInputSchema.safeParse({ kind: 'MAIN_CENTRAL', mainCentral: ' ' }).success).toBe(false);
    expect(memoScopeInputSchema.safeParse({ kind: 'CUSTOMER', customerNumber: 1 }).success).toBe(false);
  });

  it('tells whether anything changed', () => {
    const stored = { ...EMPTY_MEMO_FORM, message: 'a' };
    expect(memoFormChanged(stored, { ...stored })).toBe(false);
    expect(memoFormChanged(stored, { ...stored, active: false })).toBe(true);
  });

  it('lists active memos first, newest first', () => {
    const memos = [
      { id: 1, active: false, createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 2, active: true, createdAt: '2026-10-01T10:00:00.000Z' },
      { id: 3, active: true, createdAt: '2026-11-01T10:00:00.000Z' },
    ];
    expect(sortMemosForPanel(memos).map((memo) => memo.id)).toEqual([3, 2, 1]);
  });
});
