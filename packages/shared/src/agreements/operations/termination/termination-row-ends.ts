import { isOneOff } from '../../billing/billing-projection.ts';
import type { PlannedRowCancel, PlannedRowEnd } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';

export interface TerminationRowEnds {
  ends: PlannedRowEnd[];
  cancels: PlannedRowCancel[];
}

/**
 * Every row a termination ends, and on which day:
 * - each chosen service on its date (`services`; a row already ending earlier keeps its date, one ending later is
 *   moved forward and names its `previousEndDate`);
 * - with every service chosen (`agreementDate`, scope 'avtal'), every other row of the agreement still running
 *   after that day ends on it: hardware, cards, add-ons, rows the panel does not list;
 * - every sub-row (discounts, channels, FRI rows) ends with its main row, on the main row's end date once the
 *   plan has run (or on the operation's date when its main row ended before today and it ran on regardless);
 * - a row that would start after the day it ends never runs: it is cancelled, with its sub-rows, instead of getting
 *   an end date before its start. One-off rows (fees, compensations) are left alone.
 * Rows come in the agreement's row order.
 */
export function terminationRowEnds(args: {
  rows: readonly OperationRow[];
  services: ReadonlyMap<number, string>;
  agreementDate: string | null;
  today: string;
}): TerminationRowEnds {
  const { rows, services, today } = args;
  const children = new Map<number, OperationRow[]>();
  for (const row of rows) {
    if (row.parentRowId === null) continue;
    children.set(row.parentRowId, [...(children.get(row.parentRowId) ?? []), row]);
  }
  const ends = new Map<number, string>();
  const cancelled = new Map<number, string>();
  const visited = new Set<number>();

  const cancel = (row: OperationRow, startDate: string) => {
    visited.add(row.id);
    cancelled.set(row.id, row.startDate ?? startDate);
    for (const child of children.get(row.id) ?? []) cancel(child, row.startDate ?? startDate);
  };
  const end = (row: OperationRow, date: string) => {
    if (visited.has(row.id)) return;
    visited.add(row.id);
    if (isOneOff(row) && !services.has(row.id)) return;
    if (row.startDate !== null && row.startDate > date) {
      cancel(row, row.startDate);
      return;
    }
    const keeps = row.endDate !== null && row.endDate <= date;
    const effective = keeps ? (row.endDate as string) : date;
    if (!keeps || services.has(row.id)) ends.set(row.id, effective);
    const childDate = effective < today ? date : effective;
    for (const child of children.get(row.id) ?? []) end(child, childDate);
  };

  for (const row of rows) {
    const date = services.get(row.id);
    if (date !== undefined) end(row, date);
  }
  if (args.agreementDate !== null) {
    const ids = new Set(rows.map((row) => row.id));
    for (const row of rows) {
      if (row.parentRowId === null || !ids.has(row.parentRowId)) end(row, args.agreementDate);
    }
    // Sub-rows under a main row the plan leaves alone (a one-off) still end with the agreement.
    for (const row of rows) end(row, args.agreementDate);
  }
  const byName = (row: OperationRow) => ({ rowId: row.id, productName: row.productName });
  return {
    ends: rows
      .filter((row) => ends.has(row.id))
      .map((row) => {
        const endDate = ends.get(row.id) as string;
        const moved = row.endDate !== null && endDate < row.endDate;
        return { ...byName(row), endDate, ...(moved ? { previousEndDate: row.endDate as string } : {}) };
      }),
    cancels: rows
      .filter((row) => cancelled.has(row.id))
      .map((row) => ({ ...byName(row), startDate: cancelled.get(row.id) as string })),
  };
}
