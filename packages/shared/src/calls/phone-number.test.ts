import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../testing/property-runs.ts';
import {
  displayPhoneNumber,
  formatPhoneNumber,
  normalizePhoneNumber,
  phoneDigitsOf,
  storedPhoneDigits,
} from './phone-number.ts';

const runs = { numRuns: propertyRuns(300, 20_000), seed: 29 };

/** A Swedish national significant number (no trunk zero): mobiles 7xxxxxxxx, Stockholm 8xxxxxxx, others. */
const nationalNumber = fc.oneof(
  fc.stringMatching(/^7[02369]\d{7}$/),
  fc.stringMatching(/^8\d{7}$/),
  fc.stringMatching(/^[1-69]\d{6,8}$/),
);

/** The ways a Swedish number is written: +46, 0046, +46 (0), or nationally with 0. */
const prefix = fc.constantFrom('+46', '0046', '+46(0)', '0');

/** Spaces and dashes put anywhere between the digits. */
function withSeparators(digits: string, cuts: readonly string[]): string {
  return [...digits].map((digit, index) => `${digit}${cuts[index % cuts.length] ?? ''}`).join('');
}
const separators = fc.array(fc.constantFrom('', '', ' ', '-', ' - ', '  '), { minLength: 1, maxLength: 12 });

describe('normalizePhoneNumber: one form per Swedish number, however it is written', () => {
  it('gives +46 and the national number for +46, 0046, +46 (0) and 0, with any spaces and dashes', () => {
    fc.assert(
      fc.property(nationalNumber, prefix, separators, (national, start, cuts) => {
        const written = `${start} ${withSeparators(national, cuts)}`;
        expect(normalizePhoneNumber(written)).toBe(`+46${national}`);
      }),
      runs,
    );
  });

  it('reads back what it shows (format, then normalise, is the number again)', () => {
    fc.assert(
      fc.property(nationalNumber, (national) => {
        const normalized = `+46${national}`;
        expect(normalizePhoneNumber(formatPhoneNumber(normalized))).toBe(normalized);
      }),
      runs,
    );
  });

  it('finds a stored number by its digits whichever way the record writes it', () => {
    fc.assert(
      fc.property(nationalNumber, prefix, separators, (national, start, cuts) => {
        const stored = `${start}${withSeparators(national, cuts)}`;
        expect(storedPhoneDigits(`+46${national}`)).toContain(phoneDigitsOf(stored));
      }),
      runs,
    );
  });

  it('keeps other countries with their code, and needs + or 00 for them', () => {
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhoneNumber('0044 20 7946 0958')).toBe('+442079460958');
    expect(formatPhoneNumber('+442079460958')).toBe('+442079460958');
    expect(storedPhoneDigits('+442079460958')).toEqual(['442079460958', '00442079460958']);
  });

  it('is no full number for an extension, a hidden caller, letters or too few digits', () => {
    for (const raw of [
      '201',
      'anonymous',
      '',
      '   ',
      '070-12',
      '+46',
      '0046',
      '07O-123 45 67',
      '+46 70 123 45 67 89 01',
    ]) {
      expect(normalizePhoneNumber(raw)).toBeNull();
    }
  });

  it("shows mobiles as '070-123 45 67', Stockholm as '08-123 456 78' and others nationally", () => {
    expect(formatPhoneNumber('+46701234567')).toBe('070-123 45 67');
    expect(formatPhoneNumber('+4681234567')).toBe('08-123 45 67');
    expect(formatPhoneNumber('+46311234567')).toBe('0311234567');
    expect(displayPhoneNumber('+46 70-123 45 67')).toBe('070-123 45 67');
    expect(displayPhoneNumber(' 201 ')).toBe('201');
  });
});
