/** Credit check (anmärkningskontroll), document 2 sections 7 and 8. */

/** The status the credit-check service answers: 0 ok, -99 failed (a payment remark); anything else is an error. */
export const CREDIT_CHECK_STATUS = { APPROVED: 0, REMARK: -99, UNAVAILABLE: -1 } as const;

export type CreditCheckOutcome = 'APPROVED' | 'REMARK' | 'ERROR';

export const CREDIT_CHECK_TEXTS = {
  approved: 'Anmärkningskontrollen är godkänd',
  remark: 'Kundens anmärkningskontroll gick ej igenom.',
  error: 'Anmärkningskontroll gick ej att göra - Kontakta IT',
  run: 'Gör anmärkningskontroll',
  running: 'Gör anmärkningskontroll...',
  noChecks: 'Ingen anmärkningskontroll är gjord på kunden.',
} as const;

export function creditCheckOutcome(status: number): CreditCheckOutcome {
  if (status === CREDIT_CHECK_STATUS.APPROVED) return 'APPROVED';
  if (status === CREDIT_CHECK_STATUS.REMARK) return 'REMARK';
  return 'ERROR';
}

/** The text shown for a check's status. */
export function creditCheckMessage(status: number): string {
  const outcome = creditCheckOutcome(status);
  if (outcome === 'APPROVED') return CREDIT_CHECK_TEXTS.approved;
  if (outcome === 'REMARK') return CREDIT_CHECK_TEXTS.remark;
  return CREDIT_CHECK_TEXTS.error;
}

/** Short status label for the history of checks. */
export function creditCheckStatusLabel(status: number): string {
  const outcome = creditCheckOutcome(status);
  if (outcome === 'APPROVED') return 'Godkänd';
  if (outcome === 'REMARK') return 'Ej godkänd';
  return 'Fel';
}

/** Luhn (mod 10) over a string of digits, the last one being the check digit. */
function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, weight = 1; i >= 0; i--, weight = 3 - weight) {
    let product = (digits.charCodeAt(i) - 48) * weight;
    if (product > 9) product -= 9;
    sum += product;
  }
  return sum % 10 === 0;
}

/**
 * A Swedish identity a credit bureau can look up: a personnummer 'ååååmmddxxxx' (12 digits, real date, Luhn over
 * the last 10) or an organisationsnummer of 10 digits (optionally prefixed '16', third digit at least 2).
 */
export function isCheckableIdentity(identity: string): boolean {
  const value = identity.replace(/[-\s]/g, '');
  if (/^\d{12}$/.test(value) && !value.startsWith('16')) {
    const year = Number(value.slice(0, 4));
    const month = Number(value.slice(4, 6));
    const day = Number(value.slice(6, 8));
    const date = new Date(Date.UTC(year, month - 1, day));
    const realDate =
      date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return realDate && isLuhnValid(value.slice(2));
  }
  const organisation = value.replace(/^16(?=\d{10}$)/, '');
  return /^\d{10}$/.test(organisation) && Number(organisation[2]) >= 2 && isLuhnValid(organisation);
}

/**
 * The bureau's verdict from what it knows of a person: an identity it cannot look up cannot be checked; any
 * debt handed to collection is a payment remark; otherwise the check is approved.
 */
export function creditCheckStatusFor(facts: { identity: string; debtsInCollection: number }): number {
  if (!isCheckableIdentity(facts.identity)) return CREDIT_CHECK_STATUS.UNAVAILABLE;
  if (facts.debtsInCollection > 0) return CREDIT_CHECK_STATUS.REMARK;
  return CREDIT_CHECK_STATUS.APPROVED;
}

/** Only an approved check marks the credit check as done; a remark leaves (or makes) it not done. */
export function creditCheckDoneAfter(status: number, before: boolean): boolean {
  const outcome = creditCheckOutcome(status);
  if (outcome === 'APPROVED') return true;
  if (outcome === 'REMARK') return false;
  return before;
}

/**
 * The bureau's answer about a person who is no customer yet holds for the rest of that day, so creating the
 * customer after the lookup does not check again: an approval or a remark; an error is asked again.
 */
export function isLastingCreditAnswer(status: number): boolean {
  return creditCheckOutcome(status) !== 'ERROR';
}
