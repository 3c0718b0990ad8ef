import { describe, expect, it } from 'vitest';
import { offersSharedDates, sharedDates, toggleRow, visibleServices } from './termination-rows.ts';
import { row } from './test-context.ts';

const today = '2026-11-24';
const campaign = row({ id: 1, productName: 'TV Mix 10' });
const discount = row({ id: 2, parentRowId: 1, price: -100, productNumber: 'RABATT' });
const freeDiscount = row({ id: 3, parentRowId: 1, price: -49, productNumber: 'FRI3MAN' });
const other = row({ id: 4, productNumber: 'PLAY', productName: 'Sappa Play' });
const listed = [campaign, discount, freeDiscount, other];
const always = () => true;

describe('termination rows', () => {
  it('lists services and add-ons with a start date, not ended, and no sub-rows priced 0 or more', () => {
    const rows = [
      row({ id: 1 }),
      row({ id: 2, type: 'HARDWARE' }),
      row({ id: 3, startDate: null }),
      row({ id: 4, parentRowId: 1, price: 0 }),
      row({ id: 5, parentRowId: 1, price: -10 }),
      row({ id: 6, endDate: '2026-11-23' }),
      row({ id: 7, endDate: '2026-11-24' }),
      row({ id: 8, type: 'ADDON', productNumber: 'TVSPORT', productName: 'Sappa Sport', price: 349 }),
    ];
    expect(visibleServices(rows, today).map((item) => item.id)).toEqual([1, 5, 7, 8]);
  });

  it('lists a discount only under its listed campaign row', () => {
    const rows = [
      row({ id: 1, type: 'HARDWARE', productNumber: 'BOX015', price: 29 }),
      row({ id: 2, parentRowId: 1, price: -29, productNumber: 'FRI3MAN' }),
    ];
    expect(visibleServices(rows, today)).toEqual([]);
  });

  it('selects a campaign row with its discounts', () => {
    expect(toggleRow(listed, [], 1, always)).toEqual([1, 2, 3]);
  });

  it('deselects the campaign row when one of its discounts is deselected', () => {
    expect(toggleRow(listed, [1, 2, 3, 4], 2, always)).toEqual([4]);
  });

  it('leaves a row without termination date unticked', () => {
    expect(toggleRow(listed, [], 4, () => false)).toEqual([]);
    expect(toggleRow(listed, [], 2, (item) => item.id !== 1)).toEqual([]);
  });

  it('offers shared dates for two or more services without a FRI discount', () => {
    expect(offersSharedDates([campaign])).toBe(false);
    expect(offersSharedDates([campaign, other])).toBe(true);
    expect(offersSharedDates([campaign, freeDiscount, other])).toBe(false);
    expect(
      sharedDates([
        ['2026-12-31', '2027-01-31'],
        ['2027-01-31', '2027-02-28'],
      ]),
    ).toEqual(['2027-01-31']);
  });
});
