import { billingEffectLines, oneOffChargeLabel } from '@sappis/shared/agreements/billing/billing-text';
import { dependentRowText } from '@sappis/shared/agreements/operations/dependent-rows/keep-rows';
import { PAUSE_TEXTS } from '@sappis/shared/agreements/operations/pause/pause';
import { type PausedDays, pausedDays } from '@sappis/shared/agreements/operations/pause/paused-days';
import type {
  OperationPlan,
  PlannedFollowUp,
  PlannedTargetAgreement,
} from '@sappis/shared/agreements/operations/plan';
import type { OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import { startsLater } from '@sappis/shared/agreements/operations/termination/termination-rows';
import { TERMINATION_TEXTS } from '@sappis/shared/agreements/operations/termination/termination-texts';
import { formatAmount } from '@sappis/shared/agreements/prices';
import { CASE_STATUSES, caseStatusName } from '@sappis/shared/cases';
import { shortenServiceName } from '@sappis/shared/text';
import { useProductName } from '@/system/product-name.tsx';

/** The case catalogue's names (agreements.operationContext), so a case is named, not numbered. */
export interface CaseNames {
  caseTypes: readonly { id: number; name: string }[];
  ownerGroups: readonly { id: number; name: string }[];
}

/** A line of the preview; `title` holds the internal codes behind its names, for a tooltip. */
export interface PlanLine {
  text: string;
  title?: string;
}

const statusId = (key: string) => CASE_STATUSES.find((status) => status.key === key)?.id ?? key;
const nameOf = (list: CaseNames[keyof CaseNames] | undefined, id: number) =>
  list?.find((item) => item.id === id)?.name;

/** A case the plan opens: its type, owner group and status by name; the codes in the tooltip. */
export function caseLine(
  planned: OperationPlan['cases'][number],
  names: CaseNames | null,
  productName: string,
): PlanLine {
  const type = nameOf(names?.caseTypes, planned.typeId) ?? `ärendetyp ${planned.typeId}`;
  const group = nameOf(names?.ownerGroups, planned.ownerGroupId) ?? `${planned.ownerGroupId}`;
  return {
    text:
      `Ärende ${type} skapas i ägargrupp ${group} med status ${caseStatusName(planned.status, productName)}: ` +
      `"${planned.header}".`,
    title: `Ärendetyp ${planned.typeId}, ägargrupp ${planned.ownerGroupId}, status ${statusId(planned.status)}`,
  };
}

/** A return case's slip, sent on its day; an assigned agreement, handed over on the receiver's start date. */
function followUpLine(followUp: PlannedFollowUp): string {
  if (followUp.kind === 'handOverAgreement')
    return `${followUp.runOn} går avtalet över till ${followUp.receiverName} (${followUp.receiverCustomerNumber}).`;
  if (followUp.kind === 'moveCustomerAddress')
    return `${followUp.runOn} ändras kundens leveransadress till ${followUp.address.deliveryAddress}.`;
  return `${followUp.runOn} skickas fraktsedeln till kunden automatiskt${followUp.rows.length > 0 ? ' och avgiften läggs på avtalet' : ''}.`;
}

/** Move and transfer service: where the rows go and each row. */
function targetLines(target: PlannedTargetAgreement): string[] {
  const { address } = target;
  const where =
    target.agreementNumber !== null
      ? `avtal ${target.agreementNumber}`
      : `det nya avtalet på ${address?.deliveryAddress ?? ''}, ${address?.postalCode ?? ''} ${address?.city ?? ''}`.trim();
  const lines =
    target.agreementNumber === null && address
      ? [
          `Ett nytt avtal skapas på ${address.deliveryAddress} under huvudavtal ${address.mainAgreementNumber}.`,
        ]
      : [];
  for (const row of target.rows) {
    lines.push(
      `${shortenServiceName(row.productName)} (${row.productNumber}) på ${where} från ${row.startDate}: ` +
        `${formatAmount(row.price)} kr × ${row.quantity}, prislista ${row.priceList}` +
        `${row.invoiceCode === null ? '' : `, fakturakod ${row.invoiceCode}`}.`,
    );
  }
  return lines;
}

/**
 * The start day of each row that has not started yet, by row id: a row returning after a pause is named
 * '{name} (från {start})', told apart from the paused row of the same name (as in the termination's steps).
 */
export function upcomingStarts(rows: readonly OperationRow[], today: string): ReadonlyMap<number, string> {
  return new Map(
    rows.flatMap((row) =>
      row.startDate && startsLater(row, today) ? [[row.id, row.startDate] as const] : [],
    ),
  );
}

type Upcoming = ReadonlyMap<number, string>;
const rowName = (row: { rowId: number; productName: string }, upcoming: Upcoming) => {
  const start = upcoming.get(row.rowId);
  const name = shortenServiceName(row.productName);
  return start ? `${name} (${TERMINATION_TEXTS.startsOn(start)})` : name;
};

/**
 * An ended row; one that already had a later end date says it is moved; one the plan brings back later (a pause's
 * service, box or card: pausedDays) says it pauses, and on which days.
 */
function endLine(
  end: OperationPlan['endRows'][number],
  upcoming: Upcoming,
  paused: ReadonlyMap<number, PausedDays>,
): string {
  const name = rowName(end, upcoming);
  const pause = paused.get(end.rowId);
  if (pause) return PAUSE_TEXTS.pausedRow(name, pause.from, pause.to);
  return end.previousEndDate
    ? `${name} avslutas ${end.endDate}: flyttar slutdatumet från ${end.previousEndDate} till ${end.endDate}.`
    : `${name} avslutas ${end.endDate}.`;
}

/**
 * The lines of "Det här händer", in the order the server does them; `upcoming` (upcomingStarts) names the rows
 * that have not started yet with their start day.
 */
export function planLines(
  plan: OperationPlan,
  caseNames: CaseNames | null,
  productName: string,
  upcoming: Upcoming = new Map(),
): PlanLine[] {
  const lines: string[] = [];
  const paused = pausedDays(plan);
  for (const end of plan.endRows) lines.push(endLine(end, upcoming, paused));
  for (const cancel of plan.cancelRows)
    lines.push(`${shortenServiceName(cancel.productName)} som skulle starta ${cancel.startDate} tas bort.`);
  for (const change of plan.changeRowDates) {
    const dates = [
      change.startDate && `start ${change.startDate}`,
      change.endDate && `slut ${change.endDate}`,
      change.boundUntil && `bunden till ${change.boundUntil}`,
    ].filter(Boolean);
    lines.push(`${rowName(change, upcoming)} får ${dates.join(', ') || 'inga datum'}.`);
  }
  for (const row of plan.newRows) {
    lines.push(
      `Ny avtalsrad ${shortenServiceName(row.productName)} (${row.productNumber}) från ${row.startDate}` +
        `${row.endDate ? ` till ${row.endDate}` : ''}: ${formatAmount(row.price)} kr × ${row.quantity}, ` +
        `prislista ${row.priceList}${row.invoiceCode === null ? '' : `, fakturakod ${row.invoiceCode}`}.`,
    );
  }
  for (const row of plan.dependentRows ?? []) if (row.keptReason !== null) lines.push(dependentRowText(row));
  if (plan.target) lines.push(...targetLines(plan.target));
  for (const followUp of plan.followUps) lines.push(followUpLine(followUp));
  for (const fee of plan.fees)
    lines.push(`${oneOffChargeLabel(fee.amount)}: ${fee.name} ${formatAmount(fee.amount)} kr.`);
  const cases = plan.cases.map((planned) => caseLine(planned, caseNames, productName));
  const after: string[] = plan.emails.map((email) => `Kunden får e-post: ${email.subject}.`);
  if (plan.confirmationUnsendable)
    after.push('Ingen bekräftelse kan skickas: kundens e-postadress är ogiltig.');
  after.push(...(plan.warnings ?? []));
  const plain = (text: string): PlanLine => ({ text });
  return [...lines.map(plain), ...cases, ...after.map(plain)];
}

/**
 * "Det här händer: …": exactly what the server will do on submit (the same plan function runs there). `caseNames`
 * (from the operation context) names the cases; without them the codes are shown. `rows` and `today` (the same
 * context) name the rows that have not started yet with their start day.
 */
export function PlanPreview({
  plan,
  caseNames,
  rows = [],
  today = '',
}: {
  plan: OperationPlan;
  caseNames: CaseNames | null;
  rows?: readonly OperationRow[];
  today?: string;
}) {
  const productName = useProductName();
  return (
    <section aria-label="Det här händer" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm">
      <h3 className="mb-1 font-medium">Det här händer:</h3>
      <ul className="list-disc space-y-0.5 pl-5">
        {planLines(plan, caseNames, productName, upcomingStarts(rows, today)).map((line) => (
          <li key={line.text} title={line.title}>
            {line.text}
          </li>
        ))}
      </ul>
      {plan.billing && (
        <ul
          aria-label="Effekt på fakturan"
          className="mt-2 space-y-0.5 border-t border-sky-200 pt-2 font-medium"
        >
          {billingEffectLines(plan.billing).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
