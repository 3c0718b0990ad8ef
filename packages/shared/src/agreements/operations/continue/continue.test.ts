import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../dates.ts';
import { testContext, testHandler, testRow } from '../testing/operation-context.ts';
import { REFERENCE_PRODUCTS } from '../testing/reference-products.ts';
import { CONTINUE_TEXTS, planContinue } from './continue.ts';
import { continueServices, isBlockedSelection } from './continue-rules.ts';

const today = '2026-03-10';
const { BAS250, BOX015, FORETAGBB, PLAY } = REFERENCE_PRODUCTS;
/** Bredband 250/250 at last year's price, 379 kr; the list price is 399 kr private. */
const broadband = testRow({
  id: 1,
  productNumber: 'BAS250',
  productName: 'Bredband 250/250',
  price: 379,
  endDate: '2026-04-30',
});
const hireBox = testRow({
  id: 2,
  productNumber: 'BOX015',
  productName: 'Hyrbox HD',
  card: 3,
  price: 29,
  endDate: '2026-03-12',
});
const sibling = testRow({
  id: 3,
  productNumber: '30000',
  productName: 'Serviceavgift',
  card: 3,
  price: 0,
  endDate: '2026-03-12',
});
const play = testRow({
  id: 4,
  productNumber: 'PLAY',
  productName: 'Sappa Play',
  category: 'Playtjänster',
  price: 0,
  endDate: '2026-03-11',
});
const products = [BAS250, BOX015, FORETAGBB, PLAY];
const offered = ['BAS100', 'BAS250', 'BAS500', 'BASIP1000', 'FORETAGBB', 'PLAY'];
const context = testContext([broadband, hireBox, sibling, play], { products });

const plan = (rowIds: number[], sendConfirmation = false, on = context) => {
  const outcome = planContinue(on, offered, { rowIds, sendConfirmation }, today, testHandler);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan;
};

describe('planContinue', () => {
  it('creates rows from the day after the end at the private list price, case 309 in group 42 status 2', () => {
    const result = plan([1], true);
    expect(result.newRows).toEqual([
      expect.objectContaining({
        productNumber: 'BAS250',
        price: 399,
        startDate: '2026-05-01',
        endDate: null,
        sourceRowId: 1,
      }),
    ]);
    expect(result.endRows).toEqual([]);
    expect(result.cases[0]).toMatchObject({ typeId: 309, ownerGroupId: 42, status: 'IN_PROGRESS' });
    expect(result.emails).toHaveLength(1);
  });

  it("prices a business customer's row from price group 2, keeping a higher current price", () => {
    const business = testContext([broadband], { products, customer: { customerType: 'BUSINESS' } });
    // 379 kr against 319,20 kr in price group 2.
    expect(plan([1], false, business).newRows[0]?.price).toBe(379);
  });

  it('brings a hire row sibling and sends the case to group 84 status 1 when a service ends within 3 days', () => {
    const result = plan([2]);
    expect(result.newRows.map((row) => [row.productNumber, row.price, row.startDate])).toEqual([
      ['BOX015', 29, '2026-03-13'],
      ['30000', 0, '2026-03-13'],
    ]);
    expect(result.cases[0]).toMatchObject({ ownerGroupId: 84, status: 'NOT_STARTED' });
  });

  it('keeps a Playtjänster row ending within 3 days in group 42, as it gives no warning', () => {
    expect(plan([4]).cases[0]).toMatchObject({ ownerGroupId: 42, status: 'IN_PROGRESS' });
    expect(plan([4]).details).toMatchObject({ blocked: false });
  });

  it('refuses rows that are not shown, a service the address no longer offers and an empty selection', () => {
    const refused = planContinue(
      context,
      offered,
      { rowIds: [3], sendConfirmation: false },
      today,
      testHandler,
    );
    expect(refused).toEqual({
      ok: false,
      refusals: { rowIds: [CONTINUE_TEXTS.notContinuable('Serviceavgift')] },
    });
    const notOffered = planContinue(
      context,
      [],
      { rowIds: [1], sendConfirmation: false },
      today,
      testHandler,
    );
    expect(notOffered).toEqual({
      ok: false,
      refusals: { rowIds: [CONTINUE_TEXTS.notContinuable('Bredband 250/250')] },
    });
    const empty = planContinue(context, offered, { rowIds: [], sendConfirmation: false }, today, testHandler);
    expect(empty).toEqual({ ok: false, refusals: { rowIds: [CONTINUE_TEXTS.noServices] } });
  });

  it('says the failure around a message once', () => {
    const failure = CONTINUE_TEXTS.failure('Inget svar inom 10 sekunder');
    expect(failure).toBe('Fortsättningen av tjänster kunde inte genomföras: Inget svar inom 10 sekunder');
    expect(CONTINUE_TEXTS.failure(failure)).toBe(failure);
  });
});

describe('planContinue for any ending catalogue services', () => {
  const catalogue = fc.constantFrom(BAS250, FORETAGBB, PLAY);
  const service = fc.record({
    product: catalogue,
    ore: fc.integer({ min: 0, max: 100_000 }),
    endsIn: fc.integer({ min: 0, max: 80 }),
  });
  const services = fc.array(service, { minLength: 1, maxLength: 5 });
  const customerTypes = fc.constantFrom('PRIVATE' as const, 'BUSINESS' as const);

  it("prices every new row at max(list price of the customer's group, current price) and routes the case by the warning's rule", () => {
    fc.assert(
      fc.property(services, customerTypes, (picked, customerType) => {
        const rows = picked.map(({ product, ore, endsIn }, index) =>
          testRow({
            id: index + 1,
            productNumber: product.productNumber,
            productName: product.name,
            category: product.categoryNumber === 10 ? 'Playtjänster' : 'Bredband',
            price: ore / 100,
            endDate: addDays(today, endsIn),
          }),
        );
        const on = testContext(rows, { products, customer: { customerType } });
        const rowIds = continueServices(on, offered, today).map((row) => row.id);
        expect(rowIds).toHaveLength(rows.length);
        const result = plan(rowIds, false, on);
        const group = customerType === 'BUSINESS' ? 2 : 1;
        for (const [index, created] of result.newRows.entries()) {
          const { product, ore } = picked[index]!;
          const list = product.prices.find((price) => price.priceGroup === group)!.salePrice;
          expect(created.price).toBe(Math.max(list, ore / 100));
          expect(created.price).toBeGreaterThanOrEqual(ore / 100);
        }
        const blocked = isBlockedSelection(rows, today);
        expect(result.cases[0]).toMatchObject(
          blocked ? { ownerGroupId: 84, status: 'NOT_STARTED' } : { ownerGroupId: 42, status: 'IN_PROGRESS' },
        );
      }),
    );
  });
});
