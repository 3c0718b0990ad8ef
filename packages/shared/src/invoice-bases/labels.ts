/** Labels and quick phrases of the invoice basis form (document 3 sections 2 and 3). */

export const INVOICE_BASIS_CUSTOMER_TYPES = ['CUSTOMER', 'LANDLORD'] as const;
export type InvoiceBasisCustomerTypeKey = (typeof INVOICE_BASIS_CUSTOMER_TYPES)[number];

export const INVOICE_BASIS_CUSTOMER_TYPE_LABELS: Record<InvoiceBasisCustomerTypeKey, string> = {
  CUSTOMER: 'Slutkund',
  LANDLORD: 'Fastighetsägare/BRF',
};

export const INVOICE_CODES = [1, 2, 3] as const;

/** Invoice codes 1 and 3 are both labelled 'Okänd' (document 3 section 3); others show their number. */
export function invoiceCodeLabel(code: number | null | undefined): string {
  if (code === null || code === undefined) return '';
  return code === 1 || code === 3 ? 'Okänd' : String(code);
}

/**
 * Quick phrases for 'Ärende' (issue) and 'Åtgärd' (measure). The specification says they come from a shared list
 * whose content is not shown: these are our own.
 */
export const ISSUE_QUICK_PHRASES = [
  'Ingen signal i lägenheten.',
  'Trasigt uttag.',
  'Kunden har felanmält utan att felet låg hos oss.',
  'Skadad kabel i fastighetsnätet.',
] as const;

export const MEASURE_QUICK_PHRASES = [
  'Teknikerbesök utfört.',
  'Bytt trasigt uttag i fastighetsnätet.',
  'Kunden hade kopplat utrustningen fel, åtgärdat på plats.',
  'Lagat kabel i fastighetsnätet.',
] as const;

/** The phrase added to a text: on its own line after what is there. */
export function withQuickPhrase(text: string, phrase: string): string {
  return text.trim() === '' ? phrase : `${text.trimEnd()}\n${phrase}`;
}
