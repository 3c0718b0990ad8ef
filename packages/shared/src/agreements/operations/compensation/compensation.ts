import { z } from 'zod';
import { isRealDay, lastDayOfMonth } from '../../../dates.ts';
import { plainText } from '../../../input/safe-input.ts';
import { formatKr } from '../../prices.ts';
import type { OperationHandler } from '../handler.ts';
import { type OperationPlan, operationPlan, type PlanOutcome, RefusalList } from '../plan.ts';
import { CUSTOMER_SERVICE_GROUP, caseField, plannedCase } from '../planned-case.ts';
import type { OperationContext } from '../snapshot.ts';

/** Document 2 sections 5, 8 and 9: compensate the customer with a credit row. */
export const COMPENSATION = {
  maxAmount: 500,
  productNumber: 'KOMPENSATION',
  rowName: 'Kompensation',
  priceList: 31,
  quantity: -1,
  caseTypeId: 171,
  invoiceCodes: { NEXT: 2, THIS: 33 },
} as const;

export const COMPENSATION_TEXTS = {
  agreementEnded: 'Avtalet är avslutat. Välj ett aktivt avtal att kompensera.',
  amountNotPositive: 'Beloppet behöver vara positivt',
  amountTooLarge: 'Belopp för stort',
  amountNotInteger: 'Beloppet behöver vara ett heltal',
  reasonRequired: 'Ange en orsak',
  startRequired: 'Ange ett startdatum',
  endRequired: 'Ange ett slutdatum',
  endAfterMonth: 'Slutdatumet får vara högst sista dagen i startmånaden',
  endBeforeStart: 'Slutdatumet kan inte vara före startdatumet',
  largeAmountHint: 'Belopp över 500 kr behöver godkännas av ansvarig.',
  invoiceTimings: { NEXT: 'Nästa faktura', THIS: 'Denna faktura' },
  success: 'Kompensationen är registrerad.',
  failure: (message: string) => `Kompensationen kunde inte genomföras: ${message}`,
} as const;

export type InvoiceTiming = keyof typeof COMPENSATION.invoiceCodes;

/** The form's choices as the user typed them (the amount as text: a comma is read as a dot). */
export const compensationChoicesSchema = z.object({
  amount: plainText(20),
  reason: plainText(1000),
  startDate: plainText(10),
  endDate: plainText(10),
  invoiceTiming: z.enum(['NEXT', 'THIS']),
});

export type CompensationChoices = z.infer<typeof compensationChoicesSchema>;

/** The amount typed, comma read as dot; NaN when it is no number. */
export function parseAmount(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return normalized === '' ? Number.NaN : Number(normalized);
}

/**
 * The plan of a compensation: one credit row and a case 171 in group 42. The credit goes on an active agreement:
 * the panel's picker offers no other, and an ended one is refused even when the form is bypassed.
 */
export function planCompensation(
  context: OperationContext,
  choices: CompensationChoices,
  _today: string,
  handler: OperationHandler,
): PlanOutcome {
  const refusals = new RefusalList();
  if (context.agreement.ended) refusals.add('', COMPENSATION_TEXTS.agreementEnded);
  const amount = parseAmount(choices.amount);
  if (!Number.isFinite(amount) || amount < 0) refusals.add('amount', COMPENSATION_TEXTS.amountNotPositive);
  else if (!Number.isInteger(amount)) refusals.add('amount', COMPENSATION_TEXTS.amountNotInteger);
  else if (amount > COMPENSATION.maxAmount) refusals.add('amount', COMPENSATION_TEXTS.amountTooLarge);
  const reason = choices.reason.trim();
  if (!reason) refusals.add('reason', COMPENSATION_TEXTS.reasonRequired);
  const { startDate, endDate } = choices;
  if (!isRealDay(startDate)) refusals.add('startDate', COMPENSATION_TEXTS.startRequired);
  if (!isRealDay(endDate)) refusals.add('endDate', COMPENSATION_TEXTS.endRequired);
  else if (isRealDay(startDate)) {
    if (endDate < startDate) refusals.add('endDate', COMPENSATION_TEXTS.endBeforeStart);
    else if (endDate > lastDayOfMonth(startDate)) refusals.add('endDate', COMPENSATION_TEXTS.endAfterMonth);
  }
  return refusals.outcome(
    (): OperationPlan =>
      operationPlan({
        operation: 'compensate',
        agreementNumber: context.agreement.agreementNumber,
        newRows: [
          {
            productNumber: COMPENSATION.productNumber,
            productName: COMPENSATION.rowName,
            type: 'EXTRA_BILLING',
            price: amount,
            priceList: COMPENSATION.priceList,
            invoiceCode: COMPENSATION.invoiceCodes[choices.invoiceTiming],
            quantity: COMPENSATION.quantity,
            startDate,
            endDate,
            card: 0,
            category: 'Övrigt',
            sourceRowId: null,
          },
        ],
        cases: [
          plannedCase({
            typeId: COMPENSATION.caseTypeId,
            ownerGroupId: CUSTOMER_SERVICE_GROUP,
            status: 'IN_PROGRESS',
            priority: 'LOWEST',
            header: `Kompensation ${formatKr(amount)}`,
            fields: [
              caseField('Avtal', String(context.agreement.agreementNumber)),
              caseField('Belopp', formatKr(amount)),
              caseField('Orsak', reason),
              caseField('Period', `${startDate} – ${endDate}`),
              caseField('Fakturering', COMPENSATION_TEXTS.invoiceTimings[choices.invoiceTiming]),
              caseField('Handläggare', `${handler.name} (${handler.employeeNumber})`),
            ],
          }),
        ],
        fees: [{ name: COMPENSATION.rowName, amount: -amount }],
        details: { amount, reason, invoiceTiming: choices.invoiceTiming },
      }),
  );
}
