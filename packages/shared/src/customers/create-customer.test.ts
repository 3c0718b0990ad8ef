import { describe, expect, it } from 'vitest';
import {
  CREATE_CUSTOMER_TEXTS,
  canCreateCustomer,
  displayPersonalNumber,
  EMPTY_NEW_CUSTOMER,
  isLookupPersonalNumber,
  isValidEmail,
  isValidMobile,
  isValidPersonalNumber,
  isValidPhone,
  isValidPostalCode,
  lookupOutcome,
  type NewCustomerValues,
  twelveDigitPersonalNumber,
  validateNewCustomer,
} from './create-customer.ts';

const table = (rule: (value: string) => boolean, cases: [string, boolean][]) =>
  it.each(cases)('%j -> %s', (value, expected) => expect(rule(value)).toBe(expected));

describe('lookup personal number: exactly 12 characters ååååmmddxxxx', () => {
  table(isLookupPersonalNumber, [
    ['198112189876', true],
    ['19811218987', false],
    ['1981121898765', false],
    ['19811218-9876', false],
    ['19811218987a', false],
    ['', false],
    ['ååååmmddxxxx', false],
  ]);
});

describe('lookupOutcome: -100, 99 and 100 carry an error in the e-mail field; above 0 exists', () => {
  it.each([-100, 99, 100])('%i is an error with the e-mail field as message', (customerNumber) => {
    expect(
      lookupOutcome({ customerNumber, email: 'Kunden har anmärkning', firstName: null, lastName: null }),
    ).toEqual({ kind: 'error', message: 'Kunden har anmärkning' });
  });
  it.each([1, 98, 101, 500_123])('%i is an existing customer, with its name', (customerNumber) => {
    expect(lookupOutcome({ customerNumber, email: 'a@b.se', firstName: null, lastName: null })).toEqual({
      kind: 'existing',
      customerNumber,
      name: '',
    });
    expect(lookupOutcome({ customerNumber, email: null, firstName: 'Anna', lastName: 'Berg' })).toEqual({
      kind: 'existing',
      customerNumber,
      name: 'Anna Berg',
    });
  });
  it.each([0, -1, -99, -101])('%i is a new customer, names prefilled', (customerNumber) => {
    expect(lookupOutcome({ customerNumber, email: null, firstName: 'Anna', lastName: 'Berg' })).toEqual({
      kind: 'new',
      firstName: 'Anna',
      lastName: 'Berg',
    });
  });
});

describe('Telefonnummer: a number, empty or a single space', () => {
  table(isValidPhone, [
    ['', true],
    [' ', true],
    ['031123456', true],
    ['0', true],
    ['  ', false],
    ['031-123456', false],
    ['+4631123456', false],
    ['031 123456', false],
    ['abc', false],
  ]);
});

describe('Mobilnummer: +46 7x or 07x, x in 0 2 3 6 9, then 4 and 3 digits, spaces allowed', () => {
  table(isValidMobile, [
    ['0701234567', true],
    ['0721234567', true],
    ['0731234567', true],
    ['0761234567', true],
    ['0791234567', true],
    ['070 1234 567', true],
    ['070 123 45 67', true],
    ['+46701234567', true],
    ['+46 70 1234 567', true],
    ['0711234567', false],
    ['0741234567', false],
    ['0751234567', false],
    ['0781234567', false],
    ['070123456', false],
    ['07012345678', false],
    ['+46 0701234567', false],
    ['+4681234567', false],
    ['070-1234567', false],
    ['', false],
  ]);
});

describe('Epostadress: at least two domain segments', () => {
  table(isValidEmail, [
    ['anna@exempel.se', true],
    ['anna.berg@post.exempel.se', true],
    ['a+b@x.co', true],
    ['anna@exempel', false],
    ['anna@.se', false],
    ['anna@exempel.', false],
    ['@exempel.se', false],
    ['anna berg@exempel.se', false],
    ['anna@@exempel.se', false],
    ['', false],
  ]);
});

describe('Personnummer: optional 19/20, 6 digits, - + or space, 4 digits; or 10 digits', () => {
  table(isValidPersonalNumber, [
    ['811218-9876', true],
    ['811218+9876', true],
    ['811218 9876', true],
    ['19811218-9876', true],
    ['20121212-1212', true],
    ['8112189876', true],
    ['18811218-9876', false],
    ['198112189876', false],
    ['81121-89876', false],
    ['811218--9876', false],
    ['811218-987', false],
    ['', false],
  ]);

  it('is stored as 12 digits and shown as 8 digits, a dash and 4 digits', () => {
    expect(twelveDigitPersonalNumber('19811218-9876', '2026-11-24')).toBe('198112189876');
    expect(twelveDigitPersonalNumber('811218-9876', '2026-11-24')).toBe('198112189876');
    expect(twelveDigitPersonalNumber('121212-1212', '2026-11-24')).toBe('201212121212');
    expect(twelveDigitPersonalNumber('121212+1212', '2026-11-24')).toBe('191212121212');
    expect(twelveDigitPersonalNumber('2611241234', '2026-11-24')).toBe('202611241234');
    expect(twelveDigitPersonalNumber('198112189876', '2026-11-24')).toBeNull();
    expect(displayPersonalNumber('198112189876')).toBe('19811218-9876');
    expect(displayPersonalNumber('abc')).toBe('abc');
  });
});

describe('Postnummer: 5 digits or 3 + 2 with a space', () => {
  table(isValidPostalCode, [
    ['41301', true],
    ['413 01', true],
    ['4130', false],
    ['413011', false],
    ['413  01', false],
    ['4130 1', false],
    ['413-01', false],
    ['', false],
  ]);
});

const valid: NewCustomerValues = {
  firstName: 'Anna',
  lastName: 'Berg',
  personalNumber: '19811218-9876',
  address: 'Storgatan 1',
  postalCode: '413 01',
  city: 'Göteborg',
  email: 'anna@exempel.se',
  mobilePhone: '070 123 45 67',
  phone: '',
};

describe('validateNewCustomer', () => {
  it('accepts a valid customer', () => {
    expect(validateNewCustomer(valid)).toEqual({});
    expect(canCreateCustomer(valid)).toBe(true);
  });

  it('collects every error, per field', () => {
    const errors = validateNewCustomer({
      ...EMPTY_NEW_CUSTOMER,
      firstName: 'x'.repeat(101),
      phone: 'abc',
      mobilePhone: '0711234567',
      email: 'anna@exempel',
      personalNumber: '123',
      postalCode: '4130',
    });
    expect(errors).toEqual({
      firstName: [CREATE_CUSTOMER_TEXTS.tooLong('Förnamn')],
      lastName: [CREATE_CUSTOMER_TEXTS.required('Efternamn')],
      address: [CREATE_CUSTOMER_TEXTS.required('Adress')],
      city: [CREATE_CUSTOMER_TEXTS.required('Ort')],
      phone: [CREATE_CUSTOMER_TEXTS.phone],
      mobilePhone: [CREATE_CUSTOMER_TEXTS.mobile],
      email: [CREATE_CUSTOMER_TEXTS.email],
      personalNumber: [CREATE_CUSTOMER_TEXTS.personalNumber],
      postalCode: [CREATE_CUSTOMER_TEXTS.postalCode],
    });
    expect(canCreateCustomer({ ...valid, city: '' })).toBe(false);
  });

  it('names, address and city may have 100 characters, not 101', () => {
    for (const field of ['firstName', 'lastName', 'address', 'city'] as const) {
      expect(validateNewCustomer({ ...valid, [field]: 'x'.repeat(100) })).toEqual({});
      expect(validateNewCustomer({ ...valid, [field]: 'x'.repeat(101) })[field]).toHaveLength(1);
    }
  });

  it('an empty mobile number is allowed (marked required, not checked)', () => {
    expect(validateNewCustomer({ ...valid, mobilePhone: '' })).toEqual({});
  });
});
