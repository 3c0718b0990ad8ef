import { addDays, addMonths } from '../../../dates.ts';
import { type DayInterval, mergeIntervals, uncoveredPieces } from '../dependent-rows/day-intervals.ts';
import { endedWith, endedWithAService } from '../dependent-rows/ended-with.ts';
import { listPriceFor } from '../fee-price.ts';
import type { PlannedRow } from '../plan.ts';
import type { OperationContext, OperationCustomer, OperationProduct, OperationRow } from '../snapshot.ts';
import { followedKind, kindRunsUntil } from './continued-dependents.ts';

/** Document 2 sections 4, 5 and 9: which ended services can be continued. */
export const CONTINUE = {
  caseTypeId: 309,
  /** A row is shown when it ends less than this many months ahead. */
  windowMonths: 3,
  /** A selected service ending within this many days warns and sends the case to business support. */
  blockedDays: 3,
  /** The product of a hire or loan row's sibling rows on the same card row. */
  hireSiblingProductNumber: '30000',
  /** Services ending soon that give no warning. */
  warningExemptCategories: ['Playtjänster', 'Digitala tjänster'],
} as const;

/** A hire or loan row: its name contains HYR or LÅN (any letter case, so 'Hyrbox HD' counts). */
export function isHireOrLoan(row: Pick<OperationRow, 'productName'>): boolean {
  const name = row.productName.toUpperCase();
  return name.includes('HYR') || name.includes('LÅN');
}

type RowOfCard = Pick<OperationRow, 'id' | 'productNumber' | 'card' | 'startDate' | 'endDate'>;

/** Whether `other` is a row of the same product and card as `row` that starts after `row` ends. */
function startsAfter(row: RowOfCard, other: RowOfCard): boolean {
  return (
    row.endDate !== null &&
    other.id !== row.id &&
    other.productNumber === row.productNumber &&
    other.card === row.card &&
    other.startDate !== null &&
    other.startDate > row.endDate
  );
}

/**
 * Whether `row` already has its continuation: a row of the same product and card that starts after it ends (the day
 * after, when it was continued; later, when it is a paused service's return).
 */
function isContinued(row: OperationRow, rows: readonly OperationRow[]): boolean {
  return rows.some((other) => startsAfter(row, other));
}

/**
 * The days after `row` ends that rows of the same product and card already run: its continuation, a paused
 * service's return, or the days the agent kept it without its service that an operation left as a row of their own
 * (a transfer of its service during the pause it was kept through, issue 26).
 */
function daysRunAfter(row: RowOfCard, rows: readonly OperationRow[]): DayInterval[] {
  return mergeIntervals(
    rows.flatMap((other) =>
      startsAfter(row, other) ? [{ start: other.startDate as string, end: other.endDate }] : [],
    ),
  );
}

/**
 * The days of `continued` (the new row of `source`) that no row of the same product and card runs already: a
 * follower whose kept days an operation left as a row of their own comes back around them, never billed twice.
 */
export function daysNotYetRun(
  continued: Pick<PlannedRow, 'startDate' | 'endDate'>,
  source: OperationRow,
  rows: readonly OperationRow[],
): DayInterval[] {
  return uncoveredPieces(
    { start: continued.startDate as string, end: continued.endDate },
    daysRunAfter(source, rows),
  );
}

/**
 * The price and date conditions of section 5: price not negative, started before today, ended not before today and
 * less than 3 months ahead.
 */
function onContinueDates(row: OperationRow, today: string): boolean {
  return (
    row.price >= 0 &&
    row.startDate !== null &&
    row.startDate < today &&
    row.endDate !== null &&
    row.endDate >= today &&
    row.endDate < addMonths(today, CONTINUE.windowMonths)
  );
}

/** onContinueDates, and not continued already (our guard against a second continue). */
function continuesOnDates(row: OperationRow, rows: OperationRow[], today: string): boolean {
  return onContinueDates(row, today) && !isContinued(row, rows);
}

/**
 * Section 5's row conditions: type 1 and continuesOnDates. The type does not exclude the hire and loan rows the
 * same rule names (HYR or LÅN): every one of them is hardware in our catalogue.
 */
export function isContinuable(row: OperationRow, rows: OperationRow[], today: string): boolean {
  return (row.type === 'SERVICE' || isHireOrLoan(row)) && continuesOnDates(row, rows, today);
}

/** Whether a hardware, card or add-on row would continue with no main service of its kind running (issue 26). */
function continuesWithoutService(
  row: OperationRow,
  rows: readonly OperationRow[],
  products: Record<string, OperationProduct>,
): boolean {
  const kind = followedKind(row, rows, products);
  return (
    kind !== null && kindRunsUntil(kind, addDays(row.endDate as string, 1), rows, products) === undefined
  );
}

/**
 * The rows the continue table shows: continuable, and a product the address's inventory still offers (`offered`:
 * its product numbers, from Commerce) or a hire or loan row. A row that ended with its service (a hire router with
 * its broadband, endedWith) is not listed on its own: it follows its service (continueFollowers), and alone it
 * would bill without one (issue 26); nor is one with no service of its kind running the day it would continue.
 */
export function continueServices(
  context: OperationContext,
  offered: readonly string[],
  today: string,
): OperationRow[] {
  const { rows } = context.agreement;
  const inventory = new Set(offered);
  return rows.filter(
    (row) =>
      isContinuable(row, rows, today) &&
      (inventory.has(row.productNumber) || isHireOrLoan(row)) &&
      !endedWithAService(row, rows, context.products) &&
      !continuesWithoutService(row, rows, context.products),
  );
}

/**
 * The hardware, cards and add-ons that ended with one of the services `serviceIds` (endedWith) and may continue on
 * their dates (onContinueDates) on some day after their end that no row of theirs runs already (a row of the days
 * the agent kept one without its service is no continuation of it): continuing the service brings them back with it
 * ('Följer med tjänsten', ticked; the agent may leave one ended, with a reason), in agreement order.
 */
export function continueFollowers(
  context: OperationContext,
  serviceIds: readonly number[],
  today: string,
): OperationRow[] {
  const { rows } = context.agreement;
  const chosen = new Set(serviceIds);
  const services = rows.filter((row) => chosen.has(row.id));
  return rows.filter(
    (row) =>
      !chosen.has(row.id) &&
      onContinueDates(row, today) &&
      daysNotYetRun({ startDate: addDays(row.endDate as string, 1), endDate: null }, row, rows).length > 0 &&
      services.some((service) => endedWith(row, service, rows, context.products)),
  );
}

/**
 * The rows a selection continues: the chosen rows plus, for each chosen hire or loan row, its sibling rows on the
 * same card row with product 30000 (section 4) that end and may continue with it (continuesOnDates; their type is
 * not the section 5 table's concern), in agreement order.
 */
export function continueSelection(
  context: OperationContext,
  rowIds: readonly number[],
  today: string,
): number[] {
  const { rows } = context.agreement;
  const chosen = new Set(rowIds);
  const hireCards = new Set(
    rows.filter((row) => chosen.has(row.id) && isHireOrLoan(row)).map((row) => row.card),
  );
  return rows
    .filter(
      (row) =>
        chosen.has(row.id) ||
        (hireCards.has(row.card) &&
          row.productNumber === CONTINUE.hireSiblingProductNumber &&
          continuesOnDates(row, rows, today)),
    )
    .map((row) => row.id);
}

/** Ends within the 3 days of the blocked check (its end date is today or at most 3 days ahead). */
function endsWithinBlockedDays(row: Pick<OperationRow, 'endDate'>, today: string): boolean {
  return row.endDate !== null && row.endDate <= addDays(today, CONTINUE.blockedDays);
}

/**
 * The one rule of the 3-day check (sections 4 and 5): a selected service ends within 3 days, Playtjänster and
 * Digitala tjänster aside. It shows the form's warning and sends the case to group 84 with status 1.
 */
export function isBlockedSelection(
  rows: readonly Pick<OperationRow, 'endDate' | 'category'>[],
  today: string,
): boolean {
  const exempt: readonly string[] = CONTINUE.warningExemptCategories;
  return rows.some((row) => endsWithinBlockedDays(row, today) && !exempt.includes(row.category));
}

/**
 * The new price (section 5): the higher of the product's list price in the customer's price group (1 private,
 * 2 business) and the row's current price; the current price when the product has no price in that group.
 */
export function continuePrice(
  row: Pick<OperationRow, 'price'>,
  product: OperationProduct | undefined,
  customerType: OperationCustomer['customerType'],
): number {
  const listPrice = listPriceFor(product, customerType);
  return listPrice === null ? row.price : Math.max(listPrice, row.price);
}
