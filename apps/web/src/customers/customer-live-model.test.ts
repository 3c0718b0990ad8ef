// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customerEventEffect, isNewerEvent, rowIdsOf } from './customer-live-model.ts';

describe('customer live model', () => {
  it('reads changes, viewers and resyncs of the customer stream', () => {
    expect(
      customerEventEffect({
        id: '42',
        type: 'customer.changed',
        payload: {
          customerNumber: 7,
          agreementNumber: 70,
          actorId: 3,
          change: 'agreementRow.updateDiscount',
        },
      }),
    ).toEqual({
      kind: 'changed',
      change: {
        eventId: '42',
        customerNumber: 7,
        agreementNumber: 70,
        actorId: 3,
        change: 'agreementRow.updateDiscount',
      },
    });
    const viewers = [{ userId: 3, email: 'bo@sappa.se', name: 'Bo Berg' }];
    expect(
      customerEventEffect({ id: '43', type: 'customer.presence', payload: { customerNumber: 7, viewers } }),
    ).toEqual({ kind: 'viewers', viewers });
    expect(customerEventEffect({ id: '44', type: 'resync' })).toEqual({ kind: 'resync' });
    expect(customerEventEffect({ id: '46', type: 'memo.changed', payload: { memoId: 3 } })).toEqual({
      kind: 'memos',
    });
    expect(customerEventEffect({ id: '45', type: 'case.changed', payload: {} })).toEqual({ kind: 'none' });
  });

  it('compares event ids as numbers and finds the rows of the changed agreement', () => {
    expect(isNewerEvent('10', '9')).toBe(true);
    expect(isNewerEvent('9', '10')).toBe(false);
    expect(isNewerEvent('10', '10')).toBe(false);
    expect(isNewerEvent('1', null)).toBe(true);
    const agreements = [
      { agreementNumber: 1, rows: [{ id: 11 }, { id: 12 }] },
      { agreementNumber: 2, rows: [{ id: 21 }] },
    ];
    expect(rowIdsOf(agreements, 2)).toEqual([21]);
    expect(rowIdsOf(agreements, null)).toEqual([11, 12, 21]);
  });
});
