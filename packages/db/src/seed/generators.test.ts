import { describe, expect, it } from 'vitest';
import { addressNaturalKey } from './address-key.ts';
import { CITY_BY_NAME } from './data/places.ts';
import { buildDemoData } from './demo/build.ts';
import { DEMO_FIXTURES } from './demo/fixtures.ts';
import {
  addressId,
  asciiSlug,
  customerEmail,
  generateAddress,
  generatePerson,
  landlineNumber,
  mobileNumber,
  staffEmail,
} from './generators.ts';
import { isValidOcr, isValidOrganisationNumber, isValidPersonnummer } from './luhn.ts';
import { createRandom, hashSeed } from './random.ts';
import { scaleCustomer } from './scale/customers.ts';

const NOW = new Date('2025-03-14T09:30:00Z');
const TODAY = new Date(Date.UTC(2025, 2, 14));

describe('random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    const c = createRandom('y');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(hashSeed('a', 1)).toBe(hashSeed('a', 1));
    expect(hashSeed('a', 1)).not.toBe(hashSeed('a', 2));
  });

  it('keeps int() within its bounds', () => {
    const rng = createRandom(1);
    for (let i = 0; i < 2000; i++) {
      const value = rng.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
    }
  });
});

describe('generators', () => {
  const rng = createRandom('generator-test');

  it('makes people with valid personnummer of adult ages', () => {
    for (let i = 0; i < 300; i++) {
      const person = generatePerson(rng, { today: TODAY });
      expect(isValidPersonnummer(person.personalId), person.personalId).toBe(true);
      const age = TODAY.getUTCFullYear() - person.birthDate.getUTCFullYear();
      expect(age).toBeGreaterThanOrEqual(19);
      expect(age).toBeLessThanOrEqual(88);
      // Odd ninth digit for men, even for women.
      expect(Number(person.personalId[10]) % 2).toBe(person.gender === 'M' ? 1 : 0);
    }
  });

  it('puts addresses in real cities with postal codes in the city ranges', () => {
    for (let i = 0; i < 300; i++) {
      const address = generateAddress(rng);
      const city = CITY_BY_NAME.get(address.city);
      expect(city).toBeDefined();
      expect(city?.streets).toContain(address.street);
      expect(address.zipCode).toMatch(/^\d{3} \d{2}$/);
      const zip = Number(address.zipCode.replace(' ', ''));
      expect(city?.postalRanges.some(([from, to]) => zip >= from && zip <= to)).toBe(true);
      if (address.apartment) expect(address.apartment).toMatch(/^\d{4}$/);
      expect(address.composite).toContain(`${address.zipCode} ${address.city}`);
    }
  });

  it('formats phone numbers and e-mails', () => {
    const stockholm = CITY_BY_NAME.get('Stockholm');
    for (let i = 0; i < 200; i++) {
      expect(mobileNumber(rng)).toMatch(/^07[02369]-\d{3} \d{2} \d{2}$/);
      if (stockholm) expect(landlineNumber(rng, stockholm)).toMatch(/^08-\d{3} \d{3} \d{2}$/);
      expect(customerEmail(rng, 'Åsa', 'Öberg')).toMatch(/^[a-z0-9._]+@[a-z]+\.[a-z]+$/);
    }
    expect(asciiSlug('Linnéa Åkesson')).toBe('linnea-akesson');
    expect(staffEmail('Fredrik', 'Åberg')).toBe('fredrik.aberg@sappa.se');
  });

  it('makes address ids of 6-11 digits or 32 upper-case alphanumerics', () => {
    const ids = Array.from({ length: 500 }, () => addressId(rng, { longShare: 0.2 }));
    for (const id of ids) expect(id).toMatch(/^(\d{6,11}|[A-Z0-9]{32})$/);
    expect(ids.some((id) => id.length === 32)).toBe(true);
  });
});

describe('demo data build', () => {
  it('is deterministic: two builds give the same data', () => {
    const first = buildDemoData({ now: NOW });
    const second = buildDemoData({ now: NOW });
    expect(second.data.customers.slice(0, 20)).toEqual(first.data.customers.slice(0, 20));
    expect(JSON.stringify(second.data)).toBe(JSON.stringify(first.data));
  });

  it('builds the fixture customers with valid identities, numbers and OCR references', () => {
    const { data } = buildDemoData({ now: NOW });
    expect(data.customers).toHaveLength(200);
    const numbers = new Set(data.customers.map((customer) => customer.customerNumber));
    for (const number of Object.values(DEMO_FIXTURES.customers)) expect(numbers.has(number)).toBe(true);
    for (const customer of data.customers) {
      const valid =
        customer.customerType === 'BUSINESS'
          ? isValidOrganisationNumber(customer.personalId)
          : isValidPersonnummer(customer.personalId);
      expect(valid, customer.personalId).toBe(true);
    }
    for (const invoice of data.invoices) expect(isValidOcr(invoice.ocr, { lengthDigit: true })).toBe(true);
    const agreementNumbers = new Set(data.agreements.map((agreement) => agreement.agreementNumber));
    for (const number of Object.values(DEMO_FIXTURES.agreements))
      expect(agreementNumbers.has(number)).toBe(true);
    const headers = [...data.cases, ...data.childCases].map((item) => item.header);
    for (const header of headers) expect(header.length).toBeLessThanOrEqual(40);
  });
});

describe('scale customers', () => {
  it('always gives the same customer for an index, with valid identities', () => {
    expect(scaleCustomer(42, TODAY, new Set())).toEqual(scaleCustomer(42, TODAY, new Set()));
    expect(scaleCustomer(42, TODAY, new Set())).not.toEqual(scaleCustomer(43, TODAY, new Set()));
    const taken = new Set<string>();
    for (let index = 1; index <= 300; index++) {
      const { customer } = scaleCustomer(index, TODAY, taken);
      const id = String(customer.personalId);
      expect(
        customer.customerType === 'BUSINESS' ? isValidOrganisationNumber(id) : isValidPersonnummer(id),
        id,
      ).toBe(true);
    }
  });

  it('draws the address again while its natural key is taken, and takes the key', () => {
    const first = scaleCustomer(42, TODAY, new Set()).address;
    const taken = new Set([addressNaturalKey(first)]);
    const again = scaleCustomer(42, TODAY, taken).address;
    expect(addressNaturalKey(again)).not.toBe(addressNaturalKey(first));
    expect(taken).toEqual(new Set([addressNaturalKey(first), addressNaturalKey(again)]));
  });
});
