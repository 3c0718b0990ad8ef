import { z } from 'zod';
import { isRealDay } from '../../../dates.ts';
import { dbId, plainText } from '../../../input/safe-input.ts';
import { CHANNEL_SCHEDULE_TEXTS, channelScheduleProblem } from '../../channel-schedule.ts';
import { type DependentRowsContext, withDependentRows } from '../dependent-rows/dependent-rows.ts';
import { keepRowsChoice } from '../dependent-rows/keep-rows.ts';
import {
  type OperationPlan,
  operationPlan,
  type PlannedRowCancel,
  type PlannedRowDates,
  type PlanOutcome,
  RefusalList,
} from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';
import { bindingEndDate, isBoundRow } from './binding.ts';
import {
  type DateFieldRule,
  EDIT_ROW_DATES_TEXTS,
  endDateFrozenUntil,
  rowDateRules,
} from './row-date-rules.ts';

/** The row and its new dates as the pickers hold them; '' is no date (left as it is on a row without one). */
export const editRowDatesChoicesSchema = z.object({
  rowId: dbId(EDIT_ROW_DATES_TEXTS.rowMissing),
  startDate: plainText(10),
  endDate: plainText(10),
  ...keepRowsChoice,
});

export type EditRowDatesChoices = z.infer<typeof editRowDatesChoicesSchema>;

/** The choices that leave a row as it is: the form's initial values and what Reset goes back to. */
export function currentRowDates(
  row: Pick<OperationRow, 'id' | 'startDate' | 'endDate'>,
): EditRowDatesChoices {
  return { rowId: row.id, startDate: row.startDate ?? '', endDate: row.endDate ?? '' };
}

/**
 * Why a changed day is refused, or null: a locked field its lock reason; a passed or too near day (`tooNearUntil`
 * and before) 'Kolla med Affärsstöd ...'; a day outside an additional row's period the period text.
 */
function changedDayRefusal(
  day: string | null,
  rule: DateFieldRule,
  tooNearUntil: string,
  invalid: string,
): string | null {
  if (!rule.editable) return rule.lockedReason;
  if (day === null || !isRealDay(day)) return invalid;
  if (day <= tooNearUntil) return EDIT_ROW_DATES_TEXTS.checkWithBusinessSupport;
  if (day < rule.min || (rule.max !== null && day > rule.max)) return EDIT_ROW_DATES_TEXTS.outsideRowPeriod;
  return null;
}

/**
 * Why the new dates of a channel row are refused, or null: its package's channels must keep the package's rule on
 * every day from today on (at most its selectable count, no channel twice), as 'Kanaler' requires
 * (channelScheduleProblem); a channel moved earlier or later could otherwise run beside the one it replaces.
 */
function channelScheduleRefusal(
  context: DependentRowsContext,
  row: OperationRow,
  parent: OperationRow | undefined,
  dates: { startDate: string | null; endDate: string | null },
  today: string,
): string | null {
  const rule = parent && context.products[parent.productNumber]?.channelPackage;
  if (!parent || !rule?.channels.includes(row.productNumber)) return null;
  const channels = context.agreement.rows.filter(
    (candidate) => candidate.parentRowId === parent.id && rule.channels.includes(candidate.productNumber),
  );
  const problem = channelScheduleProblem(
    channels.map((channel) => (channel.id === row.id ? { ...channel, ...dates } : channel)),
    rule.selectableChannelCount,
    today,
  );
  // A package that already breaks the rule the same way is not this change's doing.
  const before = channelScheduleProblem(channels, rule.selectableChannelCount, today);
  if (!problem || (before && JSON.stringify(before) === JSON.stringify(problem))) return null;
  return problem.kind === 'LIMIT'
    ? CHANNEL_SCHEDULE_TEXTS.limit(problem)
    : CHANNEL_SCHEDULE_TEXTS.duplicate(row.productName, problem.day);
}

/**
 * What the row's sub-rows (its discounts, channels, free channel) must do so none runs outside the row's new
 * period: one that would run after the new end ends with it (or, not started by then, is cancelled); one that
 * starts before the new start starts with it. Sub-rows already ended before today are history and stay.
 */
function subRowsFollow(
  rows: readonly OperationRow[],
  row: OperationRow,
  period: { startDate: string | null; endDate: string | null },
  today: string,
): { changes: PlannedRowDates[]; cancels: PlannedRowCancel[] } {
  const changes: PlannedRowDates[] = [];
  const cancels: PlannedRowCancel[] = [];
  for (const subRow of rows) {
    if (subRow.parentRowId !== row.id || (subRow.endDate !== null && subRow.endDate < today)) continue;
    let { startDate, endDate } = subRow;
    if (period.endDate !== null && (endDate === null || endDate > period.endDate)) endDate = period.endDate;
    if (period.startDate !== null && startDate !== null && startDate < period.startDate)
      startDate = period.startDate;
    if (startDate !== null && endDate !== null && endDate < startDate) {
      cancels.push({ rowId: subRow.id, productName: subRow.productName, startDate });
    } else if (startDate !== subRow.startDate || endDate !== subRow.endDate) {
      changes.push({
        rowId: subRow.id,
        productName: subRow.productName,
        startDate,
        endDate,
        boundUntil: subRow.boundUntil,
      });
    }
  }
  return { changes, cancels };
}

/**
 * The plan of a change of one row's dates (document 2 "Edit dates" and "Change date on additional row"): the new
 * start and end, and, when a bound row gets a new start, its bound-until date recomputed from the binding months;
 * its sub-rows kept inside the new period (subRowsFollow), so a discount never runs without its campaign row.
 */
export function planEditRowDates(
  context: DependentRowsContext & { agreement: { agreementNumber: number; rows: OperationRow[] } },
  choices: EditRowDatesChoices,
  today: string,
): PlanOutcome {
  const refusals = new RefusalList();
  const row = context.agreement.rows.find((candidate) => candidate.id === choices.rowId);
  if (!row) return { ok: false, refusals: { '': [EDIT_ROW_DATES_TEXTS.rowMissing] } };
  const startDate = choices.startDate || null;
  const endDate = choices.endDate || null;
  const startChanged = startDate !== row.startDate;
  const endChanged = endDate !== row.endDate;
  const rules = rowDateRules(row, today);
  const startRefusal =
    startChanged && changedDayRefusal(startDate, rules.start, today, EDIT_ROW_DATES_TEXTS.invalidStart);
  if (startRefusal) refusals.add('startDate', startRefusal);
  const endRefusal =
    endChanged &&
    changedDayRefusal(endDate, rules.end, endDateFrozenUntil(row, today), EDIT_ROW_DATES_TEXTS.invalidEnd);
  if (endRefusal) refusals.add('endDate', endRefusal);
  if (!startRefusal && !endRefusal && startDate && endDate && endDate < startDate) {
    if (endChanged) refusals.add('endDate', EDIT_ROW_DATES_TEXTS.endBeforeStart);
    else refusals.add('startDate', EDIT_ROW_DATES_TEXTS.startAfterEnd);
  }
  if (!startChanged && !endChanged) refusals.add('', EDIT_ROW_DATES_TEXTS.nothingChanged);
  // A sub-row (a discount, a channel) stays inside its main row's period: it never runs without it.
  const parent = context.agreement.rows.find((candidate) => candidate.id === row.parentRowId);
  if (
    parent &&
    !startRefusal &&
    startChanged &&
    startDate &&
    parent.startDate &&
    startDate < parent.startDate
  )
    refusals.add('startDate', EDIT_ROW_DATES_TEXTS.beforeMainRow(parent.startDate));
  if (parent && !endRefusal && endChanged && parent.endDate && (endDate === null || endDate > parent.endDate))
    refusals.add('endDate', EDIT_ROW_DATES_TEXTS.afterMainRow(parent.endDate));
  if (refusals.empty) {
    const channelRefusal = channelScheduleRefusal(context, row, parent, { startDate, endDate }, today);
    if (channelRefusal) refusals.add(startChanged ? 'startDate' : 'endDate', channelRefusal);
  }

  const outcome = refusals.outcome((): OperationPlan => {
    const boundUntil =
      startChanged && startDate && isBoundRow(row)
        ? bindingEndDate(startDate, row.bindingMonths)
        : row.boundUntil;
    const subRows = subRowsFollow(context.agreement.rows, row, { startDate, endDate }, today);
    return operationPlan({
      operation: 'editRowDates',
      agreementNumber: context.agreement.agreementNumber,
      changeRowDates: [
        { rowId: row.id, productName: row.productName, startDate, endDate, boundUntil },
        ...subRows.changes,
      ],
      cancelRows: subRows.cancels,
      details: {
        rowId: row.id,
        previousStartDate: row.startDate,
        previousEndDate: row.endDate,
        previousBoundUntil: row.boundUntil,
      },
    });
  });
  return withDependentRows(outcome, context, today, choices.keepRows, new Set([choices.rowId]));
}
