import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smsRecipient } from './sms-delivery.ts';

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });
const separator = fc.constantFrom('', ' ', '-', ' - ', '.');

describe('smsRecipient', () => {
  it('turns a Swedish mobile number written in any usual way into +46 and its digits without the 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '+46', '0046'),
        digits(8),
        separator,
        separator,
        (prefix, rest, a, b) => {
          const written = `${prefix}7${rest.slice(0, 1).join('')}${a}${rest.slice(1, 4).join('')}${b}${rest.slice(4).join('')}`;
          expect(smsRecipient(written)).toBe(`+467${rest.join('')}`);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps a number already international, so normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), digits(9), (country, rest) => {
        const number = `+${country}${rest.join('')}`;
        expect(smsRecipient(number)).toBe(number);
        expect(smsRecipient(smsRecipient(`0${rest.join('')}`) ?? '')).toBe(smsRecipient(`0${rest.join('')}`));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses what is no phone number: empty, letters, too short or too long', () => {
    for (const written of ['', '   ', 'saknas', '070-12', '+0701234567', `+46${'1'.repeat(14)}`]) {
      expect(smsRecipient(written)).toBeNull();
    }
  });
});
