import {
  addDays,
  addMonths,
  BILLING_PROJECTION_MONTHS,
  type BillableRow,
  isOneOff,
  monthlyRateOn,
  type OperationRow,
  type PlannedRow,
  projectBilling,
  type RateChange,
  rateChangeDays,
  runsOn,
} from '@sappis/shared';
import { invoiceAddsUp, type ObservedInvoice, shownAsCharged } from './billed-invariants.ts';
import {
  dependentsFollowService,
  feesBelongToSomething,
  followersContinue,
  keepsTravel,
} from './dependent-invariants.ts';
import type { AgreementState } from './observe.ts';
import { provisioningFollowsRows } from './provisioning-invariants.ts';
import type { AppliedOperation, AssignmentWatch, PauseWatch } from './sequence.ts';
import type { ChannelRule } from './world.ts';

/** What the invariants look at after a step. */
export interface Observation {
  today: string;
  agreement: AgreementState;
  /** The operation the step applied, if any. */
  applied: AppliedOperation | null;
  /** The end date of a whole-agreement termination applied earlier in the sequence. */
  terminatedOn: string | null;
  continuedRowIds: ReadonlySet<number>;
  pauseWatch: PauseWatch | null;
  /** The customer number holding the agreement now. */
  holder: number;
  /** The assignments applied to the agreement, in order. */
  assignments: readonly AssignmentWatch[];
  channelRules: ReadonlyMap<string, ChannelRule>;
  /** The agreement's rows as the customer view answers them (the table's data); null: not listed. */
  shownRows: readonly BillableRow[] | null;
  /** The sequence's invoice as its details answer it (the sequence's own agreement only). */
  invoices: readonly ObservedInvoice[];
}

/** An invariant: the ways the observation breaks it, as text (none: it holds). */
export type Invariant = (observation: Observation) => string[];

const describe = (row: Pick<OperationRow, 'id' | 'productNumber'>) => `row ${row.id} (${row.productNumber})`;
const recurring = (rows: readonly OperationRow[]) => rows.filter((row) => !isOneOff(row));
const latest = (days: readonly string[]) => [...days].sort().at(-1) ?? null;

/** The day after which no row of the agreement runs any more, when it has ended (flag, or every row ended). */
function agreementEnd(agreement: AgreementState): { end: string | null; open: OperationRow[] } | null {
  const rows = recurring(agreement.rows);
  const open = rows.filter((row) => row.endDate === null);
  if (!agreement.ended && (rows.length === 0 || open.length > 0)) return null;
  return { end: latest(rows.flatMap((row) => (row.endDate ? [row.endDate] : []))), open };
}

/** (1) No row of an ended agreement is charged after the agreement's end: the projection is 0 after it. */
export const endedAgreementNotCharged: Invariant = ({ agreement }) => {
  const ended = agreementEnd(agreement);
  if (!ended) return [];
  if (ended.open.length > 0)
    return ended.open.map((row) => `the agreement is ended but ${describe(row)} has no end date`);
  if (ended.end === null) return [];
  const lastMonth = ended.end.slice(0, 7);
  return projectBilling(agreement.rows, addDays(ended.end, 1))
    .months.filter((month) => month.month > lastMonth && month.amount !== 0)
    .map((month) => `${month.month} is charged ${month.amount} öre after the agreement's end ${ended.end}`);
};

/** (2) An agreement whose rows have all ended before today is marked ended. */
export const endedAgreementMarked: Invariant = ({ agreement, today }) => {
  const rows = recurring(agreement.rows);
  if (agreement.ended || rows.length === 0) return [];
  const allEnded = rows.every((row) => row.endDate !== null && row.endDate < today);
  return allEnded ? [`every row ended before ${today} but the agreement is not marked ended`] : [];
};

/** The days from `from` on that `rows` can change on (starts, days after ends), with `from` itself. */
const changeDays = (rows: readonly BillableRow[], from: string) =>
  rateChangeDays(rows, from, addMonths(from, BILLING_PROJECTION_MONTHS * 2));

/** (3) A discount (sub-row with a negative price) never runs on a day its campaign row (parent) does not. */
export const discountWithCampaign: Invariant = ({ agreement, today }) => {
  const byId = new Map(agreement.rows.map((row) => [row.id, row]));
  const violations: string[] = [];
  for (const discount of agreement.rows) {
    if (discount.parentRowId === null || discount.price >= 0) continue;
    const parent = byId.get(discount.parentRowId);
    const day = changeDays([discount, ...(parent ? [parent] : [])], today).find(
      (candidate) => runsOn(discount, candidate) && !(parent && runsOn(parent, candidate)),
    );
    if (day)
      violations.push(
        `discount ${describe(discount)} runs on ${day} without its campaign row ${discount.parentRowId}`,
      );
  }
  return violations;
};

/**
 * (4) A pause never changes the monthly rate that applies from its return on (campaign ends are in the rate
 * already): the rows before the pause and the rows now (with what follow-ups will still create) cost the same on
 * every day from the return date, while no other operation changed the agreement.
 */
export const pausePreservesPrice: Invariant = ({ agreement, pauseWatch, today }) => {
  if (!pauseWatch) return [];
  const now: BillableRow[] = [...agreement.rows, ...agreement.pendingRows];
  const from = latest([pauseWatch.returnDate, today]) as string;
  const day = changeDays([...pauseWatch.rowsBefore, ...now], from).find(
    (candidate) => monthlyRateOn(pauseWatch.rowsBefore, candidate) !== monthlyRateOn(now, candidate),
  );
  if (!day) return [];
  return [
    `after the pause (return ${pauseWatch.returnDate}) the rate on ${day} is ${monthlyRateOn(now, day)} öre, ` +
      `before it ${monthlyRateOn(pauseWatch.rowsBefore, day)} öre`,
  ];
};

/** (5) Nothing terminated comes back: after a whole-agreement termination no row runs after its end date. */
export const noRowComesBack: Invariant = ({ agreement, terminatedOn, continuedRowIds }) => {
  if (terminatedOn === null) return [];
  const after = addDays(terminatedOn, 1);
  return recurring(agreement.rows)
    .filter((row) => !continuedRowIds.has(row.id))
    .filter(
      (row) =>
        row.startDate !== null &&
        (row.endDate === null || (row.endDate >= after && row.endDate >= row.startDate)),
    )
    .map((row) => `${describe(row)} runs after the agreement's end ${terminatedOn}`);
};

/** (6) A package's channels: on every day at most the product's selectable count, and no channel twice. */
export const channelLimit: Invariant = ({ agreement, channelRules, today }) => {
  const violations: string[] = [];
  for (const row of agreement.rows) {
    const rule = channelRules.get(row.productNumber);
    if (!rule || row.parentRowId !== null) continue;
    const channels = agreement.rows.filter(
      (sub) => sub.parentRowId === row.id && rule.channels.has(sub.productNumber),
    );
    for (const day of changeDays(channels, today)) {
      const running = channels.filter((channel) => runsOn(channel, day)).map((sub) => sub.productNumber);
      if (running.length > rule.limit)
        violations.push(`${describe(row)} has ${running.length} channels on ${day}, at most ${rule.limit}`);
      const twice = running.filter((number, index) => running.indexOf(number) !== index);
      if (twice.length > 0) violations.push(`${describe(row)} has ${twice.join(', ')} twice on ${day}`);
    }
  }
  return violations;
};

/** (7) No row ends before it starts. */
export const noRowEndsBeforeStart: Invariant = ({ agreement }) =>
  agreement.rows
    .filter((row) => row.startDate !== null && row.endDate !== null && row.endDate < row.startDate)
    .map((row) => `${describe(row)} ends ${row.endDate} before it starts ${row.startDate}`);

/** The rate a preview showed for `day` in a timeline of changes: the last change from or before it, else `before`. */
function previewedRateOn(changes: readonly RateChange[], before: number, day: string): number {
  return changes.filter((change) => change.from <= day).at(-1)?.monthly ?? before;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The differences between planned new rows and the rows created for them (`created[i]` for `planned[i]`, found in
 * `after`), a parent `{ newRowIndex }` linked to the copy created for that index.
 */
function createdRowDifferences(
  planned: readonly PlannedRow[],
  created: readonly number[],
  after: ReadonlyMap<number, OperationRow>,
  where: string,
): string[] {
  const differences: string[] = [];
  planned.forEach((row, index) => {
    const actualRow = after.get(created[index] ?? -1);
    if (!actualRow) {
      differences.push(`${where}new row ${index} (${row.productNumber}) was not created`);
      return;
    }
    const parent = !row.parent
      ? null
      : 'rowId' in row.parent
        ? row.parent.rowId
        : (created[row.parent.newRowIndex] ?? -1);
    const expected = {
      productNumber: row.productNumber,
      type: row.type,
      price: row.price,
      quantity: row.quantity,
      priceList: row.priceList,
      startDate: row.startDate,
      endDate: row.endDate,
      parentRowId: parent,
      campaignPrice: row.campaignPrice ?? null,
      campaignEndDate: row.campaignEndDate ?? null,
    };
    const actual = {
      productNumber: actualRow.productNumber,
      type: actualRow.type,
      price: actualRow.price,
      quantity: actualRow.quantity,
      priceList: actualRow.priceList,
      startDate: actualRow.startDate,
      endDate: actualRow.endDate,
      parentRowId: actualRow.parentRowId,
      campaignPrice: actualRow.campaignPrice,
      campaignEndDate: actualRow.campaignEndDate,
    };
    if (!same(expected, actual))
      differences.push(
        `${where}new ${describe(actualRow)} is ${JSON.stringify(actual)}, previewed ${JSON.stringify(expected)}`,
      );
  });
  return differences;
}

/** The differences between the rows the plan said and the rows the database holds after the operation. */
function rowDifferences(applied: AppliedOperation): string[] {
  const { plan, context, rowsAfter, result } = applied;
  const after = new Map(rowsAfter.map((row) => [row.id, row]));
  const ends = new Map(plan.endRows.map((end) => [end.rowId, end.endDate]));
  const changes = new Map(plan.changeRowDates.map((change) => [change.rowId, change]));
  const cancelled = new Set(plan.cancelRows.map((cancel) => cancel.rowId));
  const differences: string[] = [];
  for (const before of context.agreement.rows) {
    const now = after.get(before.id);
    if (cancelled.has(before.id)) {
      if (now) differences.push(`${describe(before)} was to be cancelled but is still there`);
      continue;
    }
    if (!now) {
      differences.push(`${describe(before)} was deleted although the plan did not cancel it`);
      continue;
    }
    const change = changes.get(before.id);
    const expected = {
      startDate: change ? change.startDate : before.startDate,
      endDate: ends.get(before.id) ?? (change ? change.endDate : before.endDate),
      boundUntil: change ? change.boundUntil : before.boundUntil,
      price: before.price,
    };
    const actual = {
      startDate: now.startDate,
      endDate: now.endDate,
      boundUntil: now.boundUntil,
      price: now.price,
    };
    if (!same(expected, actual))
      differences.push(
        `${describe(before)} is ${JSON.stringify(actual)}, previewed ${JSON.stringify(expected)}`,
      );
  }
  const created = result.createdRowIds.slice(0, plan.newRows.length);
  differences.push(...createdRowDifferences(plan.newRows, created, after, ''));
  const known = new Set([...context.agreement.rows.map((row) => row.id), ...created]);
  for (const row of rowsAfter)
    if (!known.has(row.id)) differences.push(`${describe(row)} appeared without being in the plan`);
  return differences;
}

/**
 * The differences between the plan's target (move, transfer) and the agreement its rows went to: the planned rows
 * created there with their parents linked to the copies; a new agreement (move) holds nothing else and costs what
 * the preview said the rows cost there.
 */
function targetDifferences(applied: AppliedOperation): string[] {
  const { plan, result, target, today } = applied;
  if (!plan.target)
    return target ? [`rows went to agreement ${target.agreementNumber} without a plan target`] : [];
  if (!target) return ['the plan has a target but no target agreement was answered'];
  const where = `agreement ${target.agreementNumber}: `;
  if (plan.target.agreementNumber !== null && plan.target.agreementNumber !== target.agreementNumber)
    return [`${where}the rows went there, planned for agreement ${plan.target.agreementNumber}`];
  const created = result.createdRowIds.slice(plan.newRows.length);
  const after = new Map(target.rowsAfter.map((row) => [row.id, row]));
  const differences = createdRowDifferences(plan.target.rows, created, after, where);
  if (created.length !== plan.target.rows.length)
    differences.push(`${where}${created.length} rows created, planned ${plan.target.rows.length}`);
  if (plan.target.agreementNumber !== null) return differences;
  for (const row of target.rowsAfter)
    if (!created.includes(row.id))
      differences.push(`${where}${describe(row)} appeared without being in the plan`);
  const previewed = plan.billing?.target ?? [];
  const horizon = addMonths(today, BILLING_PROJECTION_MONTHS);
  const days = new Set([
    ...rateChangeDays(target.rowsAfter, today, horizon),
    ...previewed.map((change) => change.from),
  ]);
  const differing = [...days]
    .sort()
    .find((day) => monthlyRateOn(target.rowsAfter, day) !== previewedRateOn(previewed, 0, day));
  if (differing)
    differences.push(
      `${where}the rate on ${differing} is ${monthlyRateOn(target.rowsAfter, differing)} öre, previewed ${previewedRateOn(previewed, 0, differing)} öre`,
    );
  return differences;
}

/** No operation gives the agreement to another customer at once (an assignment hands it over on its start date). */
function holderDifferences({ context, holderAfter }: AppliedOperation): string[] {
  const expected = context.customer.customerNumber;
  return holderAfter === expected
    ? []
    : [`the agreement is held by customer ${holderAfter}, planned ${expected}`];
}

/** The days the previewed and the actual rate are compared on, within the preview's horizon. */
function billingDifferences(applied: AppliedOperation): string[] {
  const { plan, today, rowsAfter, pendingRowsAfter } = applied;
  if (!plan.billing) return ['the plan has no billing effect'];
  const billing = plan.billing;
  const actual: BillableRow[] = [...rowsAfter, ...pendingRowsAfter];
  const horizon = addMonths(today, BILLING_PROJECTION_MONTHS);
  const days = new Set([
    ...rateChangeDays(actual, today, horizon),
    ...billing.changes.map((change) => change.from),
  ]);
  const differing = [...days]
    .sort()
    .find(
      (day) => monthlyRateOn(actual, day) !== previewedRateOn(billing.changes, billing.monthlyBefore, day),
    );
  if (!differing) return [];
  return [
    `the rate on ${differing} is ${monthlyRateOn(actual, differing)} öre, previewed ${previewedRateOn(billing.changes, billing.monthlyBefore, differing)} öre`,
  ];
}

/**
 * (8) What was applied equals what was previewed: rows ended, re-dated, cancelled and created as the plan said,
 * nothing else touched, and the agreement's monthly cost timeline (with the rows its follow-ups will create) is the
 * previewed billing effect's; the target's rows (move, transfer) created as planned, a new agreement costing what
 * was previewed; the agreement held by whom the plan says (an assignment's receiver).
 */
export const appliedAsPreviewed: Invariant = ({ applied }) =>
  applied
    ? [
        ...rowDifferences(applied),
        ...billingDifferences(applied),
        ...targetDifferences(applied),
        ...holderDifferences(applied),
      ]
    : [];

/** (9) The operation opened exactly the cases its plan said (count and type ids), and answered their numbers. */
export const casesAsPlanned: Invariant = ({ applied }) => {
  if (!applied) return [];
  const planned = applied.plan.cases.map((item) => item.typeId).sort();
  const opened = applied.casesOpened.map((item) => item.typeId).sort();
  const violations: string[] = [];
  if (!same(planned, opened))
    violations.push(`opened cases of types ${opened.join(',')}, planned ${planned.join(',')}`);
  const numbers = applied.casesOpened.map((item) => item.number).sort();
  if (!same(numbers, [...applied.result.caseNumbers].sort()))
    violations.push(
      `answered case numbers ${applied.result.caseNumbers.join(',')}, opened ${numbers.join(',')}`,
    );
  return violations;
};

const isService = (row: OperationRow) => row.type === 'SERVICE' || row.type === 'ADDON';

/**
 * (10) Who is billed on which day, after an assignment: the agreement's charges go to whoever holds it that day, and
 * it is held by the assigner through the end date and by the receiver from the start date (the job queue hands it
 * over that morning). So no service line that charges on the end date (the assigner's) still charges on the start
 * date (the receiver's): the assigner pays for nothing after the end date, the receiver for nothing before.
 */
export const billedToHolder: Invariant = ({ agreement, today, holder, assignments }) => {
  const first = assignments[0];
  if (!first) return [];
  const handedOver = assignments.filter((assignment) => assignment.startDate <= today).at(-1);
  const expected = handedOver ? handedOver.receiverCustomerNumber : first.assignerCustomerNumber;
  const violations =
    holder === expected ? [] : [`on ${today} the agreement is held by customer ${holder}, not ${expected}`];
  for (const { endDate, startDate, receiverCustomerNumber } of assignments)
    for (const row of agreement.rows.filter(isService))
      if (monthlyRateOn([row], endDate) !== 0 && monthlyRateOn([row], startDate) !== 0)
        violations.push(
          `${describe(row)} is billed to the assigner on ${endDate} and to customer ${receiverCustomerNumber} on ${startDate}`,
        );
  return violations;
};

export const INVARIANTS = {
  endedAgreementNotCharged,
  endedAgreementMarked,
  discountWithCampaign,
  pausePreservesPrice,
  noRowComesBack,
  channelLimit,
  noRowEndsBeforeStart,
  appliedAsPreviewed,
  casesAsPlanned,
  billedToHolder,
  shownAsCharged,
  invoiceAddsUp,
  dependentsFollowService,
  feesBelongToSomething,
  followersContinue,
  keepsTravel,
  provisioningFollowsRows,
} satisfies Record<string, Invariant>;

export type InvariantName = keyof typeof INVARIANTS;
