import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../testing/property-runs.ts';
import { DEPENDENT_ROWS_TEXTS, dependentRowText } from '../dependent-rows/keep-rows.ts';
import { catalogueProduct, catalogueRow } from '../testing/catalogue.ts';
import { testContext, testHandler } from '../testing/operation-context.ts';
import { planContinue } from './continue.ts';
import { continueServices } from './continue-rules.ts';

const today = '2026-12-07';
const END = '2027-01-31';
const offered = ['BAS100', 'BAS250', 'BAS500', 'BASIP1000', 'FORETAGBB'];

/**
 * 100013 (1000131) as seeded: Bredband 250/250 terminated at last year's price to the end of next month, its hire
 * router and Säker surf ended with it (issue 26); a TV with its hire box runs on.
 */
const rows = [
  catalogueRow('BAS250', { id: 1, price: 379, endDate: END }),
  catalogueRow('BRED009', { id: 2, endDate: END }),
  catalogueRow('SAKERSURF', { id: 3, endDate: END }),
  catalogueRow('TVMIX10', { id: 4 }),
  catalogueRow('BOX015', { id: 5 }),
];
const products = ['BAS250', 'BRED009', 'SAKERSURF', 'TVMIX10', 'BOX015'].map(catalogueProduct);
const context = testContext(rows, { products });

const planned = (keepRows?: { rowId: number; reason: string }[], on = context) => {
  const outcome = planContinue(
    on,
    offered,
    { rowIds: [1], sendConfirmation: false, keepRows },
    today,
    testHandler,
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan;
};

describe('continuing a service brings back what ended with it', () => {
  it('lists the terminated broadband, not its router on its own: alone it would bill without a broadband', () => {
    expect(continueServices(context, offered, today).map((row) => row.productNumber)).toEqual(['BAS250']);
  });

  it("continues the router and Säker surf with the broadband, named in 'Följer med tjänsten' before the agent acts", () => {
    const plan = planned();
    expect(plan.newRows.map((row) => [row.productNumber, row.startDate, row.endDate, row.price])).toEqual([
      ['BAS250', '2027-02-01', null, 399],
      ['BRED009', '2027-02-01', null, 59],
      ['SAKERSURF', '2027-02-01', null, 39],
    ]);
    expect(plan.dependentRows?.map(dependentRowText)).toEqual([
      'Hyrrouter Wi-Fi 6 Mesh fortsätter med tjänsten från 2027-02-01',
      'Säker surf fortsätter med tjänsten från 2027-02-01',
    ]);
  });

  it('leaves an unticked row ended, with the reason the agent must give recorded with the operation', () => {
    const withoutReason = planContinue(
      context,
      offered,
      { rowIds: [1], sendConfirmation: false, keepRows: [{ rowId: 2, reason: ' ' }] },
      today,
      testHandler,
    );
    expect(withoutReason).toEqual({
      ok: false,
      refusals: { keepRows: [DEPENDENT_ROWS_TEXTS.stayEndedRequired('Hyrrouter Wi-Fi 6 Mesh')] },
    });
    const plan = planned([{ rowId: 2, reason: 'Kunden har egen router' }]);
    expect(plan.newRows.map((row) => row.productNumber)).toEqual(['BAS250', 'SAKERSURF']);
    expect(plan.dependentRows?.map(dependentRowText)).toEqual([
      'Hyrrouter Wi-Fi 6 Mesh fortsätter inte: Kunden har egen router',
      'Säker surf fortsätter med tjänsten från 2027-02-01',
    ]);
    expect(plan.details.keptRows).toBe('Hyrrouter Wi-Fi 6 Mesh (rad 2): Kunden har egen router');
  });

  it('brings back nothing that ended on another day, or while another service of its kind ran on', () => {
    const earlier = testContext(
      rows.map((row) => (row.id === 2 ? { ...row, endDate: '2027-01-15' } : row)),
      { products },
    );
    expect(planned(undefined, earlier).newRows.map((row) => row.productNumber)).toEqual([
      'BAS250',
      'SAKERSURF',
    ]);
    const otherBroadband = testContext([...rows, catalogueRow('BAS100', { id: 6 })], { products });
    expect(planned(undefined, otherBroadband).dependentRows).toBeUndefined();
  });

  it('brings back a router kept through a pause whose broadband went to another agreement, around its kept days', () => {
    // Kept through the broadband's March pause, then the broadband was transferred away: the transfer ended the
    // router with it and left its kept March days a row of their own, which is no continuation of it.
    const keep = 'Kunden behåller routern under pausen';
    const transferred = testContext(
      [
        ...rows.map((row) => (row.id === 2 ? { ...row, keptWithoutService: keep } : row)),
        catalogueRow('BRED009', {
          id: 7,
          startDate: '2027-03-01',
          endDate: '2027-03-31',
          keptWithoutService: keep,
        }),
      ],
      { products },
    );
    const routers = planned(undefined, transferred).newRows.filter((row) => row.productNumber === 'BRED009');
    expect(routers.map((row) => [row.startDate, row.endDate, row.keptWithoutService])).toEqual([
      ['2027-02-01', '2027-02-28', keep],
      ['2027-04-01', null, keep],
    ]);
  });

  it('whatever the agent unticks, every row that ended with the broadband continues with it or has a reason (property)', () => {
    fc.assert(
      fc.property(fc.subarray([2, 3]), fc.boolean(), (unticked, surfEnded) => {
        const on = surfEnded
          ? context
          : testContext(
              rows.filter((row) => row.id !== 3),
              { products },
            );
        const keepRows = unticked.map((rowId) => ({ rowId, reason: 'Kunden vill inte' }));
        const plan = planned(keepRows, on);
        const continued = new Set(plan.newRows.map((row) => row.sourceRowId));
        for (const row of on.agreement.rows.filter((item) => item.id === 2 || item.id === 3))
          expect(continued.has(row.id)).toBe(!unticked.includes(row.id));
      }),
      { numRuns: propertyRuns(20, 500) },
    );
  });
});
