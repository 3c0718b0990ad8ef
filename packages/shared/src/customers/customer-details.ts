import { z } from 'zod';
import { requiredText, trimmedText } from '../input/safe-input.ts';

/** Document 1 sections 2.5 and 5: the three sections of the change-customer-details panel. */

const required = (label: string) =>
  requiredText(100, { required: `${label} måste fyllas i`, tooLong: `${label} får vara högst 100 tecken` });
const optional = (label: string) => trimmedText(100, `${label} får vara högst 100 tecken`);

export const POSTAL_CODE_PATTERN = /^\d{3} ?\d{2}$/;
const POSTAL_CODE_MESSAGE = 'Postnummer ska ha 5 siffror';
/** '41301' or '413 01'. */
export const postalCodeInput = trimmedText(6, POSTAL_CODE_MESSAGE).regex(
  POSTAL_CODE_PATTERN,
  POSTAL_CODE_MESSAGE,
);

export const deliveryDetailsSchema = z.object({
  firstName: required('Förnamn'),
  lastName: required('Efternamn'),
  deliveryAddress: required('Leveransadress'),
  deliveryPostalCode: postalCodeInput,
  deliveryCity: required('Ort'),
});

/** Delivery types a user can choose: Brev, Email, E-faktura, EDI, DNN. */
export const SELECTABLE_INVOICE_DELIVERY_TYPES = ['LETTER', 'EMAIL', 'E_INVOICE', 'EDI', 'DNN'] as const;

export const invoiceDetailsSchema = z.object({
  invoiceName: required('Mottagare'),
  invoiceAddress: required('Adress'),
  invoiceCoAddress: optional('C/o'),
  invoicePostalCode: postalCodeInput,
  invoiceCity: required('Ort'),
  invoiceDeliveryType: z.enum(SELECTABLE_INVOICE_DELIVERY_TYPES, { error: 'Välj ett leveranssätt' }),
});

export const PHONE_PATTERN = /^\+?[\d\s-]{6,20}$/;
const phone = (label: string) =>
  trimmedText(21, `${label} är inte ett giltigt nummer`).refine(
    (value) => value === '' || PHONE_PATTERN.test(value),
    `${label} är inte ett giltigt nummer`,
  );

export const contactDetailsSchema = z.object({
  email: trimmedText(254, 'Ogiltig e-postadress').refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Ogiltig e-postadress',
  ),
  mobilePhone: phone('Mobil'),
  phone: phone('Telefon'),
});

export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const customerDetailsUpdateSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('delivery'), values: deliveryDetailsSchema }),
  z.object({ section: z.literal('invoice'), values: invoiceDetailsSchema }),
  z.object({ section: z.literal('contact'), values: contactDetailsSchema }),
]);

export type CustomerDetailsUpdate = z.infer<typeof customerDetailsUpdateSchema>;

/** Save is disabled until a value differs from the stored one (empty and missing count as equal). */
export function changedFields<T extends Record<string, string>>(
  stored: Record<keyof T, string | null | undefined>,
  values: T,
): (keyof T)[] {
  return (Object.keys(values) as (keyof T)[]).filter(
    (key) => (values[key] ?? '').trim() !== (stored[key] ?? '').trim(),
  );
}

export const CUSTOMER_DETAILS_TEXTS = {
  saving: 'Uppdaterar kunduppgifter...',
  saved: 'Kunduppgifterna har uppdaterats',
  nothingChanged: 'Inga ändringar att spara',
} as const;

/** The panel stays locked this long after a save. */
export const CUSTOMER_DETAILS_LOCK_MS = 1800;
