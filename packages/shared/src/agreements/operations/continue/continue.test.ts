import { describe, expect, it } from 'vitest';
import { testContext, testHandler, testProduct, testRow } from '../testing/operation-context.ts';
import { CONTINUE_TEXTS, planContinue } from './continue.ts';

const today = '2026-03-10';
const tv = testRow({
  id: 1,
  productNumber: 'TVSTART',
  productName: 'Sappa Start',
  price: 179,
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
  productName: 'Hyr Play',
  category: 'Playtjänster',
  endDate: '2026-03-11',
});
const products = [
  testProduct('TVSTART', 'Sappa Start', [[1, 199]]),
  testProduct('BOX015', 'Hyrbox HD', [[1, 25]]),
];
const context = testContext([tv, hireBox, sibling, play], { inventory: ['TVSTART'], products });

const plan = (rowIds: number[], sendConfirmation = false) => {
  const outcome = planContinue(context, { rowIds, sendConfirmation }, today, testHandler);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan;
};

describe('planContinue', () => {
  it('creates rows from the day after the end at the higher price, case 309 in group 42 status 2', () => {
    const result = plan([1], true);
    expect(result.newRows).toEqual([
      expect.objectContaining({
        productNumber: 'TVSTART',
        price: 199,
        startDate: '2026-05-01',
        endDate: null,
        sourceRowId: 1,
      }),
    ]);
    expect(result.endRows).toEqual([]);
    expect(result.cases[0]).toMatchObject({ typeId: 309, ownerGroupId: 42, status: 'IN_PROGRESS' });
    expect(result.emails).toHaveLength(1);
  });

  it('brings a hire row sibling and sends the case to group 84 status 1 when a service ends within 3 days', () => {
    const result = plan([2]);
    expect(result.newRows.map((row) => [row.productNumber, row.price, row.startDate])).toEqual([
      ['BOX015', 29, '2026-03-13'],
      ['30000', 0, '2026-03-13'],
    ]);
    expect(result.cases[0]).toMatchObject({ ownerGroupId: 84, status: 'NOT_STARTED' });
  });

  it('sends a Playtjänster row ending within 3 days to group 84 too (only the warning exempts it)', () => {
    expect(plan([4]).cases[0]).toMatchObject({ ownerGroupId: 84, status: 'NOT_STARTED' });
  });

  it('refuses rows that are not shown and an empty selection', () => {
    const refused = planContinue(context, { rowIds: [3], sendConfirmation: false }, today, testHandler);
    expect(refused).toEqual({
      ok: false,
      refusals: { rowIds: [CONTINUE_TEXTS.notContinuable('Serviceavgift')] },
    });
    const empty = planContinue(context, { rowIds: [], sendConfirmation: false }, today, testHandler);
    expect(empty).toEqual({ ok: false, refusals: { rowIds: [CONTINUE_TEXTS.noServices] } });
  });
});
