import { canReceiveConfirmation } from '../confirmation-email.ts';
import {
  type OperationPlan,
  operationPlan,
  type PlannedFee,
  type PlannedRow,
  type PlannedRowCancel,
  type PlannedRowEnd,
  type RefusalList,
} from '../plan.ts';
import { caseField } from '../planned-case.ts';
import type { OperationContext, OperationRow, OperationTerminationReason } from '../snapshot.ts';
import { terminationCases } from './termination-cases.ts';
import { terminationEmail } from './termination-email.ts';
import { TERMINATION_ACTION_CODES, type TerminationScope } from './termination-reasons.ts';
import { terminationRowEnds } from './termination-row-ends.ts';
import {
  campaignRowOf,
  closeSelection,
  selectionScope,
  unselectedEndingRows,
  visibleServices,
} from './termination-rows.ts';
import { TERMINATION_TEXTS } from './termination-texts.ts';

export type TerminationKind = 'terminate' | 'regret' | 'terminateDeceased';

/** A row's end date for the operation, or why the row cannot be ended by it. */
export type RowEndDate = { date: string } | { refusal: string };

export interface RowSelection {
  listed: OperationRow[];
  selected: OperationRow[];
  /** The chosen services' own dates (discounts aside): what the case and the e-mail name. */
  services: PlannedRowEnd[];
  /** Every row that ends (terminationRowEnds), and the rows cancelled because they would start after it. */
  ends: PlannedRowEnd[];
  cancels: PlannedRowCancel[];
  scope: TerminationScope;
  /** The day the whole agreement ends (scope 'avtal': wholeAgreementDate), else null. */
  agreementDate: string | null;
}

/**
 * The day the whole agreement ends on: the latest day a chosen service runs until (its date, or its own earlier end
 * date; one that would start after its date is cancelled and holds nothing open) or an unchosen service already
 * ends on (`ending`), else the latest chosen date.
 */
function wholeAgreementDate(
  selected: readonly OperationRow[],
  dates: ReadonlyMap<number, string>,
  ending: readonly OperationRow[],
): string | null {
  const latest = (list: string[]) => list.sort().at(-1) ?? null;
  const running = selected.flatMap((row) => {
    const date = dates.get(row.id);
    if (date === undefined || (row.startDate !== null && row.startDate > date)) return [];
    return [row.endDate !== null && row.endDate < date ? row.endDate : date];
  });
  const ends = ending.flatMap((row) => (row.endDate === null ? [] : [row.endDate]));
  return latest([...running, ...ends]) ?? latest([...dates.values()]);
}

/**
 * The rows a termination ends: the requested rows with their campaign groups (closeSelection), each on the date
 * `endDateOf` gives, with their sub-rows; with every listed service selected or already ending (scope 'avtal',
 * selectionScope) every other row of the agreement too, on the latest of those dates (terminationRowEnds). Unknown rows (not listed on this
 * agreement) and rows without a date are refused under 'rows'.
 */
export function selectRowEnds(
  context: OperationContext,
  today: string,
  requestedIds: readonly number[],
  endDateOf: (row: OperationRow) => RowEndDate,
  refusals: RefusalList,
): RowSelection {
  const { rows } = context.agreement;
  const listed = visibleServices(rows, today);
  if (requestedIds.some((id) => !listed.some((row) => row.id === id)))
    refusals.add('rows', TERMINATION_TEXTS.unknownRow);
  const selectedIds = closeSelection(listed, requestedIds);
  if (selectedIds.length === 0) refusals.add('rows', TERMINATION_TEXTS.rowsRequired);
  const selected = listed.filter((row) => selectedIds.includes(row.id));
  const dates = new Map<number, string>();
  for (const row of selected) {
    if (campaignRowOf(row, listed)) continue;
    const end = endDateOf(row);
    if ('refusal' in end) refusals.add('rows', end.refusal);
    else dates.set(row.id, end.date);
  }
  const scope = selectionScope(listed, selectedIds);
  const agreementDate =
    scope === 'avtal' ? wholeAgreementDate(selected, dates, unselectedEndingRows(listed, selectedIds)) : null;
  const { ends, cancels } = terminationRowEnds({ rows, services: dates, agreementDate, today });
  const services = selected.flatMap((row) => {
    const date = dates.get(row.id);
    return date === undefined ? [] : [{ rowId: row.id, productName: row.productName, endDate: date }];
  });
  return { listed, selected, services, ends, cancels, scope, agreementDate };
}

/** Refuses a termination of an agreement that has ended. */
export function refuseEndedAgreement(context: OperationContext, refusals: RefusalList): void {
  if (context.agreement.ended) refusals.add('', TERMINATION_TEXTS.agreementEnded);
}

const CASE_LABELS: Record<TerminationKind, Record<TerminationScope, string>> = {
  terminate: { avtal: 'Uppsägning av avtal', abonnemang: 'Uppsägning av abonnemang' },
  regret: { avtal: 'Ånger av avtal', abonnemang: 'Ånger av abonnemang' },
  terminateDeceased: { avtal: 'Avliden kund, avtal', abonnemang: 'Avliden kund, abonnemang' },
};

/** The plan of a termination, regret or deceased termination from its selected rows and form. */
export function terminationPlan(args: {
  kind: TerminationKind;
  context: OperationContext;
  today: string;
  selection: RowSelection;
  reason: OperationTerminationReason;
  description: string;
  sendConfirmation: boolean;
  ownerGroupId?: number;
  newRows?: PlannedRow[];
  fees?: PlannedFee[];
}): OperationPlan {
  const { context, selection, reason } = args;
  const { agreement, customer } = context;
  // A service left out because it already ends holds the agreement open until its own end date.
  const lastDate =
    [
      ...selection.ends.map((end) => end.endDate),
      ...(selection.agreementDate ? [selection.agreementDate] : []),
    ]
      .sort()
      .at(-1) ?? null;
  const serviceIds = new Set(selection.services.map((service) => service.rowId));
  const services = selection.ends.filter((end) => serviceIds.has(end.rowId));
  const canSend = canReceiveConfirmation(customer.email);
  const plan = operationPlan({
    operation: args.kind,
    agreementNumber: agreement.agreementNumber,
    endRows: selection.ends,
    cancelRows: selection.cancels,
    newRows: args.newRows ?? [],
    fees: args.fees ?? [],
    cases: terminationCases({
      context,
      scope: selection.scope,
      selected: selection.selected,
      ownerGroupId: args.ownerGroupId,
      header: `${CASE_LABELS[args.kind][selection.scope]} ${agreement.agreementNumber}`,
      fields: [
        caseField('Avtal', String(agreement.agreementNumber)),
        caseField('Tjänster', services.map((end) => `${end.productName}: ${end.endDate}`).join('\n')),
        caseField('Orsak', reason.name),
        caseField('Beskrivning', args.description),
        caseField('Bekräftelse till kund', args.sendConfirmation && canSend ? 'Ja' : 'Nej'),
      ],
    }),
    emails: args.sendConfirmation && canSend ? [terminationEmail(args.kind, customer.name, services)] : [],
    confirmationUnsendable: args.sendConfirmation && !canSend,
    details: {
      scope: selection.scope,
      actionCode: TERMINATION_ACTION_CODES[selection.scope],
      reasonId: reason.id,
      reason: reason.name,
      description: args.description,
      // A whole-agreement termination sends its end date; a partial one sends none (document 2 section 4).
      agreementEndDate: selection.scope === 'avtal' ? lastDate : null,
    },
  });
  return plan;
}
