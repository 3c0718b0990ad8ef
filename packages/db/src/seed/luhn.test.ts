import { describe, expect, it } from 'vitest';
import {
  formatPersonnummer,
  isLuhnValid,
  isValidOcr,
  isValidOrganisationNumber,
  isValidPersonnummer,
  luhnCheckDigit,
  normalisePersonnummer,
  ocrNumber,
  organisationNumber,
  personnummer,
} from './luhn.ts';

/** Every single-digit change and every swap of two neighbouring different digits of `digits`. */
function mutations(digits: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < digits.length; i++) {
    for (let d = 0; d <= 9; d++) {
      if (String(d) !== digits[i]) out.push(`${digits.slice(0, i)}${d}${digits.slice(i + 1)}`);
    }
    const next = digits[i + 1];
    // Luhn misses the swap 09 <-> 90, a known weakness of the algorithm.
    const pair = `${digits[i]}${next}`;
    if (next !== undefined && next !== digits[i] && pair !== '09' && pair !== '90') {
      out.push(`${digits.slice(0, i)}${next}${digits[i]}${digits.slice(i + 2)}`);
    }
  }
  return out;
}

describe('luhn', () => {
  it('computes the check digit of known numbers', () => {
    expect(luhnCheckDigit('811218987')).toBe(6);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
  });

  it('rejects non-digits', () => {
    expect(() => luhnCheckDigit('12a')).toThrow();
    expect(isLuhnValid('8112189876x')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});

describe('personnummer', () => {
  it('accepts the well-known valid examples in every written form', () => {
    for (const valid of [
      '198112189876',
      '19811218-9876',
      '811218-9876',
      '8112189876',
      '191212121212',
      '19121212-1212',
    ]) {
      expect(isValidPersonnummer(valid), valid).toBe(true);
    }
  });

  it('rejects every single-digit change and neighbour swap of a valid number', () => {
    // The century is not covered by the check digit: mutate the 10-digit form YYMMDDNNNC.
    for (const mutated of mutations('8112189876')) {
      expect(isValidPersonnummer(`19${mutated}`), mutated).toBe(false);
      expect(isValidPersonnummer(mutated), mutated).toBe(false);
    }
  });

  it('rejects impossible dates even with a correct check digit', () => {
    const nine = '810231987';
    expect(isValidPersonnummer(`19${nine}${luhnCheckDigit(nine)}`)).toBe(false);
  });

  it('accepts samordningsnummer (day + 60)', () => {
    const nine = '811278987';
    expect(isValidPersonnummer(`19${nine}${luhnCheckDigit(nine)}`)).toBe(true);
  });

  it('builds valid numbers from a birth date and birth number', () => {
    expect(personnummer({ year: 1981, month: 12, day: 18 }, 987)).toBe('198112189876');
    expect(personnummer({ year: 2000, month: 2, day: 29 }, 4)).toMatch(/^20000229004\d$/);
    for (let n = 0; n < 1000; n += 37) {
      expect(isValidPersonnummer(personnummer({ year: 1975, month: 6, day: 30 }, n))).toBe(true);
    }
    expect(() => personnummer({ year: 1981, month: 2, day: 30 }, 1)).toThrow();
  });

  it('normalises and formats', () => {
    const today = new Date(Date.UTC(2025, 0, 1));
    expect(normalisePersonnummer('811218-9876', today)).toBe('198112189876');
    expect(normalisePersonnummer('121212+1212', today)).toBe('191212121212');
    expect(normalisePersonnummer('121212-1212', today)).toBe('201212121212');
    expect(normalisePersonnummer('12-12', today)).toBeUndefined();
    expect(formatPersonnummer('198112189876')).toBe('19811218-9876');
  });
});

describe('organisationsnummer', () => {
  it('accepts known numbers and rejects their mutations', () => {
    // Volvo AB and Ericsson AB.
    for (const valid of ['5560125790', '556012-5790', '5560160680', '165560160680']) {
      expect(isValidOrganisationNumber(valid), valid).toBe(true);
    }
    for (const mutated of mutations('5560125790')) {
      const thirdOk = Number(mutated[2]) >= 2;
      if (thirdOk) expect(isValidOrganisationNumber(mutated), mutated).toBe(false);
    }
  });

  it('builds valid numbers whose third digit is at least 2', () => {
    for (let serial = 0; serial < 100_000; serial += 7919) {
      const number = organisationNumber(5, serial);
      expect(number).toMatch(/^5\d[2-9]\d{7}$/);
      expect(isValidOrganisationNumber(number)).toBe(true);
    }
    expect(organisationNumber(7, 12345)).toMatch(/^7/);
  });
});

describe('OCR', () => {
  it('appends a Luhn check digit', () => {
    expect(ocrNumber('123456')).toBe('1234566');
    expect(isValidOcr('1234566')).toBe(true);
    for (const mutated of mutations('1234566')) expect(isValidOcr(mutated), mutated).toBe(false);
  });

  it('optionally adds a length digit before the check digit', () => {
    const ocr = ocrNumber('80000123', { lengthDigit: true });
    expect(ocr).toHaveLength(10);
    expect(ocr.slice(0, 9)).toBe('800001230');
    expect(isValidOcr(ocr, { lengthDigit: true })).toBe(true);
    expect(isValidOcr(ocr)).toBe(true);
    // A valid Luhn number whose length digit is wrong.
    const wrongLength = `1234${luhnCheckDigit('1234')}`;
    expect(isValidOcr(wrongLength, { lengthDigit: true })).toBe(false);
    for (const mutated of mutations(ocr))
      expect(isValidOcr(mutated, { lengthDigit: true }), mutated).toBe(false);
  });

  it('refuses empty or too long references', () => {
    expect(() => ocrNumber('')).toThrow();
    expect(() => ocrNumber('1'.repeat(25))).toThrow();
  });
});
