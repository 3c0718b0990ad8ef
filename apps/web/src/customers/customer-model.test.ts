// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  activeFirst,
  groupRows,
  hasEnded,
  isBusinessCustomer,
  orderRows,
  type RowGroupType,
} from './customer-model.ts';

describe('isBusinessCustomer', () => {
  it('treats kundTyp 1 / BUSINESS as a business customer', () => {
    expect(isBusinessCustomer('BUSINESS')).toBe(true);
    expect(isBusinessCustomer(1)).toBe(true);
    expect(isBusinessCustomer('PRIVATE')).toBe(false);
  });
});

describe('orderRows', () => {
  const row = (id: number, rowNumber: number, parentRowId: number | null = null) => ({
    id,
    rowNumber,
    parentRowId,
  });

  it('puts sub-rows right after their parent, ordered by row number', () => {
    const ordered = orderRows([row(3, 3), row(1, 1), row(4, 4, 1), row(2, 2, 1)]);
    expect(ordered.map(({ row, depth }) => [row.id, depth])).toEqual([
      [1, 0],
      [2, 1],
      [4, 1],
      [3, 0],
    ]);
  });

  it('shows orphans and cycles instead of dropping them', () => {
    const ordered = orderRows([row(1, 1, 99), row(2, 2, 3), row(3, 3, 2)]);
    expect(ordered.map(({ row }) => row.id).sort()).toEqual([1, 2, 3]);
  });
});

describe('hasEnded', () => {
  const today = new Date(2025, 10, 21, 12, 0);
  it('is true only for end dates before today', () => {
    expect(hasEnded('2025-11-20', today)).toBe(true);
    expect(hasEnded('2025-11-21T00:00:00.000Z', today)).toBe(false);
    expect(hasEnded('2026-01-01', today)).toBe(false);
    expect(hasEnded(null, today)).toBe(false);
  });
});

describe('activeFirst', () => {
  it('lists active agreements before ended ones, keeping their order', () => {
    const list = [
      { agreementNumber: 1, ended: true },
      { agreementNumber: 2, ended: false },
      { agreementNumber: 3, ended: false },
    ];
    expect(activeFirst(list).map((agreement) => agreement.agreementNumber)).toEqual([2, 3, 1]);
  });
});

describe('groupRows', () => {
  const row = (id: number, type: RowGroupType, parentRowId: number | null = null) => ({
    id,
    rowNumber: id,
    parentRowId,
    type,
  });

  it('groups main rows by type in the fixed order, sub-rows staying under their parent', () => {
    const groups = groupRows([
      row(1, 'HARDWARE'),
      row(2, 'SERVICE'),
      row(3, 'EXTRA_BILLING', 2),
      row(4, 'CARD'),
      row(5, 'SERVICE'),
    ]);
    expect(
      groups.map((group) => [group.label, group.rows.map(({ row, depth }) => `${row.id}:${depth}`)]),
    ).toEqual([
      ['Tjänster', ['2:0', '3:1', '5:0']],
      ['Kort', ['4:0']],
      ['Hårdvara', ['1:0']],
    ]);
  });
});
