import type { PlannedRow } from './plan.ts';
import type { OperationRow } from './snapshot.ts';

/**
 * Row families (avtalsradHuvudrad, issue 18): a sub-row (a package's channel, its FRI045, a campaign's discount)
 * goes wherever its parent goes and never becomes a top-level row.
 */

/** The rows with `ids`, together with every sub-row of them at any depth, in the agreement's order. */
export function withSubRows(rows: readonly OperationRow[], ids: Iterable<number>): OperationRow[] {
  const chosen = new Set(ids);
  const family = new Set(rows.filter((row) => chosen.has(row.id)).map((row) => row.id));
  let grown = true;
  while (grown) {
    grown = false;
    for (const row of rows) {
      if (row.parentRowId !== null && family.has(row.parentRowId) && !family.has(row.id)) {
        family.add(row.id);
        grown = true;
      }
    }
  }
  return rows.filter((row) => family.has(row.id));
}

/**
 * Rows written again as new rows (on another agreement, or for another holder) with their families kept: each
 * parent before its sub-rows and each sub-row under its parent's copy (`parent: { newRowIndex }`). A sub-row whose
 * parent is not among `rows` is left out: it never runs on its own. `copy` makes the new row of one row.
 */
export function copyFamilies(
  rows: readonly OperationRow[],
  copy: (row: OperationRow) => PlannedRow,
): { rows: PlannedRow[]; sources: OperationRow[] } {
  const planned: PlannedRow[] = [];
  const sources: OperationRow[] = [];
  const add = (row: OperationRow, parentIndex: number | null) => {
    const index = planned.length;
    planned.push(parentIndex === null ? copy(row) : { ...copy(row), parent: { newRowIndex: parentIndex } });
    sources.push(row);
    for (const child of rows) if (child.parentRowId === row.id) add(child, index);
  };
  for (const row of rows) if (row.parentRowId === null) add(row, null);
  return { rows: planned, sources };
}
