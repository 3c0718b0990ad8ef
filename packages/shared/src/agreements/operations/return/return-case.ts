import { z } from 'zod';
import { addDays, isRealDay } from '../../../dates.ts';
import { dbId, plainText } from '../../../input/safe-input.ts';
import { formatKr } from '../../prices.ts';
import { canReceiveConfirmation } from '../confirmation-email.ts';
import { feePrice } from '../fee-price.ts';
import type { OperationHandler } from '../handler.ts';
import {
  type OperationPlan,
  operationPlan,
  type PlannedRow,
  type PlanOutcome,
  RefusalList,
} from '../plan.ts';
import { CUSTOMER_SERVICE_GROUP, caseField, plannedCase } from '../planned-case.ts';
import type { OperationContext } from '../snapshot.ts';
import {
  HARDWARE_TYPE_KEYS,
  HARDWARE_TYPES,
  newHardwareOptions,
  RETURN_REASON_KEYS,
  RETURN_REASONS,
  returnableHardware,
  returnReasonsFor,
  takesNewHardware,
} from './return-rules.ts';

/** Document 2 section 9: the return slip and its fee row (priced from FRAKTRETUR like the pause fee from PAUS). */
export const RETURN_CASE = {
  slipProductNumber: 'FRAKTRETUR',
  slipDaysBefore: 7,
  slipPriceList: 31,
  slipInvoiceCode: 4,
  minDescription: 3,
} as const;

export const RETURN_CASE_TEXTS = {
  reasonLabel: 'Orsak',
  hardwareTypeLabel: 'Hårdvarutyp',
  oldHardwareLabel: 'Gammal utrustning',
  newHardwareLabel: 'Ny utrustning',
  descriptionLabel: 'Beskrivning',
  returnDateLabel: 'Returdatum',
  parentCaseLabel: 'Ursprungsärende (valfritt)',
  noOldHardware: 'Avtalet har ingen utrustning av den här typen att returnera.',
  submit: 'Skapa returärende',
  reasonNotAllowed: 'Orsaken Garanti kan bara väljas av andra linjen',
  oldHardwareRequired: 'Välj minst en gammal utrustning',
  notReturnable: (name: string) => `${name} kan inte returneras med vald orsak och hårdvarutyp`,
  newHardwareRequired: 'Välj ny utrustning',
  newHardwareNotAllowed: (productNumber: string) => `${productNumber} kan inte skickas med vald orsak`,
  descriptionTooShort: 'Beskrivningen behöver vara minst 3 tecken',
  returnDateInvalid: 'Ange returdatum som ÅÅÅÅ-MM-DD',
  returnDatePassed: 'Returdatumet har redan passerat',
  slipProductMissing: 'Fraktsedeln (produkt FRAKTRETUR) saknas i produktkatalogen',
  slipNotEmailable:
    'Kunden har ingen giltig e-postadress: fraktsedeln kan inte mejlas. Skicka den på annat sätt.',
  /** The return case's log when the slip's day came and the address still could not take it. */
  slipNotSentLog: (charged: boolean) =>
    `Fraktsedeln skickades inte: kunden har ingen giltig e-postadress.${charged ? ' Avgiften för fraktsedeln debiterades inte.' : ''} Skicka fraktsedeln på annat sätt.`,
  success: 'Returärendet är skapat.',
  failure: (message: string) => `Returärendet kunde inte skapas: ${message}`,
} as const;

export const returnCaseChoicesSchema = z.object({
  reason: z.enum(RETURN_REASON_KEYS),
  hardwareType: z.enum(HARDWARE_TYPE_KEYS),
  oldRowIds: z.array(dbId()).max(100),
  newProductNumbers: z.array(plainText(40)).max(20),
  description: plainText(2000),
  returnDate: plainText(10),
  parentCaseNumber: dbId('Ogiltigt ärendenummer').nullable(),
});

export type ReturnCaseChoices = z.infer<typeof returnCaseChoicesSchema>;

/**
 * The day the slip goes out: 7 days before the return date, or today when that day has passed or no return date
 * was given.
 */
export function returnSlipDay(returnDate: string, today: string): string {
  if (!returnDate) return today;
  const day = addDays(returnDate, -RETURN_CASE.slipDaysBefore);
  return day < today ? today : day;
}

/**
 * The plan of a return case (document 2 sections 2, 5, 7, 9): a case of the reason's type with status 3 in group
 * 42 (keeping the parent case number), and a follow-up that e-mails the return slip on its day and, for the
 * reasons the customer pays it, adds the 150 kr slip fee row. A customer whose address cannot take e-mail gets a
 * warning: the slip must be sent some other way (the follow-up notes it on the case if the address is still
 * unusable on the day). The return date is optional (section 5's submit rule does not list it): without one the
 * slip goes out today.
 */
export function planReturnCase(
  context: OperationContext,
  choices: ReturnCaseChoices,
  today: string,
  handler: OperationHandler,
): PlanOutcome {
  const refusals = new RefusalList();
  const { reason, hardwareType } = choices;
  if (!returnReasonsFor(handler.groups).includes(reason))
    refusals.add('reason', RETURN_CASE_TEXTS.reasonNotAllowed);

  const returnable = returnableHardware(context, reason, hardwareType);
  const chosenIds = new Set(choices.oldRowIds);
  const oldRows = returnable.filter((row) => chosenIds.has(row.id));
  if (chosenIds.size === 0) refusals.add('oldRowIds', RETURN_CASE_TEXTS.oldHardwareRequired);
  for (const id of chosenIds) {
    if (oldRows.some((row) => row.id === id)) continue;
    const row = context.agreement.rows.find((candidate) => candidate.id === id);
    refusals.add('oldRowIds', RETURN_CASE_TEXTS.notReturnable(row?.productName ?? `rad ${id}`));
  }

  const offered = newHardwareOptions(context, reason, hardwareType);
  const newProducts = [...new Set(choices.newProductNumbers)];
  if (takesNewHardware(reason) && newProducts.length === 0)
    refusals.add('newProductNumbers', RETURN_CASE_TEXTS.newHardwareRequired);
  for (const productNumber of newProducts) {
    if (!offered.some((product) => product.productNumber === productNumber))
      refusals.add('newProductNumbers', RETURN_CASE_TEXTS.newHardwareNotAllowed(productNumber));
  }

  const description = choices.description.trim();
  if (description.length < RETURN_CASE.minDescription)
    refusals.add('description', RETURN_CASE_TEXTS.descriptionTooShort);
  const returnDate = choices.returnDate.trim();
  if (returnDate && !isRealDay(returnDate)) refusals.add('returnDate', RETURN_CASE_TEXTS.returnDateInvalid);
  else if (returnDate && returnDate < today) refusals.add('returnDate', RETURN_CASE_TEXTS.returnDatePassed);

  const { slipFee } = RETURN_REASONS[reason];
  const slip = context.products[RETURN_CASE.slipProductNumber];
  const slipAmount = feePrice(slip, context.customer.customerType);
  if (slipFee && slipAmount === null) refusals.add('', RETURN_CASE_TEXTS.slipProductMissing);

  return refusals.outcome((): OperationPlan => {
    const { label, caseTypeId } = RETURN_REASONS[reason];
    const slipDay = returnSlipDay(returnDate, today);
    const oldNames = oldRows.map((row) => row.productName);
    const newNames = newProducts.map((number) => context.products[number]?.name ?? number);
    const amount = slipAmount ?? 0;
    const slipName = slip?.name ?? RETURN_CASE.slipProductNumber;
    const feeRows: PlannedRow[] = slipFee
      ? [
          {
            productNumber: RETURN_CASE.slipProductNumber,
            productName: slipName,
            type: 'EXTRA_BILLING',
            price: amount,
            priceList: RETURN_CASE.slipPriceList,
            invoiceCode: RETURN_CASE.slipInvoiceCode,
            quantity: 1,
            startDate: slipDay,
            endDate: slipDay,
            card: 0,
            category: 'Övrigt',
            sourceRowId: null,
          },
        ]
      : [];
    return operationPlan({
      operation: 'returnCase',
      agreementNumber: context.agreement.agreementNumber,
      cases: [
        plannedCase({
          typeId: caseTypeId,
          ownerGroupId: CUSTOMER_SERVICE_GROUP,
          status: 'ACTION_BOOKED',
          priority: 'LOWEST',
          header: `Retur: ${label}`,
          parentCaseNumber: choices.parentCaseNumber,
          fields: [
            caseField('Avtal', String(context.agreement.agreementNumber)),
            caseField('Orsak', label),
            caseField('Hårdvarutyp', HARDWARE_TYPES[hardwareType].label),
            caseField(
              'Gammal utrustning',
              oldRows.map((row) => `${row.productName} (${row.productNumber})`).join(', '),
            ),
            caseField(
              'Ny utrustning',
              newProducts.map((number, index) => `${newNames[index]} (${number})`).join(', '),
            ),
            caseField('Beskrivning', description),
            caseField('Returdatum', returnDate || null),
            caseField(
              'Fraktsedel',
              `Skickas ${slipDay}${slipFee ? `, ${formatKr(amount)}` : ', utan avgift'}`,
            ),
            caseField('Handläggare', `${handler.name} (${handler.employeeNumber})`),
          ],
        }),
      ],
      followUps: [
        {
          kind: 'sendReturnSlip',
          runOn: slipDay,
          rows: feeRows,
          email: {
            title: 'Fraktsedel för retur',
            subject: 'Din fraktsedel för returen',
            paragraphs: [
              `Hej ${context.customer.name}!`,
              `Här är din fraktsedel för returen av ${oldNames.join(', ')} på avtal ${context.agreement.agreementNumber}.`,
              ...(returnDate ? [`Skicka utrustningen senast ${returnDate}.`] : []),
              slipFee
                ? `Fraktsedeln kostar ${formatKr(amount)} och debiteras på din faktura.`
                : 'Fraktsedeln är kostnadsfri.',
            ],
          },
        },
      ],
      fees: slipFee ? [{ name: slipName, amount }] : [],
      ...(canReceiveConfirmation(context.customer.email)
        ? {}
        : { warnings: [RETURN_CASE_TEXTS.slipNotEmailable] }),
      details: {
        reason,
        hardwareType,
        oldRowIds: oldRows.map((row) => row.id).join(','),
        newProductNumbers: newProducts.join(','),
        description,
        returnDate: returnDate || null,
        slipDay,
        parentCaseNumber: choices.parentCaseNumber,
      },
    });
  });
}
