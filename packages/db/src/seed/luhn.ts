/**
 * Check digits of Swedish identifiers: personnummer, organisationsnummer and OCR payment references all use
 * the Luhn (mod 10) algorithm.
 */

function assertDigits(value: string): void {
  if (!/^\d*$/.test(value)) throw new Error(`Not digits: ${value}`);
}

/** Luhn check digit for `digits` (the digit that, appended, makes the whole number pass the check). */
export function luhnCheckDigit(digits: string): number {
  assertDigits(digits);
  let sum = 0;
  // Walking from the right, the digit next to the (future) check digit gets weight 2.
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = 3 - weight) {
    let product = (digits.charCodeAt(i) - 48) * weight;
    if (product > 9) product -= 9;
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit of `digits` is the Luhn check digit of the others. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

// ───────────── Personnummer ─────────────

function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * A personnummer as 12 digits 'YYYYMMDDNNNN' from a birth date and the three-digit birth number
 * (odd for men, even for women); the last digit is the Luhn check digit over the 10-digit form YYMMDDNNN.
 */
export function personnummer(
  birthDate: { year: number; month: number; day: number },
  birthNumber: number,
): string {
  if (!isValidDate(birthDate.year, birthDate.month, birthDate.day)) throw new Error('Invalid birth date');
  if (!Number.isInteger(birthNumber) || birthNumber < 0 || birthNumber > 999)
    throw new Error('Invalid birth number');
  const yyyymmdd = `${birthDate.year}${String(birthDate.month).padStart(2, '0')}${String(birthDate.day).padStart(2, '0')}`;
  const nine = `${yyyymmdd.slice(2)}${String(birthNumber).padStart(3, '0')}`;
  return `${yyyymmdd}${String(birthNumber).padStart(3, '0')}${luhnCheckDigit(nine)}`;
}

/**
 * Normalises a personnummer to 12 digits. Accepts 'YYYYMMDDNNNN', 'YYYYMMDD-NNNN', 'YYMMDD-NNNN' and
 * 'YYMMDDNNNN' (a '+' separator means 100 years or older); `today` decides the century of 10-digit forms.
 */
export function normalisePersonnummer(input: string, today: Date = new Date()): string | undefined {
  const match = /^(\d{2})?(\d{6})([-+ ]?)(\d{4})$/.exec(input.trim());
  if (!match) return undefined;
  const [, century, yymmdd, separator, last] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  if (century) return `${century}${yymmdd}${last}`;
  const currentYear = today.getUTCFullYear();
  const yy = Number(yymmdd.slice(0, 2));
  let year = Math.floor(currentYear / 100) * 100 + yy;
  if (year > currentYear) year -= 100;
  if (separator === '+') year -= 100;
  return `${year}${yymmdd.slice(2)}${last}`.padStart(12, '0');
}

/** A valid personnummer (or samordningsnummer, day + 60): real date and correct check digit. */
export function isValidPersonnummer(input: string): boolean {
  const twelve = normalisePersonnummer(input);
  if (!twelve) return false;
  const year = Number(twelve.slice(0, 4));
  const month = Number(twelve.slice(4, 6));
  let day = Number(twelve.slice(6, 8));
  if (day > 60) day -= 60;
  if (!isValidDate(year, month, day)) return false;
  return isLuhnValid(twelve.slice(2));
}

/** 'YYYYMMDD-NNNN', the display form of the specification (8 digits, a dash, 4 digits). */
export function formatPersonnummer(twelve: string): string {
  return `${twelve.slice(0, 8)}-${twelve.slice(8)}`;
}

// ───────────── Organisationsnummer ─────────────

/**
 * A 10-digit organisationsnummer: group digit (5 aktiebolag, 7 ekonomisk förening/BRF, 8 ideell förening,
 * 9 handelsbolag, 2 stat/kommun), a third digit of at least 2 (so it can never be a date), Luhn check digit.
 */
export function organisationNumber(group: 2 | 5 | 7 | 8 | 9, serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > 99_999_999) throw new Error('Invalid serial');
  const body = `${group}${String(serial).padStart(8, '0')}`.split('');
  // Force the third digit into 2..9.
  const third = Number(body[2]);
  if (third < 2) body[2] = String(third + 2);
  const nine = body.join('');
  return `${nine}${luhnCheckDigit(nine)}`;
}

export function isValidOrganisationNumber(input: string): boolean {
  const digits = input.replace(/^16/, '').replace('-', '');
  if (!/^\d{10}$/.test(digits)) return false;
  if (Number(digits[2]) < 2) return false;
  return isLuhnValid(digits);
}

/** 'NNNNNN-NNNN'. */
export function formatOrganisationNumber(ten: string): string {
  return `${ten.slice(0, 6)}-${ten.slice(6)}`;
}

// ───────────── OCR ─────────────

/**
 * An OCR payment reference: `reference` digits, optionally a length digit (total length including the
 * length digit and the check digit, modulo 10), then the Luhn check digit over everything before it.
 */
export function ocrNumber(reference: string, options: { lengthDigit?: boolean } = {}): string {
  assertDigits(reference);
  if (reference.length === 0) throw new Error('Empty OCR reference');
  const body = options.lengthDigit ? `${reference}${(reference.length + 2) % 10}` : reference;
  const ocr = `${body}${luhnCheckDigit(body)}`;
  if (ocr.length < 2 || ocr.length > 25) throw new Error('OCR numbers are 2 to 25 digits');
  return ocr;
}

export function isValidOcr(ocr: string, options: { lengthDigit?: boolean } = {}): boolean {
  if (!/^\d{2,25}$/.test(ocr) || !isLuhnValid(ocr)) return false;
  if (options.lengthDigit) return Number(ocr[ocr.length - 2]) === ocr.length % 10;
  return true;
}
