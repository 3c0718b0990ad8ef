import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../dates.ts';
import { testContext, testProduct, testRow } from '../testing/operation-context.ts';
import {
  continuePrice,
  continueSelection,
  continueServices,
  endsWithinBlockedDays,
  showsBlockedWarning,
} from './continue-rules.ts';

const today = '2026-03-10';
const endingTv = testRow({
  id: 1,
  productNumber: 'TVSTART',
  productName: 'Sappa Start',
  endDate: '2026-04-30',
});
const hireBox = testRow({
  id: 2,
  productNumber: 'BOX015',
  productName: 'Hyrbox HD',
  card: 3,
  endDate: '2026-03-31',
});
const sibling = testRow({
  id: 3,
  productNumber: '30000',
  productName: 'Serviceavgift',
  card: 3,
  endDate: '2026-03-31',
});
const otherCard = testRow({
  id: 4,
  productNumber: '30000',
  productName: 'Serviceavgift',
  card: 4,
  endDate: '2026-03-31',
});
const loan = testRow({ id: 5, productNumber: 'LAN1', productName: 'Lånerouter', endDate: '2026-06-09' });
const tooLate = testRow({ id: 6, productNumber: 'BOX019', productName: 'Hyrbox 4K', endDate: '2026-06-10' });
const passed = testRow({
  id: 7,
  productNumber: 'BOX020',
  productName: 'Hyr-CA-modul',
  endDate: '2026-03-09',
});
const negative = testRow({ id: 8, productName: 'Hyrrabatt', price: -10, endDate: '2026-04-30' });
const notStarted = testRow({ id: 9, productName: 'Hyrbox', startDate: today, endDate: '2026-04-30' });
const open = testRow({ id: 10, productName: 'Hyrbox' });
const context = testContext(
  [endingTv, hireBox, sibling, otherCard, loan, tooLate, passed, negative, notStarted, open],
  {
    inventory: ['TVSTART'],
  },
);

describe('continue services', () => {
  it('shows ending services in the inventory or with HYR/LÅN in the name, ending less than 3 months ahead', () => {
    expect(continueServices(context, today).map((row) => row.id)).toEqual([1, 2, 5]);
  });

  it('hides a service that was continued already', () => {
    const continued = testRow({
      id: 11,
      productNumber: 'TVSTART',
      productName: 'Sappa Start',
      startDate: '2026-05-01',
    });
    const withContinuation = testContext([endingTv, continued], { inventory: ['TVSTART'] });
    expect(continueServices(withContinuation, today)).toEqual([]);
  });

  it('a hire row selects its siblings with product 30000 on the same card row', () => {
    expect(continueSelection(context, [2], today)).toEqual([2, 3]);
    expect(continueSelection(context, [1], today)).toEqual([1]);
  });

  it('adds months clamped to the target month', () => {
    expect(addMonths('2026-03-10', 3)).toBe('2026-06-10');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('the 3-day warning', () => {
  const row = (endDate: string, category = 'TV') => testRow({ id: 1, endDate, category });

  it('shows for a selected service ending within 3 days, except Playtjänster and Digitala tjänster', () => {
    expect(showsBlockedWarning([row('2026-03-13')], today)).toBe(true);
    expect(showsBlockedWarning([row('2026-03-14')], today)).toBe(false);
    expect(showsBlockedWarning([row('2026-03-10', 'Playtjänster')], today)).toBe(false);
    expect(showsBlockedWarning([row('2026-03-10', 'Digitala tjänster')], today)).toBe(false);
    expect(endsWithinBlockedDays(row('2026-03-10', 'Playtjänster'), today)).toBe(true);
  });

  it('shows exactly when some non-exempt selected service ends at most 3 days ahead', () => {
    const categories = fc.constantFrom('TV', 'Bredband', 'Playtjänster', 'Digitala tjänster');
    const rows = fc.array(fc.tuple(fc.integer({ min: 0, max: 90 }), categories), { maxLength: 6 });
    fc.assert(
      fc.property(rows, (picked) => {
        const selected = picked.map(([days, category]) => row(addDays(today, days), category));
        const expected = picked.some(
          ([days, category]) => days <= 3 && category !== 'Playtjänster' && category !== 'Digitala tjänster',
        );
        expect(showsBlockedWarning(selected, today)).toBe(expected);
      }),
    );
  });
});

describe('the new price', () => {
  it('is the higher of the list price of the row price group and the current price', () => {
    const product = testProduct('TVSTART', 'Sappa Start', [
      [1, 199],
      [2, 159],
    ]);
    expect(continuePrice({ priceList: 1, price: 179 }, product)).toBe(199);
    expect(continuePrice({ priceList: 2, price: 179 }, product)).toBe(179);
    expect(continuePrice({ priceList: 31, price: 179 }, product)).toBe(179);
    expect(continuePrice({ priceList: 1, price: 179 })).toBe(179);
  });

  it('is max(list price, current price) for any prices', () => {
    const money = fc.integer({ min: 0, max: 100_000 }).map((ore) => ore / 100);
    fc.assert(
      fc.property(money, money, fc.integer({ min: 1, max: 3 }), (list, current, group) => {
        const product = testProduct('X', 'X', [[group, list]]);
        const price = continuePrice({ priceList: group, price: current }, product);
        expect(price).toBe(Math.max(list, current));
        expect(price >= current && price >= list).toBe(true);
      }),
    );
  });
});
