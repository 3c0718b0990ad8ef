import { z } from 'zod';
import { isoDay } from '../dates.ts';
import { plainText } from '../input/safe-input.ts';

/**
 * Create customer (document 3 sections 3, 5, 8 and 9): the personal-number lookup and the new-customer form.
 * The form and `customers.create` validate with the same rules; every error is collected per field.
 */

export const CREATE_CUSTOMER_TEXTS = {
  lookupPlaceholder: 'ååååmmddxxxx',
  lookupLength: 'Personnumret ska ha 12 tecken (ååååmmddxxxx)',
  withCreditCheck: 'Med anmärkningskontroll',
  search: 'Sök',
  exists: 'Det finns redan en kund med det personnumret.',
  goToExisting: 'Gå till kunden',
  created: 'Den nya kunden har skapats.',
  failure: (message: string) => `Något gick fel: ${message}`,
  missingCustomerNumber: 'Inget kundnummer i svaret',
  submit: 'Skapa kund',
  required: (label: string) => `${label} måste fyllas i`,
  tooLong: (label: string) => `${label} får vara högst 100 tecken`,
  phone: 'Telefonnummer ska vara ett nummer',
  mobile: 'Mobilnummer ska vara ett svenskt mobilnummer (07x eller +46 7x)',
  email: 'Epostadressen är inte giltig',
  personalNumber: 'Personnumret är inte giltigt',
  postalCode: 'Postnummer ska ha 5 siffror',
} as const;

/** The personal-number lookup takes exactly 12 characters 'ååååmmddxxxx'. */
export const LOOKUP_PERSONAL_NUMBER_LENGTH = 12;

export function isLookupPersonalNumber(value: string): boolean {
  return value.length === LOOKUP_PERSONAL_NUMBER_LENGTH && /^\d{12}$/.test(value);
}

/** Customer numbers of the lookup's answer whose e-mail field carries an error message (document 3 section 5). */
export const LOOKUP_ERROR_CUSTOMER_NUMBERS = [-100, 99, 100] as const;

/** The lookup's answer as the credit-check service gives it (kund/info): Kundnummer, Epostadress, names. */
export interface PersonalNumberLookupAnswer {
  customerNumber: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type LookupOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'existing'; customerNumber: number; name: string }
  | { kind: 'new'; firstName: string; lastName: string };

/** -100, 99 and 100: the e-mail field is an error message; above 0: the customer exists; otherwise a new customer. */
export function lookupOutcome(answer: PersonalNumberLookupAnswer): LookupOutcome {
  if ((LOOKUP_ERROR_CUSTOMER_NUMBERS as readonly number[]).includes(answer.customerNumber)) {
    return { kind: 'error', message: answer.email ?? '' };
  }
  if (answer.customerNumber > 0) {
    const name = [answer.firstName, answer.lastName].filter(Boolean).join(' ');
    return { kind: 'existing', customerNumber: answer.customerNumber, name };
  }
  return { kind: 'new', firstName: answer.firstName ?? '', lastName: answer.lastName ?? '' };
}

// ───────────── The form's rules ─────────────

export const NAME_MAX = 100;

/** Telefonnummer: a number; empty, or a single space, allowed. */
export function isValidPhone(value: string): boolean {
  return value === '' || value === ' ' || /^\d+$/.test(value);
}

/** Mobilnummer: +46 7x or 07x, x one of 0 2 3 6 9, then 4 and 3 digits; spaces allowed anywhere. */
export const MOBILE_PATTERN = /^(?:\+467|07)[02369]\d{4}\d{3}$/;
export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value.replace(/ /g, ''));
}

/** Epostadress: a local part, '@', and at least two domain segments. */
export const CREATE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export function isValidEmail(value: string): boolean {
  return CREATE_EMAIL_PATTERN.test(value);
}

/** Personnummer: optional 19/20, 6 digits, '-', '+' or space, 4 digits; or 10 digits without separator. */
export const PERSONAL_NUMBER_PATTERN = /^(?:(?:19|20)?\d{6}[-+ ]\d{4}|\d{10})$/;
export function isValidPersonalNumber(value: string): boolean {
  return PERSONAL_NUMBER_PATTERN.test(value);
}

/** Postnummer: 5 digits, or 3 and 2 digits with a space. */
export const CREATE_POSTAL_CODE_PATTERN = /^(?:\d{5}|\d{3} \d{2})$/;
export function isValidPostalCode(value: string): boolean {
  return CREATE_POSTAL_CODE_PATTERN.test(value);
}

/**
 * A personal number the form accepts as the stored 12 digits: a given century is kept; otherwise the
 * century is the latest that is not in the future ('+' adds 100 years of age).
 */
export function twelveDigitPersonalNumber(value: string, today: string = isoDay()): string | null {
  const match = /^(19|20)?(\d{6})[-+ ]?(\d{4})$/.exec(value.trim());
  if (!match || !isValidPersonalNumber(value.trim())) return null;
  const [, century, yymmdd = '', last = ''] = match;
  if (century) return `${century}${yymmdd}${last}`;
  const yy = Number(yymmdd.slice(0, 2));
  const thisYear = Number(today.slice(0, 4));
  let year = Math.floor(thisYear / 100) * 100 + yy;
  if (year > thisYear) year -= 100;
  if (value.includes('+')) year -= 100;
  return `${year}${yymmdd.slice(2)}${last}`;
}

/** Shown read-only as 8 digits, a dash and 4 digits. */
export function displayPersonalNumber(twelveDigits: string): string {
  return /^\d{12}$/.test(twelveDigits)
    ? `${twelveDigits.slice(0, 8)}-${twelveDigits.slice(8)}`
    : twelveDigits;
}

export interface NewCustomerValues {
  firstName: string;
  lastName: string;
  personalNumber: string;
  address: string;
  postalCode: string;
  city: string;
  email: string;
  mobilePhone: string;
  phone: string;
}

export type NewCustomerField = keyof NewCustomerValues;

export const NEW_CUSTOMER_LABELS: Record<NewCustomerField, string> = {
  firstName: 'Förnamn',
  lastName: 'Efternamn',
  personalNumber: 'Personnummer',
  address: 'Adress',
  postalCode: 'Postnummer',
  city: 'Ort',
  email: 'Epostadress',
  mobilePhone: 'Mobilnummer',
  phone: 'Telefonnummer',
};

/** Fields that must be filled before the button is enabled (Mobilnummer is marked required but not checked). */
export const NEW_CUSTOMER_REQUIRED: readonly NewCustomerField[] = [
  'firstName',
  'lastName',
  'address',
  'postalCode',
  'city',
  'email',
];

export const EMPTY_NEW_CUSTOMER: NewCustomerValues = {
  firstName: '',
  lastName: '',
  personalNumber: '',
  address: '',
  postalCode: '',
  city: '',
  email: '',
  mobilePhone: '',
  phone: '',
};

/** Every rule of document 3 section 5 on the form's values; all errors collected, per field. Kundnummer is not checked. */
export function validateNewCustomer(values: NewCustomerValues): Partial<Record<NewCustomerField, string[]>> {
  const errors: Partial<Record<NewCustomerField, string[]>> = {};
  const add = (field: NewCustomerField, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const field of NEW_CUSTOMER_REQUIRED) {
    if (values[field].trim() === '') add(field, CREATE_CUSTOMER_TEXTS.required(NEW_CUSTOMER_LABELS[field]));
  }
  for (const field of ['firstName', 'lastName', 'address', 'city'] as const) {
    if (values[field].length > NAME_MAX)
      add(field, CREATE_CUSTOMER_TEXTS.tooLong(NEW_CUSTOMER_LABELS[field]));
  }
  if (!isValidPhone(values.phone)) add('phone', CREATE_CUSTOMER_TEXTS.phone);
  if (values.mobilePhone.trim() !== '' && !isValidMobile(values.mobilePhone)) {
    add('mobilePhone', CREATE_CUSTOMER_TEXTS.mobile);
  }
  if (values.email.trim() !== '' && !isValidEmail(values.email.trim()))
    add('email', CREATE_CUSTOMER_TEXTS.email);
  if (!isValidPersonalNumber(values.personalNumber))
    add('personalNumber', CREATE_CUSTOMER_TEXTS.personalNumber);
  if (values.postalCode.trim() !== '' && !isValidPostalCode(values.postalCode.trim())) {
    add('postalCode', CREATE_CUSTOMER_TEXTS.postalCode);
  }
  return errors;
}

/** The button: every required field filled and no error. */
export function canCreateCustomer(values: NewCustomerValues): boolean {
  return Object.keys(validateNewCustomer(values)).length === 0;
}

/** The form's values as a procedure takes them (the rules run on the server with validateNewCustomer). */
export const newCustomerValuesSchema = z.object({
  firstName: plainText(200),
  lastName: plainText(200),
  personalNumber: plainText(20),
  address: plainText(200),
  postalCode: plainText(20),
  city: plainText(200),
  email: plainText(254),
  mobilePhone: plainText(30),
  phone: plainText(30),
});

/** Where the new customer's agreement is delivered (with an agreement: the request body's HC and HCOrderNo). */
export interface NewAgreementPlace {
  deliveryAddress: string;
  mainCentral: string | null;
  orderNumber: string | null;
}
