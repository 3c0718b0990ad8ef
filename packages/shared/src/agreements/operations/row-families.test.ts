import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyFamilies, withSubRows } from './row-families.ts';
import type { OperationRow } from './snapshot.ts';
import { testRow } from './testing/operation-context.ts';
import { plannedParentsOf, tvFamilyRows } from './testing/tv-families.ts';

const copy = (row: OperationRow) => ({
  productNumber: row.productNumber,
  productName: row.productName,
  type: row.type,
  price: row.price,
  priceList: row.priceList,
  invoiceCode: row.invoiceCode,
  quantity: row.quantity,
  startDate: '2026-12-01',
  endDate: null,
  card: row.card,
  category: row.category,
  sourceRowId: row.id,
});

/** A forest of rows in any order: each row's parent is an earlier-numbered row, or none. */
const forest = fc
  .array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 14 })
  .chain((parents) =>
    fc.shuffledSubarray(
      parents.map((parent, index) =>
        testRow({ id: index + 1, parentRowId: parent === null || index === 0 ? null : (parent % index) + 1 }),
      ),
      { minLength: 0 },
    ),
  );

describe('copyFamilies', () => {
  it('puts each copied sub-row under the copy of its parent, after it, and copies no sub-row without its parent', () => {
    fc.assert(
      fc.property(forest, (rows) => {
        const { rows: planned, sources } = copyFamilies(rows, copy);
        const ids = new Set(rows.map((row) => row.id));
        // Copied: exactly the rows whose every ancestor is among `rows` up to a top-level row.
        const rooted = (row: OperationRow): boolean =>
          row.parentRowId === null ||
          (ids.has(row.parentRowId) &&
            rooted(rows.find((item) => item.id === row.parentRowId) as OperationRow));
        expect(sources.map((row) => row.id).sort()).toEqual(
          rows
            .filter(rooted)
            .map((row) => row.id)
            .sort(),
        );
        planned.forEach((row, index) => {
          const source = sources[index] as OperationRow;
          expect(row.sourceRowId).toBe(source.id);
          if (source.parentRowId === null) expect(row.parent).toBeUndefined();
          else {
            const parent = row.parent as { newRowIndex: number };
            expect(parent.newRowIndex).toBeLessThan(index);
            expect(sources[parent.newRowIndex]?.id).toBe(source.parentRowId);
          }
        });
      }),
    );
  });

  it('keeps Sappa Start with its Fri kanal and Sappa Mix 10 with its channels and discount', () => {
    const { rows } = copyFamilies(tvFamilyRows(), copy);
    expect(plannedParentsOf(rows)).toEqual([
      { sourceRowId: 10, parentSourceRowId: null },
      { sourceRowId: 11, parentSourceRowId: 10 },
      { sourceRowId: 20, parentSourceRowId: null },
      ...[21, 22, 23, 24, 25].map((id) => ({ sourceRowId: id, parentSourceRowId: 20 })),
      { sourceRowId: 30, parentSourceRowId: null },
      { sourceRowId: 31, parentSourceRowId: 30 },
    ]);
    // The discount without its campaign row does not go.
    const orphan = tvFamilyRows().filter((row) => row.id !== 30);
    expect(copyFamilies(orphan, copy).rows.map((row) => row.sourceRowId)).not.toContain(31);
  });
});

describe('withSubRows', () => {
  it('adds every sub-row of the chosen rows at any depth, and only those', () => {
    fc.assert(
      fc.property(forest, fc.array(fc.integer({ min: 1, max: 14 })), (rows, chosen) => {
        const family = new Set(withSubRows(rows, chosen).map((row) => row.id));
        for (const row of rows) {
          const inFamily =
            chosen.includes(row.id) || (row.parentRowId !== null && family.has(row.parentRowId));
          expect(family.has(row.id)).toBe(inFamily);
        }
      }),
    );
  });
});
