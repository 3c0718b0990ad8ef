import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../dates.ts';
import { catalogueRow } from '../testing/catalogue.ts';
import { testContext, testRow } from '../testing/operation-context.ts';
import { REFERENCE_PRODUCTS } from '../testing/reference-products.ts';
import {
  CONTINUE,
  continuePrice,
  continueSelection,
  continueServices,
  isBlockedSelection,
} from './continue-rules.ts';

const today = '2026-03-10';
const endingBroadband = testRow({
  id: 1,
  productNumber: 'BAS250',
  productName: 'Bredband 250/250',
  endDate: '2026-04-30',
});
/** Hire rows are hardware in the catalogue (BOX015 'Hyrbox HD', BOX019 'Hyrbox 4K', BOX020 'Hyr-CA-modul'). */
const hireBox = catalogueRow('BOX015', { id: 2, card: 3, endDate: '2026-03-31' });
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
/** A loan router (not in the catalogue; hardware like the hire rows). */
const loan = testRow({
  id: 5,
  type: 'HARDWARE',
  productNumber: 'LAN1',
  productName: 'Lånerouter',
  endDate: '2026-06-09',
});
const tooLate = catalogueRow('BOX019', { id: 6, endDate: '2026-06-10' });
const passed = catalogueRow('BOX020', { id: 7, endDate: '2026-03-09' });
const negative = testRow({ id: 8, productName: 'Hyrrabatt', price: -10, endDate: '2026-04-30' });
const notStarted = testRow({ id: 9, productName: 'Hyrbox', startDate: today, endDate: '2026-04-30' });
const open = testRow({ id: 10, productName: 'Hyrbox' });
/** Ends in the window but the address no longer offers it. */
const notOffered = testRow({
  id: 11,
  productNumber: 'BAS100',
  productName: 'Bredband 100/100',
  endDate: '2026-04-30',
});
const context = testContext([
  endingBroadband,
  hireBox,
  sibling,
  otherCard,
  loan,
  tooLate,
  passed,
  negative,
  notStarted,
  open,
  notOffered,
]);
/** The address's inventory: Commerce's broadband subscriptions. */
const offered = ['BAS250', 'BAS500'];

describe('continue services', () => {
  it('shows ending services the address still offers or with HYR/LÅN in the name, ending less than 3 months ahead', () => {
    expect(continueServices(context, offered, today).map((row) => row.id)).toEqual([1, 2, 5]);
  });

  it('shows nothing but hire and loan rows when the address offers nothing', () => {
    expect(continueServices(context, [], today).map((row) => row.id)).toEqual([2, 5]);
  });

  it('hides a service that was continued already', () => {
    const continued = testRow({
      id: 12,
      productNumber: 'BAS250',
      productName: 'Bredband 250/250',
      startDate: '2026-05-01',
    });
    expect(continueServices(testContext([endingBroadband, continued]), offered, today)).toEqual([]);
  });

  it('hides a paused service: its return is already on the agreement', () => {
    const returning = testRow({ ...endingBroadband, id: 13, startDate: '2026-08-01', endDate: null });
    expect(continueServices(testContext([endingBroadband, returning]), offered, today)).toEqual([]);
  });

  it('lists an offered service exactly when it ends from today to less than 3 months ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 120 }), (days) => {
        const endDate = addDays(today, days);
        const row = testRow({ id: 1, endDate });
        const listed = continueServices(testContext([row]), offered, today).length === 1;
        expect(listed).toBe(endDate >= today && endDate < addMonths(today, CONTINUE.windowMonths));
      }),
    );
  });

  it('shows hire and loan hardware, but no other hardware, card or add-on, even where the address offers it', () => {
    const card = catalogueRow('CGKORT', { id: 20, card: 3, endDate: '2026-03-31' });
    const addOn = catalogueRow('PLAYPLUS', { id: 21, endDate: '2026-03-31' });
    const hireRouter = catalogueRow('BRED009', { id: 22, endDate: '2026-03-31' });
    expect([hireBox.type, hireRouter.type, card.type, addOn.type]).toEqual([
      'HARDWARE',
      'HARDWARE',
      'CARD',
      'ADDON',
    ]);
    const rows = testContext([hireBox, card, addOn, hireRouter]);
    expect(continueServices(rows, ['CGKORT', 'PLAYPLUS'], today).map((row) => row.id)).toEqual([2, 22]);
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

describe('the 3-day check', () => {
  const row = (endDate: string, category = 'TV') => testRow({ id: 1, endDate, category });

  it('blocks a selection with a service ending within 3 days, except Playtjänster and Digitala tjänster', () => {
    expect(isBlockedSelection([row('2026-03-13')], today)).toBe(true);
    expect(isBlockedSelection([row('2026-03-14')], today)).toBe(false);
    expect(isBlockedSelection([row('2026-03-10', 'Playtjänster')], today)).toBe(false);
    expect(isBlockedSelection([row('2026-03-10', 'Digitala tjänster')], today)).toBe(false);
  });

  it('blocks exactly when some non-exempt selected service ends at most 3 days ahead', () => {
    const categories = fc.constantFrom('TV', 'Bredband', 'Playtjänster', 'Digitala tjänster');
    const rows = fc.array(fc.tuple(fc.integer({ min: 0, max: 90 }), categories), { maxLength: 6 });
    fc.assert(
      fc.property(rows, (picked) => {
        const selected = picked.map(([days, category]) => row(addDays(today, days), category));
        const expected = picked.some(
          ([days, category]) => days <= 3 && category !== 'Playtjänster' && category !== 'Digitala tjänster',
        );
        expect(isBlockedSelection(selected, today)).toBe(expected);
      }),
    );
  });
});

describe('the new price', () => {
  const { BAS250, FORETAGBB } = REFERENCE_PRODUCTS;

  it("is the higher of the list price of the customer's price group and the current price", () => {
    // Bredband 250/250: 399 kr private (group 1), 319,20 kr business (group 2).
    expect(continuePrice({ price: 379 }, BAS250, 'PRIVATE')).toBe(399);
    expect(continuePrice({ price: 379 }, BAS250, 'BUSINESS')).toBe(379);
    expect(continuePrice({ price: 299 }, BAS250, 'BUSINESS')).toBe(319.2);
    // Företagsbredband at the private list price 795 on a business customer's row stays at 795 (636 business).
    expect(continuePrice({ price: 795 }, FORETAGBB, 'BUSINESS')).toBe(795);
    // No list price in the customer's group, or no product: the current price.
    const privateOnly = { ...BAS250, prices: BAS250.prices.filter((price) => price.priceGroup === 1) };
    expect(continuePrice({ price: 299 }, privateOnly, 'BUSINESS')).toBe(299);
    expect(continuePrice({ price: 379 }, undefined, 'PRIVATE')).toBe(379);
  });

  it("is max(list price of the customer's group, current price) for any catalogue product and price", () => {
    const money = fc.integer({ min: 0, max: 100_000 }).map((ore) => ore / 100);
    const products = fc.constantFrom(...Object.values(REFERENCE_PRODUCTS));
    const customerTypes = fc.constantFrom('PRIVATE' as const, 'BUSINESS' as const);
    fc.assert(
      fc.property(products, money, customerTypes, (product, current, customerType) => {
        const group = customerType === 'BUSINESS' ? 2 : 1;
        const list = product.prices.find((price) => price.priceGroup === group)!.salePrice;
        const price = continuePrice({ price: current }, product, customerType);
        expect(price).toBe(Math.max(list, current));
        expect(price).toBeGreaterThanOrEqual(current);
      }),
    );
  });
});
