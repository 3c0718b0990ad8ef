import { billingEffectLines } from '@sappis/shared/agreements/billing/billing-text';
import type {
  OperationPlan,
  PlannedFollowUp,
  PlannedTargetAgreement,
} from '@sappis/shared/agreements/operations/plan';
import { formatAmount } from '@sappis/shared/agreements/prices';
import { CASE_STATUSES } from '@sappis/shared/cases';
import { shortenServiceName } from '@sappis/shared/text';

const statusId = (key: string) => CASE_STATUSES.find((status) => status.key === key)?.id ?? key;

/** A return case's slip, sent on its day. */
function followUpLine(followUp: PlannedFollowUp): string {
  return `${followUp.runOn} skickas fraktsedeln till kunden automatiskt${followUp.rows.length > 0 ? ' och avgiften läggs på avtalet' : ''}.`;
}

/** Move and transfer service: where the rows go, each row, and a changed delivery address. */
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
  if (target.updateCustomerAddress && address)
    lines.push(`Kundens leveransadress ändras till ${address.deliveryAddress}.`);
  return lines;
}

/** The lines of "Det här händer", in the order the server does them. */
export function planLines(plan: OperationPlan): string[] {
  const lines: string[] = [];
  for (const end of plan.endRows)
    lines.push(`${shortenServiceName(end.productName)} avslutas ${end.endDate}.`);
  for (const cancel of plan.cancelRows)
    lines.push(`${shortenServiceName(cancel.productName)} som skulle starta ${cancel.startDate} tas bort.`);
  for (const change of plan.changeRowDates) {
    const dates = [
      change.startDate && `start ${change.startDate}`,
      change.endDate && `slut ${change.endDate}`,
      change.boundUntil && `bunden till ${change.boundUntil}`,
    ].filter(Boolean);
    lines.push(`${shortenServiceName(change.productName)} får ${dates.join(', ') || 'inga datum'}.`);
  }
  for (const row of plan.newRows) {
    lines.push(
      `Ny avtalsrad ${shortenServiceName(row.productName)} (${row.productNumber}) från ${row.startDate}` +
        `${row.endDate ? ` till ${row.endDate}` : ''}: ${formatAmount(row.price)} kr × ${row.quantity}, ` +
        `prislista ${row.priceList}${row.invoiceCode === null ? '' : `, fakturakod ${row.invoiceCode}`}.`,
    );
  }
  if (plan.target) lines.push(...targetLines(plan.target));
  for (const followUp of plan.followUps) lines.push(followUpLine(followUp));
  for (const fee of plan.fees) lines.push(`Avgift: ${fee.name} ${formatAmount(fee.amount)} kr.`);
  for (const planned of plan.cases) {
    lines.push(
      `Ärende ${planned.typeId} skapas i ägargrupp ${planned.ownerGroupId} med status ${statusId(planned.status)}: ` +
        `"${planned.header}".`,
    );
  }
  for (const email of plan.emails) lines.push(`Kunden får e-post: ${email.subject}.`);
  if (plan.confirmationUnsendable)
    lines.push('Ingen bekräftelse kan skickas: kundens e-postadress är ogiltig.');
  lines.push(...(plan.warnings ?? []));
  return lines;
}

/** "Det här händer: …": exactly what the server will do on submit (the same plan function runs there). */
export function PlanPreview({ plan }: { plan: OperationPlan }) {
  return (
    <section aria-label="Det här händer" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm">
      <h3 className="mb-1 font-medium">Det här händer:</h3>
      <ul className="list-disc space-y-0.5 pl-5">
        {planLines(plan).map((line) => (
          <li key={line}>{line}</li>
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
