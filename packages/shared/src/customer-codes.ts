/** Numeric codes of the old system for the enums of the data model (document 1 section 3, document 3 section 4). */

export const NIX_CODES = [
  { key: 'NOT_NIXED', code: 0, label: 'Ej nixad' },
  { key: 'PHONE', code: 1, label: 'Nixa telefon' },
  { key: 'MAIL', code: 2, label: 'Nixa utskick' },
  { key: 'SMS', code: 3, label: 'Nixa sms' },
  { key: 'MAIL_AND_PHONE', code: 4, label: 'utskick och telefon' },
  { key: 'SMS_AND_PHONE', code: 5, label: 'sms och telefon' },
  { key: 'SMS_AND_MAIL', code: 6, label: 'sms och utskick' },
  { key: 'ALL', code: 7, label: 'Nixa allt' },
] as const;

export type NixCodeKey = (typeof NIX_CODES)[number]['key'];

export const INVOICE_DELIVERY_TYPES = [
  { key: 'OTHER', code: 0, label: 'Annan' },
  { key: 'LETTER', code: 1, label: 'Brev' },
  { key: 'EMAIL', code: 2, label: 'Email' },
  { key: 'E_INVOICE', code: 3, label: 'E-faktura' },
  { key: 'EDI', code: 4, label: 'EDI' },
  { key: 'DNN', code: 5, label: 'DNN' },
  { key: 'UNKNOWN', code: 99, label: 'Okänd' },
] as const;

export type InvoiceDeliveryTypeKey = (typeof INVOICE_DELIVERY_TYPES)[number]['key'];

export const PAYMENT_TYPES = [
  { key: 'OTHER', code: 0, label: 'Annan' },
  { key: 'BANKGIRO', code: 1, label: 'Bankgiro' },
  { key: 'AUTOGIRO', code: 7, label: 'Autogiro' },
  { key: 'UNKNOWN', code: 99, label: 'Okänd' },
] as const;

export type PaymentTypeKey = (typeof PAYMENT_TYPES)[number]['key'];

/** Product and row types: PRODUKT 1, KORT 2, TILLÄGGSFAKTURERING 3, HÅRDVARA 4, TILLÄGGS_PRODUKTER 7. */
export const PRODUCT_TYPES = [
  { key: 'SERVICE', code: 1, label: 'Tjänst' },
  { key: 'CARD', code: 2, label: 'Kort' },
  { key: 'EXTRA_BILLING', code: 3, label: 'Tilläggsfakturering' },
  { key: 'HARDWARE', code: 4, label: 'Hårdvara' },
  { key: 'ADDON', code: 7, label: 'Tilläggsprodukter' },
] as const;

export type ProductTypeKey = (typeof PRODUCT_TYPES)[number]['key'];
