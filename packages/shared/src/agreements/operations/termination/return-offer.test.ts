import { describe, expect, it } from 'vitest';
import { operationPlan } from '../plan.ts';
import { offersReturnCase } from './return-offer.ts';
import { row } from './test-context.ts';

// BAS250 with a BOX015 'Hyrbox HD' hire box of the reference catalogue.
const rows = [
  row({ id: 1 }),
  row({ id: 2, type: 'HARDWARE', productNumber: 'BOX015', productName: 'Hyrbox HD' }),
];
const plan = (scope: string, rowIds: number[]) =>
  operationPlan({
    operation: 'terminate',
    agreementNumber: 1,
    endRows: rowIds.map((rowId) => ({ rowId, productName: '', endDate: '2027-01-31' })),
    details: { scope },
  });

describe('offersReturnCase', () => {
  it('offers the return case when a whole-agreement termination ends hardware', () => {
    expect(offersReturnCase(plan('avtal', [1, 2]), rows)).toBe(true);
  });

  it('does not for a partial termination or an agreement without hardware ending', () => {
    expect(offersReturnCase(plan('abonnemang', [1, 2]), rows)).toBe(false);
    expect(offersReturnCase(plan('avtal', [1]), rows)).toBe(false);
  });

  it('offers it when a whole-agreement termination during a pause cancels the paused box’s return, not a box never delivered', () => {
    const paused = [
      row({ id: 1, endDate: '2027-01-31' }),
      row({
        id: 2,
        type: 'HARDWARE',
        productNumber: 'BOX015',
        productName: 'Hyrbox HD',
        endDate: '2027-01-31',
      }),
      row({ id: 3, startDate: '2027-03-01' }),
      row({
        id: 4,
        type: 'HARDWARE',
        productNumber: 'BOX015',
        productName: 'Hyrbox HD',
        startDate: '2027-03-01',
      }),
    ];
    const cancelling = (rowIds: number[]) => ({
      ...plan('avtal', []),
      cancelRows: rowIds.map((rowId) => ({ rowId, productName: '', startDate: '2027-03-01' })),
    });
    expect(offersReturnCase(cancelling([3, 4]), paused)).toBe(true);
    expect(offersReturnCase(cancelling([3]), paused)).toBe(false);
    expect(offersReturnCase(cancelling([3, 4]), paused.slice(2))).toBe(false);
  });

  it('offers it when hire hardware ends with the last service of its kind, not when it pauses or is kept', () => {
    const dependent = { rowId: 2, productName: 'Hyrbox HD', kind: 'TV' as const, hardware: true };
    const withBox = (returnDates: string[], keptReason: string | null) => ({
      ...plan('abonnemang', [1, 2]),
      dependentRows: [{ ...dependent, endDate: '2027-01-31', returnDates, keptReason }],
    });
    expect(offersReturnCase(withBox([], null), rows)).toBe(true);
    expect(offersReturnCase(withBox(['2027-04-01'], null), rows)).toBe(false);
    expect(offersReturnCase(withBox([], 'Kunden köper boxen'), rows)).toBe(false);
  });
});
