import type { BillableRow } from '../../billing/billing-projection.ts';
import { rowsAfterPlan } from '../../billing/rows-after-plan.ts';
import { returningRows } from '../pause/returning-rows.ts';
import type {
  OperationPlan,
  PlannedDependentRow,
  PlannedRow,
  PlannedRowCancel,
  PlannedRowEnd,
  PlanOutcome,
} from '../plan.ts';
import { withSubRows } from '../row-families.ts';
import type { OperationProduct, OperationRow } from '../snapshot.ts';
import { terminationRowEnds } from '../termination/termination-row-ends.ts';
import { coveredPieces, type DayInterval, mergeIntervals, uncoveredPieces } from './day-intervals.ts';
import { carriedKeep, type KeptRow, keepReasonTexts, keptRowsDetail } from './keep-rows.ts';
import { orphanedPauseFees } from './pause-fees.ts';
import { dependentKindOf, type ServiceKind, serviceKindOf } from './service-kinds.ts';

/** What the rule reads: the agreement's rows and the catalogue's products (their categories). */
export interface DependentRowsContext {
  agreement: { rows: readonly OperationRow[] };
  products: Record<string, OperationProduct>;
}

const FOREVER_AGO = '0000-01-01';

/** The days a kind's main services run once the plan is applied, per kind. */
function kindCoverage(
  context: Pick<DependentRowsContext, 'products'>,
  after: readonly BillableRow[],
): Map<ServiceKind, DayInterval[]> {
  const byKind = new Map<ServiceKind, DayInterval[]>();
  for (const row of after) {
    const kind = serviceKindOf(row, context.products);
    if (kind === null || row.startDate === null) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), { start: row.startDate, end: row.endDate }]);
  }
  return byKind;
}

/** The kinds the agreement has (had, or will have) a main service of, before or after the plan. */
function kindsWithService(context: DependentRowsContext, after: readonly BillableRow[]): Set<ServiceKind> {
  const kinds = new Set<ServiceKind>();
  for (const row of [...context.agreement.rows, ...after]) {
    const kind = serviceKindOf(row, context.products);
    if (kind !== null) kinds.add(kind);
  }
  return kinds;
}

interface Orphan {
  row: OperationRow;
  kind: ServiceKind;
  /** The days it may still run: past days, and days a service of its kind runs. */
  pieces: DayInterval[];
  /** The row as it is once the plan is applied (before this rule). */
  after: BillableRow;
  /** The agent dated it itself (`leave`): its first day without a service of its kind; absent: the rule's to end. */
  datedWithoutServiceFrom?: string;
}

/**
 * The days a row the agent kept earlier (`keptWithoutService`, a reason given in an earlier operation) already ran
 * without a service of its kind before this operation: left as the agent decided. Any other row running without
 * one (data from before the rule) is the rule's to end.
 */
function keptBefore(
  row: OperationRow,
  kind: ServiceKind,
  before: Map<ServiceKind, DayInterval[]>,
): DayInterval[] {
  if (!row.keptWithoutService || row.startDate === null) return [];
  return uncoveredPieces({ start: row.startDate, end: row.endDate }, mergeIntervals(before.get(kind) ?? []));
}

/**
 * Main hardware, card and add-on rows that bill on a day after today when no main service of their kind runs, once
 * the plan is applied; the days a row kept earlier already ran without one stay as the agent left them. Today and
 * the past are left as they are. A kind the agreement never has a service of (a hardware-only agreement) is left
 * alone: there is nothing to follow. `dated`: rows the agent dates in the plan itself (marked with their first day
 * without a service).
 */
function orphans(
  context: DependentRowsContext,
  after: readonly BillableRow[],
  today: string,
  dated: ReadonlySet<number>,
): Orphan[] {
  const coverage = kindCoverage(context, after);
  const coverageBefore = kindCoverage(context, context.agreement.rows);
  const kinds = kindsWithService(context, after);
  const afterById = new Map(after.map((row) => [row.id, row]));
  const found: Orphan[] = [];
  for (const row of context.agreement.rows) {
    const kind = dependentKindOf(row, context.products);
    const now = afterById.get(row.id);
    if (kind === null || !kinds.has(kind) || !now || now.startDate === null) continue;
    if (now.endDate !== null && (now.endDate <= today || now.endDate < now.startDate)) continue;
    const covered = mergeIntervals([
      ...(coverage.get(kind) ?? []),
      { start: FOREVER_AGO, end: today },
      ...keptBefore(row, kind, coverageBefore),
    ]);
    const period = { start: now.startDate, end: now.endDate };
    const pieces = coveredPieces(period, covered);
    const whole = pieces.length === 1 && pieces[0]?.start === now.startDate && pieces[0]?.end === now.endDate;
    if (whole) continue;
    const from = uncoveredPieces(period, covered)[0]?.start;
    found.push({
      row,
      kind,
      pieces,
      after: now,
      ...(dated.has(row.id) && from ? { datedWithoutServiceFrom: from } : {}),
    });
  }
  return found;
}

/** The returning rows of `row` and its running sub-rows from `piece.start`, through `piece.end`. */
function returnRows(
  rows: readonly OperationRow[],
  after: ReadonlyMap<number, BillableRow>,
  row: OperationRow,
  piece: DayInterval,
  firstIndex: number,
): PlannedRow[] {
  const family = withSubRows(rows, [row.id]).flatMap((member) => {
    const now = after.get(member.id);
    return now ? [{ ...member, startDate: now.startDate, endDate: now.endDate }] : [];
  });
  const clip = (end: string | null) =>
    piece.end === null || (end !== null && end < piece.end) ? end : piece.end;
  return returningRows(family, piece.start, firstIndex).map((planned, index) =>
    index === 0
      ? { ...planned, ...carriedKeep(row), endDate: piece.end }
      : { ...planned, endDate: clip(planned.endDate) },
  );
}

/** The rows after the plan with their category texts (a new row's from the plan), for a product the catalogue lacks. */
function withCategories(
  rows: readonly OperationRow[],
  plan: OperationPlan,
  after: readonly BillableRow[],
): (BillableRow & { category?: string })[] {
  const categories = new Map([
    ...rows.map((row): [number, string] => [row.id, row.category]),
    ...plan.newRows.map((row, index): [number, string] => [-1 - index, row.category]),
  ]);
  return after.map((row) => {
    const category = categories.get(row.id);
    return category === undefined ? row : { ...row, category };
  });
}

/** Adds the rule's ends to the plan's: a row ended twice keeps the earlier day; a cancelled row ends no more. */
function mergeEnds(
  ends: readonly PlannedRowEnd[],
  added: readonly PlannedRowEnd[],
  cancelled: ReadonlySet<number>,
): PlannedRowEnd[] {
  const merged = new Map(ends.map((end) => [end.rowId, end]));
  for (const end of added) {
    const known = merged.get(end.rowId);
    if (!known || end.endDate < known.endDate)
      merged.set(end.rowId, known ? { ...end, ...prior(known) } : end);
  }
  return [...merged.values()].filter((end) => !cancelled.has(end.rowId));
}
const uniqueCancels = (cancels: readonly PlannedRowCancel[]) =>
  cancels.filter((cancel, index) => cancels.findIndex((other) => other.rowId === cancel.rowId) === index);
const prior = (end: PlannedRowEnd) => (end.previousEndDate ? { previousEndDate: end.previousEndDate } : {});

/**
 * Nothing bills for a service the customer no longer has (issue 26 items 1 and 2), the one rule every agreement
 * operation's plan ends with: the hardware, program cards and add-ons that would run on a day without a main service
 * of their kind (TV 0, 2, 14 with Playtjänster; Bredband 3 with Digitala tjänster; Fast telefoni 4) once the plan is
 * applied end (with their sub-rows) on their service's last day, and return with it (a pause: a new row from the
 * day the services return); one that would only start then is removed. The agent may keep a row (`keepRows`, a
 * reason required): it runs on, and the reason is recorded, on the row too (`keptWithoutService`): an operation acts
 * on a kept row only for the days it itself leaves without a service, never for the days the agent kept it. A pause
 * fee whose pause no longer happens is removed too. `dated`: rows the agent dates in the operation itself (the row
 * edited with 'Ändra datum'): the rule never overrides those dates; one they leave billing without a service of its
 * kind is kept by them, listed with its first such day, and needs the agent's reason like an untick, so later
 * operations leave it as decided. A refusal for a missing reason still names the dependent rows, for the form.
 */
export function withDependentRows(
  outcome: PlanOutcome,
  context: DependentRowsContext,
  today: string,
  keepRows: readonly KeptRow[] = [],
  dated: ReadonlySet<number> = new Set(),
): PlanOutcome {
  if (!outcome.ok) return outcome;
  const { plan } = outcome;
  const { rows } = context.agreement;
  const after = withCategories(rows, plan, rowsAfterPlan(rows, plan));
  const afterById = new Map(after.map((row) => [row.id, row]));
  const kept = new Map(keepRows.map((keep) => [keep.rowId, keep.reason.trim()]));
  const dependents: PlannedDependentRow[] = [];
  const ends: PlannedRowEnd[] = [];
  const cancels: PlannedRowCancel[] = [];
  const newRows: PlannedRow[] = [];
  const refusals: string[] = [];

  for (const orphan of orphans(context, after, today, dated)) {
    const { row, pieces, datedWithoutServiceFrom } = orphan;
    const [first] = pieces;
    const continues = first !== undefined && first.start === orphan.after.startDate;
    const returns = continues ? pieces.slice(1) : pieces;
    // A row the agent dated is kept by its dates: its reason is required, never an untick away.
    const reason = kept.get(row.id) ?? (datedWithoutServiceFrom ? '' : undefined);
    const dependent: PlannedDependentRow = {
      rowId: row.id,
      productName: row.productName,
      kind: orphan.kind,
      endDate: continues ? first.end : null,
      returnDates: returns.map((piece) => piece.start),
      hardware: row.type === 'HARDWARE',
      keptReason: reason ?? null,
      ...(row.startDate !== null && row.startDate > today ? { startsOn: row.startDate } : {}),
      ...(datedWithoutServiceFrom ? { datedWithoutServiceFrom } : {}),
    };
    dependents.push(dependent);
    if (reason !== undefined) {
      if (reason === '') refusals.push(keepReasonTexts(dependent).required(row.productName));
      continue;
    }
    if (continues && first.end !== null) {
      const family = terminationRowEnds({
        rows,
        services: new Map([[row.id, first.end]]),
        agreementDate: null,
        today,
      });
      ends.push(...family.ends);
      cancels.push(...family.cancels);
    } else if (!continues) {
      for (const member of withSubRows(rows, [row.id]))
        if (afterById.has(member.id))
          cancels.push({
            rowId: member.id,
            productName: member.productName,
            startDate: afterById.get(member.id)?.startDate ?? (member.startDate as string),
          });
    }
    for (const piece of returns)
      newRows.push(...returnRows(rows, afterById, row, piece, plan.newRows.length + newRows.length));
  }
  if (refusals.length > 0) return { ok: false, refusals: { keepRows: refusals }, dependentRows: dependents };

  const cancelled = new Set([...plan.cancelRows, ...cancels].map((cancel) => cancel.rowId));
  const ruled: OperationPlan = {
    ...plan,
    endRows: mergeEnds(plan.endRows, ends, cancelled),
    cancelRows: uniqueCancels([...plan.cancelRows, ...cancels]),
    changeRowDates: plan.changeRowDates.filter((change) => !cancelled.has(change.rowId)),
    newRows: [...plan.newRows, ...newRows],
  };
  const fees = orphanedPauseFees(rows, rowsAfterPlan(rows, ruled), today);
  return {
    ok: true,
    plan: {
      ...ruled,
      cancelRows: uniqueCancels([...ruled.cancelRows, ...fees]),
      ...(dependents.length > 0 ? { dependentRows: dependents } : {}),
      details: { ...ruled.details, ...keptRowsDetail(dependents) },
    },
  };
}
