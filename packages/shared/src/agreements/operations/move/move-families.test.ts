import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testMoveCheck } from '../testing/move-check.ts';
import { testContext, testHandler } from '../testing/operation-context.ts';
import { plannedParentsOf, tvFamilyRows } from '../testing/tv-families.ts';
import { type MoveChoices, planMove } from './move.ts';
import type { MoveStatus } from './move-check.ts';

const today = '2026-11-24';
const choices: MoveChoices = {
  addressId: '2000002',
  mainAgreementNumber: 7001,
  moveDate: '2026-12-01',
  updateAddresses: false,
  sendConfirmation: false,
  replacements: [],
};
const check = testMoveCheck;

function movedRows(rows = tvFamilyRows(), move: MoveChoices = choices, statuses: MoveStatus[] = []) {
  const outcome = planMove(testContext(rows), move, check(statuses), today, testHandler);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  // The moving fee is the last row; the services before it.
  return { plan: outcome.plan, rows: outcome.plan.target?.rows.slice(0, -1) ?? [] };
}

describe('planMove keeps row families', () => {
  it('moves Fri kanal under the moved Sappa Start and the Mix 10 channels and discount under the moved Mix 10', () => {
    const { rows } = movedRows();
    expect(plannedParentsOf(rows)).toEqual([
      { sourceRowId: 10, parentSourceRowId: null },
      { sourceRowId: 11, parentSourceRowId: 10 },
      { sourceRowId: 20, parentSourceRowId: null },
      ...[21, 22, 23, 24, 25].map((id) => ({ sourceRowId: id, parentSourceRowId: 20 })),
      { sourceRowId: 30, parentSourceRowId: null },
      { sourceRowId: 31, parentSourceRowId: 30 },
    ]);
    expect(rows[2]).toMatchObject({
      productNumber: 'TVMIX10',
      campaignId: 1,
      campaignPrice: 199.5,
      campaignEndDate: '2027-02-28',
      bindingMonths: 12,
      boundUntil: '2026-05-31',
    });
    expect(rows[7]).toMatchObject({
      productNumber: 'RABATT',
      price: -199.5,
      campaignId: 1,
      endDate: '2027-02-28',
    });
  });

  it('a replaced broadband leaves its campaign and discount behind and keeps its binding', () => {
    const replacement = {
      existingProductName: 'Bredband 250/250',
      existingProductNumber: 'BAS250',
      offers: [{ productName: 'Bredband 500/500', productNumber: 'BASIP500', price: 449, signalCode: null }],
    };
    const { plan, rows } = movedRows(
      tvFamilyRows(),
      { ...choices, replacements: [{ existingProductNumber: 'BAS250', productNumber: 'BASIP500' }] },
      [{ description: 'Bredband behöver en ersättningstjänst.', movable: true, replacement }],
    );
    expect(rows.at(-1)).toMatchObject({
      productNumber: 'BASIP500',
      price: 449,
      campaignId: null,
      campaignPrice: null,
      bindingMonths: 24,
    });
    expect(rows.map((row) => row.sourceRowId)).not.toContain(31);
    expect(plan.endRows.map((end) => end.rowId)).toContain(31);
  });

  it('every moved sub-row goes under the moved copy of its parent; none goes without it (property)', () => {
    const ids = tvFamilyRows().map((row) => row.id);
    fc.assert(
      fc.property(fc.subarray(ids), (endedIds) => {
        // Some rows ended before the move: what is left moves.
        const rows = tvFamilyRows().map((row) =>
          endedIds.includes(row.id) ? { ...row, endDate: '2026-10-31' } : row,
        );
        const planned = movedRows(rows).rows;
        const sources = new Map(rows.map((row) => [row.id, row]));
        for (const { sourceRowId, parentSourceRowId } of plannedParentsOf(planned)) {
          const source = sources.get(sourceRowId as number);
          expect(parentSourceRowId).toBe(source?.parentRowId ?? null);
        }
        // A sub-row of a parent that stays is not moved: it never runs on its own.
        for (const row of rows) {
          const moved = planned.some((item) => item.sourceRowId === row.id);
          const parentMoves =
            row.parentRowId === null || planned.some((item) => item.sourceRowId === row.parentRowId);
          const runs = row.endDate === null || row.endDate >= choices.moveDate;
          expect(moved).toBe(runs && parentMoves);
        }
      }),
    );
  });
});
