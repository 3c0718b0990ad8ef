import {
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  FEMALE_FIRST_NAMES,
  HOUSING_ASSOCIATION_WORDS,
  LAST_NAMES,
  MALE_FIRST_NAMES,
} from './data/names.ts';
import { CITIES, type City } from './data/places.ts';
import { organisationNumber, personnummer } from './luhn.ts';
import type { Random } from './random.ts';

/** Generators of realistic Swedish personal data; all randomness comes from the given generator. */

export interface GeneratedPerson {
  firstName: string;
  lastName: string;
  gender: 'F' | 'M';
  /** 12 digits, YYYYMMDDNNNN. */
  personalId: string;
  birthDate: Date;
}

/** Lower-case ASCII form of a name for e-mail addresses ('Åsa Öberg' -> 'asa', 'oberg'). */
export function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('å', 'a')
    .replaceAll('ä', 'a')
    .replaceAll('ö', 'o')
    .replaceAll('é', 'e')
    .replaceAll('ü', 'u')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function generatePerson(
  rng: Random,
  options: { today: Date; minAge?: number; maxAge?: number },
): GeneratedPerson {
  const gender = rng.chance(0.5) ? 'F' : 'M';
  const firstName = rng.pick(gender === 'F' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const age = rng.int(options.minAge ?? 19, options.maxAge ?? 88);
  const year = options.today.getUTCFullYear() - age;
  const month = rng.int(1, 12);
  const day = rng.int(1, new Date(Date.UTC(year, month, 0)).getUTCDate());
  // Birth number: the third digit is odd for men, even for women.
  const serial =
    rng.int(0, 99) * 10 + (gender === 'M' ? rng.pick([1, 3, 5, 7, 9]) : rng.pick([0, 2, 4, 6, 8]));
  return {
    firstName,
    lastName,
    gender,
    personalId: personnummer({ year, month, day }, serial),
    birthDate: new Date(Date.UTC(year, month - 1, day)),
  };
}

/** Swedish mobile number '07x-xxx xx xx' where x after 07 is 0, 2, 3, 6 or 9 (the operators' series). */
export function mobileNumber(rng: Random): string {
  const digits = rng.digits(7);
  return `07${rng.pick(['0', '2', '3', '6', '9'])}-${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
}

/** Landline number with the city's area code, e.g. '08-123 456 78' or '031-12 34 56'. */
export function landlineNumber(rng: Random, city: City): string {
  const length = 9 - city.areaCode.length;
  const digits = `${rng.int(2, 8)}${rng.digits(length - 1)}`;
  const groups = length === 8 ? [3, 3, 2] : length === 7 ? [3, 2, 2] : [2, 2, 2];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return `0${city.areaCode}-${parts.join(' ')}`;
}

/**
 * A customer e-mail address. Domains are reserved example domains (RFC 2606 / 6761) so that nothing seeded
 * can ever reach a real mailbox, whatever the e-mail features do.
 */
export function customerEmail(rng: Random, firstName: string, lastName: string): string {
  const first = asciiSlug(firstName);
  const last = asciiSlug(lastName);
  const local = rng.pick([
    `${first}.${last}`,
    `${first}.${last}`,
    `${first}${last}`,
    `${first}.${last}${rng.int(1, 99)}`,
    `${first[0]}${last}`,
    `${first}_${last}${rng.int(60, 99)}`,
  ]);
  return `${local}@${rng.pick(['example.com', 'example.net', 'example.org', 'mail.example', 'post.test'])}`;
}

/** Staff e-mail firstname.lastname@sappa.se. */
export function staffEmail(firstName: string, lastName: string): string {
  return `${asciiSlug(firstName)}.${asciiSlug(lastName)}@sappa.se`;
}

export function pickCity(rng: Random): City {
  return rng.weighted(CITIES.map((city) => [city, city.weight] as const));
}

/** 'NNN NN' within one of the city's ranges. */
export function postalCode(rng: Random, city: City): string {
  const [from, to] = rng.pick(city.postalRanges);
  const code = String(rng.int(from, to));
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

export interface GeneratedAddress {
  street: string;
  number: string;
  entrance: string | null;
  /** Lägenhetsnummer, four digits (floor and door, e.g. 1102). */
  apartment: string | null;
  zipCode: string;
  city: string;
  /** 'Drottninggatan 12 B' (street, number and entrance). */
  streetAddress: string;
  /** 'Drottninggatan 12 B lgh 1102, 111 51 Stockholm'. */
  composite: string;
  cityRef: City;
}

export function generateAddress(
  rng: Random,
  options: { city?: City; apartmentShare?: number } = {},
): GeneratedAddress {
  const city = options.city ?? pickCity(rng);
  const street = rng.pick(city.streets);
  const number = String(
    rng.weighted([
      [rng.int(1, 20), 6],
      [rng.int(21, 60), 3],
      [rng.int(61, 140), 1],
    ]),
  );
  const entrance = rng.chance(0.15) ? rng.pick(['A', 'B', 'C']) : null;
  const apartment = rng.chance(options.apartmentShare ?? 0.55) ? `${rng.int(10, 16)}0${rng.int(1, 6)}` : null;
  const zipCode = postalCode(rng, city);
  const streetAddress = `${street} ${number}${entrance ? ` ${entrance}` : ''}`;
  return {
    street,
    number,
    entrance,
    apartment,
    zipCode,
    city: city.name,
    streetAddress,
    composite: `${streetAddress}${apartment ? ` lgh ${apartment}` : ''}, ${zipCode} ${city.name}`,
    cityRef: city,
  };
}

/** Address-register id: mostly 6 to 11 digits, sometimes 32 upper-case alphanumerics (document 1 section 5). */
export function addressId(rng: Random, options: { longShare?: number } = {}): string {
  if (rng.chance(options.longShare ?? 0.1)) return rng.chars(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  const length = rng.int(6, 11);
  return `${rng.int(1, 9)}${rng.digits(length - 1)}`;
}

export interface GeneratedCompany {
  name: string;
  organisationNumber: string;
}

export function generateCompany(rng: Random, ownerLastName: string): GeneratedCompany {
  const word = rng.pick(COMPANY_WORDS);
  const suffix = rng.pick(COMPANY_SUFFIXES);
  const name = rng.chance(0.6)
    ? `${ownerLastName}s ${word.toLowerCase()} ${suffix}`
    : `${word} ${ownerLastName} ${suffix}`;
  const group = suffix === 'Ekonomisk förening' ? 7 : suffix === 'AB' ? 5 : 9;
  return {
    name: name.charAt(0).toUpperCase() + name.slice(1),
    organisationNumber: organisationNumber(group, rng.int(0, 99_999_999)),
  };
}

export function generateHousingAssociation(rng: Random, city: City): GeneratedCompany {
  return {
    name: `Brf ${rng.pick(HOUSING_ASSOCIATION_WORDS)} ${city.name === 'Stockholm' ? rng.int(1, 40) : ''}`.trim(),
    organisationNumber: organisationNumber(7, rng.int(0, 99_999_999)),
  };
}

/** Hexadecimal string of the given length (MAC addresses, ids). */
export function hexString(rng: Random, length: number): string {
  return rng.chars(length, '0123456789ABCDEF');
}
