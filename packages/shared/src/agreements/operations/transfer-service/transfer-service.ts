import { z } from 'zod';
import { isRealDay } from '../../../dates.ts';
import { plainText } from '../../../input/safe-input.ts';
import { isDiscount } from '../../billing/billing-projection.ts';
import { withDependentRows } from '../dependent-rows/dependent-rows.ts';
import { keepRowsChoice } from '../dependent-rows/keep-rows.ts';
import type { OperationHandler } from '../handler.ts';
import { continuedRow, leavingRows, movingRows, type ServiceReplacement } from '../move/move-check.ts';
import { type OperationPlan, operationPlan, type PlanOutcome, RefusalList } from '../plan.ts';
import { plannedConfirmation } from '../planned-confirmation.ts';
import { copyFamilies, withSubRows } from '../row-families.ts';
import type { OperationContext } from '../snapshot.ts';

export const TRANSFER_SERVICE_TEXTS = {
  title: 'Byt avtal',
  targetRequired: 'Välj ett mottagande avtal',
  targetNotAllowed: 'Det mottagande avtalet kan inte ta emot tjänster',
  rowsRequired: 'Välj minst en tjänst',
  rowNotActive: 'Tjänsten finns inte längre på avtalet',
  subRowAlone: 'En underrad flyttas bara tillsammans med sin huvudrad',
  dateRequired: 'Ange ett startdatum',
  dateBeforeToday: 'Startdatumet kan inte vara före dagens datum',
  replacementRequired: 'Välj en ersättningstjänst för bredband',
  success: (agreementNumber: number) => `Tjänsterna har flyttats till avtal ${agreementNumber}.`,
  failure: (message: string) => `Något gick fel: ${message}`,
  emailTitle: 'Bekräftelse på ändrat avtal',
  emailSubject: 'Dina tjänster har flyttats',
} as const;

/** Another agreement of the customer that can receive services. */
export interface TransferTarget {
  agreementNumber: number;
  deliveryAddress: string;
  mainAgreementNumber: number | null;
  ended: boolean;
}

/**
 * The facts a transfer is planned from besides the agreement: the customer's agreements and the broadband
 * replacement the network offers for the chosen rows on the target (broadbandmovable), if any.
 */
export interface TransferFacts {
  targets: TransferTarget[];
  replacement: ServiceReplacement | null;
}

export const transferServiceChoicesSchema = z.object({
  targetAgreementNumber: z.number().int().positive().max(2_147_483_647).nullable(),
  /** The chosen top-level rows; their sub-rows go with them. */
  rowIds: z.array(z.number().int().positive().max(2_147_483_647)).max(200),
  startDate: plainText(10),
  /** The chosen broadband replacement's product number, when one is offered. */
  replacementProductNumber: plainText(40).nullable(),
  sendConfirmation: z.boolean(),
  ...keepRowsChoice,
});

export type TransferServiceChoices = z.infer<typeof transferServiceChoicesSchema>;

/** Document 3 section 5: the start date is today at the earliest. */
export function earliestTransferDate(today: string): string {
  return today;
}

/** The agreements a transfer may go to: the customer's other agreements that are not ended. */
export function transferTargets(
  targets: readonly TransferTarget[],
  agreementNumber: number,
): TransferTarget[] {
  return targets.filter((target) => target.agreementNumber !== agreementNumber && !target.ended);
}

/**
 * Change agreement / transfer service (document 3 panel 12, flyttaavtalsrader): the chosen lines end the day
 * before the date and continue on another agreement of the customer from the date, the broadband line replaced
 * by the chosen service when the network offers a replacement.
 */
export function planTransferService(
  context: OperationContext,
  choices: TransferServiceChoices,
  facts: TransferFacts,
  today: string,
  _handler: OperationHandler,
): PlanOutcome {
  const refusals = new RefusalList();
  const { agreement, customer } = context;
  const target = transferTargets(facts.targets, agreement.agreementNumber).find(
    (item) => item.agreementNumber === choices.targetAgreementNumber,
  );
  if (choices.targetAgreementNumber === null)
    refusals.add('targetAgreementNumber', TRANSFER_SERVICE_TEXTS.targetRequired);
  else if (!target) refusals.add('targetAgreementNumber', TRANSFER_SERVICE_TEXTS.targetNotAllowed);
  const dateValid = isRealDay(choices.startDate);
  if (!dateValid) refusals.add('startDate', TRANSFER_SERVICE_TEXTS.dateRequired);
  else if (choices.startDate < earliestTransferDate(today))
    refusals.add('startDate', TRANSFER_SERVICE_TEXTS.dateBeforeToday);
  const active = movingRows(agreement.rows, dateValid ? choices.startDate : today);
  const chosen = active.filter((row) => choices.rowIds.includes(row.id));
  if (choices.rowIds.length === 0) refusals.add('rowIds', TRANSFER_SERVICE_TEXTS.rowsRequired);
  else if (chosen.length !== new Set(choices.rowIds).size)
    refusals.add('rowIds', TRANSFER_SERVICE_TEXTS.rowNotActive);
  else if (chosen.some((row) => row.parentRowId !== null))
    refusals.add('rowIds', TRANSFER_SERVICE_TEXTS.subRowAlone);
  const replacement = facts.replacement && facts.replacement.offers.length > 0 ? facts.replacement : null;
  const offer = replacement?.offers.find((item) => item.productNumber === choices.replacementProductNumber);
  if (replacement && !offer)
    refusals.add('replacementProductNumber', TRANSFER_SERVICE_TEXTS.replacementRequired);

  const outcome = refusals.outcome((): OperationPlan => {
    const { startDate } = choices;
    const moving = withSubRows(
      active,
      chosen.map((row) => row.id),
    );
    const replaced = new Set(
      moving.filter((row) => replacement?.existingProductNumber === row.productNumber).map((row) => row.id),
    );
    // Families move together; a replaced service's campaign (and so its discount) stays behind.
    const { rows } = copyFamilies(
      moving.filter((row) => !(isDiscount(row) && replaced.has(row.parentRowId as number))),
      (row) => continuedRow(row, startDate, replaced.has(row.id) ? offer : null),
    );
    const services = rows.filter((row) => !row.parent);
    const targetNumber = target!.agreementNumber;
    return operationPlan({
      operation: 'transferService',
      agreementNumber: agreement.agreementNumber,
      ...leavingRows(moving, startDate),
      target: { agreementNumber: targetNumber, address: null, rows },
      ...plannedConfirmation(customer, choices.sendConfirmation, () => ({
        title: TRANSFER_SERVICE_TEXTS.emailTitle,
        subject: TRANSFER_SERVICE_TEXTS.emailSubject,
        paragraphs: [
          `Hej ${customer.name}!`,
          `Från och med ${startDate} finns ${services.map((row) => row.productName).join(', ')} på ditt avtal ${targetNumber} (${target!.deliveryAddress}) i stället för på avtal ${agreement.agreementNumber}.`,
        ],
      })),
      details: {
        targetAgreementNumber: targetNumber,
        startDate,
        replacementProductNumber: offer?.productNumber ?? null,
      },
    });
  });
  return withDependentRows(outcome, context, today, choices.keepRows);
}
