import {
  addDays,
  dependentKindOf,
  endedWith,
  isOneOff,
  type OperationKind,
  type OperationRow,
  runsOn,
  serviceKindOf,
} from '@sappis/shared';
import type { Invariant } from './invariants.ts';

/**
 * The operations of 'Följer med tjänsten': those that end with the shared rule withDependentRows (issue 26 item 1),
 * and continue (what ended with a service comes back with it, never on its own).
 */
const RULED: ReadonlySet<OperationKind> = new Set([
  'continue',
  'terminate',
  'regret',
  'terminateDeceased',
  'pause',
  'editRowDates',
  'transferService',
  'move',
]);

/** Every day after `today` on which what runs can change: each start, end and day after an end. */
function daysAfter(rows: readonly OperationRow[], today: string): string[] {
  const days = rows.flatMap((row) => [row.startDate, row.endDate, row.endDate && addDays(row.endDate, 1)]);
  return [...new Set(days)].filter((day): day is string => day !== null && day > today).sort();
}

/**
 * (11) After an operation of the rule, no hardware, card or add-on bills on a day after today when no main service of
 * its kind runs on the agreement (a kind the agreement has a service of at all), unless the agent kept it (its
 * reason given in the operation's preview, also for a row dated past its service with 'Ändra datum'), or kept it in an earlier
 * operation (`keptWithoutService`) and the day had no service of its kind before this operation either: an operation
 * acts on a kept row only for the days it leaves without a service.
 */
export const dependentsFollowService: Invariant = ({ applied, agreement, today }) => {
  if (!applied || !RULED.has(applied.plan.operation)) return [];
  const { products } = applied.context;
  const kept = new Set(
    (applied.plan.dependentRows ?? []).filter((row) => row.keptReason !== null).map((row) => row.rowId),
  );
  const kinds = new Set(
    agreement.rows.map((row) => serviceKindOf(row, products)).filter((kind) => kind !== null),
  );
  const before = applied.context.agreement.rows;
  const keptEarlier = (row: OperationRow, kind: string, day: string) =>
    Boolean(row.keptWithoutService) &&
    !before.some((service) => serviceKindOf(service, products) === kind && runsOn(service, day));
  const violations: string[] = [];
  for (const row of agreement.rows) {
    const kind = dependentKindOf(row, products);
    if (kind === null || !kinds.has(kind) || kept.has(row.id)) continue;
    const day = daysAfter(agreement.rows, today).find(
      (candidate) =>
        runsOn(row, candidate) &&
        row.price !== 0 &&
        !keptEarlier(row, kind, candidate) &&
        !agreement.rows.some(
          (service) => serviceKindOf(service, products) === kind && runsOn(service, candidate),
        ),
    );
    if (day)
      violations.push(`row ${row.id} (${row.productNumber}) bills on ${day} without a ${kind} service`);
  }
  return violations;
};

/**
 * (12) Every one-off fee still to be invoiced belongs to something that happens: a pause fee (PAUS, on the pause's
 * first day) to a pause some service comes back from (a main service ends the day before it and the same product
 * starts again later).
 */
export const feesBelongToSomething: Invariant = ({ applied, agreement, today }) => {
  if (!applied || !RULED.has(applied.plan.operation)) return [];
  const mains = agreement.rows.filter(
    (row) => row.type === 'SERVICE' && row.parentRowId === null && !isOneOff(row),
  );
  return agreement.rows
    .filter(
      (fee) =>
        fee.productNumber === 'PAUS' &&
        fee.startDate !== null &&
        fee.startDate >= today &&
        (fee.invoicedUntil === null || fee.invoicedUntil < fee.startDate),
    )
    .filter((fee) => {
      const lastDay = addDays(fee.startDate as string, -1);
      return !mains.some(
        (paused) =>
          paused.endDate === lastDay &&
          mains.some(
            (back) =>
              back.productNumber === paused.productNumber &&
              back.startDate !== null &&
              back.startDate > lastDay &&
              (back.endDate === null || back.endDate >= back.startDate),
          ),
      );
    })
    .map((fee) => `pause fee row ${fee.id} on ${fee.startDate} belongs to no pause that happens`);
};

/**
 * (13) After a continue, every hardware, card and add-on that ended with a continued service (endedWith: same kind,
 * same last day, no service of its kind after it) runs again from the day after, unless the agent unticked it.
 */
export const followersContinue: Invariant = ({ applied, agreement }) => {
  if (applied?.plan.operation !== 'continue') return [];
  const { rows } = applied.context.agreement;
  const { products } = applied.context;
  const continued = new Set(applied.plan.newRows.map((row) => row.sourceRowId));
  const unticked = new Set(
    (applied.plan.dependentRows ?? []).filter((row) => row.keptReason !== null).map((row) => row.rowId),
  );
  const services = rows.filter((row) => continued.has(row.id));
  return rows
    .filter(
      (row) =>
        !continued.has(row.id) &&
        !unticked.has(row.id) &&
        services.some((service) => endedWith(row, service, rows, products)),
    )
    .filter(
      (row) =>
        !agreement.rows.some(
          (after) =>
            after.productNumber === row.productNumber &&
            after.card === row.card &&
            after.startDate === addDays(row.endDate as string, 1),
        ),
    )
    .map((row) => `row ${row.id} (${row.productNumber}) ended with a continued service and stays ended`);
};

/** The operations that write an agreement's rows again as new rows (for another agreement or holder, or continued). */
const COPYING: ReadonlySet<OperationKind> = new Set(['move', 'transferService', 'assignment', 'continue']);

/**
 * (14) A row the agent kept without its service stays kept on the rows a move, a transfer, an assignment or a
 * continue writes it again as: the new row holds the same keep (keptWithoutService), so later operations leave it as
 * decided.
 */
export const keepsTravel: Invariant = ({ applied, agreement }) => {
  if (!applied || !COPYING.has(applied.plan.operation)) return [];
  const sources = new Map(applied.context.agreement.rows.map((row) => [row.id, row]));
  const written = new Map(
    [...agreement.rows, ...(applied.target?.rowsAfter ?? [])].map((row) => [row.id, row]),
  );
  // The server creates the plan's new rows, then its target's, in plan order (applyPlan).
  const planned = [...applied.plan.newRows, ...(applied.plan.target?.rows ?? [])];
  return planned.flatMap((row, index) => {
    const source = sources.get(row.sourceRowId as number);
    const created = written.get(applied.result.createdRowIds[index] as number);
    if (!source?.keptWithoutService || !created) return [];
    return created.keptWithoutService === source.keptWithoutService
      ? []
      : [`row ${created.id} (${created.productNumber}) written from kept row ${source.id} is not kept`];
  });
};
