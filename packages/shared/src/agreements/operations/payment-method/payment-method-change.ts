import { z } from 'zod';
import { CASE_HEADER_MAX } from '../../../cases.ts';
import { PAYMENT_TYPES, type PaymentTypeKey } from '../../../customer-codes.ts';
import { plainText } from '../../../input/safe-input.ts';
import { type OperationPlan, operationPlan, type PlanOutcome, RefusalList } from '../plan.ts';
import { CUSTOMER_SERVICE_GROUP, caseField, plannedCase } from '../planned-case.ts';
import type { OperationContext } from '../snapshot.ts';

/** Document 1 section 7.1: the payment-method change is a case for the billing side to act on. */
export const PAYMENT_METHOD_CHANGE = {
  caseTypeId: 120,
  formTitle: 'Betalning/Byta betalsätt',
  descriptionTitle: 'Beskrivning',
} as const;

export const PAYMENT_METHOD_CHANGE_TEXTS = {
  title: 'Byte av betalsätt',
  open: 'Byt betalsätt',
  currentLabel: 'Nuvarande betalsätt',
  newLabel: 'Nytt betalsätt',
  descriptionLabel: 'Beskrivning',
  submit: 'Skapa ärende',
  header: (from: string, to: string) => `Byte av betalsätt från ${from} till ${to}`,
  /** The header when the full one would not fit in a case header: the new method, which the case acts on. */
  shortHeader: (to: string) => `Byte av betalsätt till ${to}`,
  sameType: 'Välj ett annat betalsätt än det nuvarande',
  descriptionRequired: 'Ange en beskrivning',
  success: (caseNumber: number) => `Ärende ${caseNumber} om byte av betalsätt är skapat.`,
  failure: (message: string) => `Ärendet kunde inte skapas: ${message}`,
} as const;

/** The payment types a customer can change to; 'Okänd' is what the billing system reports, never a choice. */
export const SELECTABLE_PAYMENT_TYPES = PAYMENT_TYPES.filter((type) => type.key !== 'UNKNOWN');

const selectableKeys = SELECTABLE_PAYMENT_TYPES.map((type) => type.key) as [
  Exclude<PaymentTypeKey, 'UNKNOWN'>,
  ...Exclude<PaymentTypeKey, 'UNKNOWN'>[],
];

export const paymentMethodChangeChoicesSchema = z.object({
  newPaymentType: z.enum(selectableKeys),
  description: plainText(2000),
});

export type PaymentMethodChangeChoices = z.infer<typeof paymentMethodChangeChoicesSchema>;

export function paymentTypeLabel(key: string): string {
  return PAYMENT_TYPES.find((type) => type.key === key)?.label ?? key;
}

/**
 * The case header of a change from `from` to `to` (labels): 'Byte av betalsätt från X till Y' (document 1 section
 * 7.1) when it fits in a case header's 40 characters, else 'Byte av betalsätt till Y', never a name cut short.
 */
export function paymentMethodChangeHeader(from: string, to: string): string {
  const header = PAYMENT_METHOD_CHANGE_TEXTS.header(from, to);
  return header.length <= CASE_HEADER_MAX ? header : PAYMENT_METHOD_CHANGE_TEXTS.shortHeader(to);
}

/**
 * The plan of a payment-method change (document 1 section 7.1): only a case, type 120 in group 42 with status 2,
 * its header `paymentMethodChangeHeader`, the form 'Betalning/Byta betalsätt' with its required 'Beskrivning', then
 * 'Nuvarande betalsätt' and 'Nytt betalsätt', so the case names both methods whatever its header leaves out.
 * The customer's payment type itself changes in the billing system.
 */
export function planPaymentMethodChange(
  context: Pick<OperationContext, 'agreement' | 'customer'>,
  choices: PaymentMethodChangeChoices,
): PlanOutcome {
  const refusals = new RefusalList();
  const from = context.customer.paymentType;
  const to = choices.newPaymentType;
  if (to === from) refusals.add('newPaymentType', PAYMENT_METHOD_CHANGE_TEXTS.sameType);
  const description = choices.description.trim();
  if (!description) refusals.add('description', PAYMENT_METHOD_CHANGE_TEXTS.descriptionRequired);
  return refusals.outcome(
    (): OperationPlan =>
      operationPlan({
        operation: 'paymentMethodChange',
        agreementNumber: context.agreement.agreementNumber,
        cases: [
          plannedCase({
            typeId: PAYMENT_METHOD_CHANGE.caseTypeId,
            ownerGroupId: CUSTOMER_SERVICE_GROUP,
            status: 'IN_PROGRESS',
            priority: 'LOWEST',
            header: paymentMethodChangeHeader(paymentTypeLabel(from), paymentTypeLabel(to)),
            fields: [
              {
                ...caseField(
                  PAYMENT_METHOD_CHANGE.descriptionTitle,
                  description,
                  PAYMENT_METHOD_CHANGE.formTitle,
                ),
                required: true,
              },
              caseField(
                PAYMENT_METHOD_CHANGE_TEXTS.currentLabel,
                paymentTypeLabel(from),
                PAYMENT_METHOD_CHANGE.formTitle,
              ),
              caseField(
                PAYMENT_METHOD_CHANGE_TEXTS.newLabel,
                paymentTypeLabel(to),
                PAYMENT_METHOD_CHANGE.formTitle,
              ),
            ],
          }),
        ],
        details: { fromPaymentType: from, toPaymentType: to },
      }),
  );
}
