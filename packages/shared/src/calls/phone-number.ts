/**
 * Phone numbers as the phone system sends them and as customers' records hold them ('070-123 45 67',
 * '+46 70 123 45 67', '0046701234567'): one normalised form (E.164, '+46701234567') to compare them by.
 */

/** Characters people write inside a number: spaces, dashes, dots, slashes and brackets ('08-123 45 67', '(0)'). */
const SEPARATORS = /[\s\-./()]/g;

/** Sweden's country code. */
const SWEDEN = '46';

/**
 * A number in E.164 form ('+46701234567'), or null when it is no full number (an extension, 'anonymous', empty).
 * Swedish numbers may come as '+46 70...', '0046 70...', '+46 (0)70...' or nationally '070-...'; spaces, dashes,
 * dots, slashes and brackets are ignored. Other countries' numbers need their '+' or '00'.
 */
export function normalizePhoneNumber(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '');
  let international: string;
  if (/^\+\d+$/.test(compact)) international = compact.slice(1);
  else if (/^00[1-9]\d*$/.test(compact)) international = compact.slice(2);
  else if (/^0[1-9]\d*$/.test(compact)) international = SWEDEN + compact.slice(1);
  else return null;
  if (international.startsWith(SWEDEN)) {
    // '+46 (0)70...': the trunk zero written after the country code.
    const national = international.slice(SWEDEN.length).replace(/^0/, '');
    return /^[1-9]\d{6,9}$/.test(national) ? `+${SWEDEN}${national}` : null;
  }
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}

/**
 * How a number is shown: Swedish ones nationally, mobiles as '070-123 45 67' and Stockholm's as '08-123 456 78';
 * other Swedish numbers as '0' and their digits, other countries' as '+44...'. `normalized` is normalizePhoneNumber's.
 */
export function formatPhoneNumber(normalized: string): string {
  if (!normalized.startsWith(`+${SWEDEN}`)) return normalized;
  const national = normalized.slice(1 + SWEDEN.length);
  if (/^7\d{8}$/.test(national)) {
    return `0${national.slice(0, 2)}-${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  }
  if (/^8\d{7}$/.test(national)) {
    return `08-${national.slice(1, 4)} ${national.slice(4, 6)} ${national.slice(6)}`;
  }
  return `0${national}`;
}

/** A number shown as it came when it is no full number (an extension, 'anonymous'). */
export function displayPhoneNumber(raw: string): string {
  const normalized = normalizePhoneNumber(raw);
  return normalized === null ? raw.trim() : formatPhoneNumber(normalized);
}

/** What the database compares a stored number by: its digits only (the SQL regexp_replace(…, this, '', 'g')). */
export const PHONE_NON_DIGITS = '[^0-9]';

/** A stored number's digits, as the database sees them (PHONE_NON_DIGITS removed). */
export function phoneDigitsOf(stored: string): string {
  return stored.replace(new RegExp(PHONE_NON_DIGITS, 'g'), '');
}

/**
 * Every digit string a customer record may hold for `normalized` (however it was written: '+46...', '0046...',
 * '+46 (0)...', '0...'), so a number is found with one indexed comparison.
 */
export function storedPhoneDigits(normalized: string): string[] {
  const international = normalized.slice(1);
  const forms = [international, `00${international}`];
  if (international.startsWith(SWEDEN)) {
    const national = international.slice(SWEDEN.length);
    forms.push(`0${national}`, `${SWEDEN}0${national}`, `00${SWEDEN}0${national}`);
  }
  return forms;
}
