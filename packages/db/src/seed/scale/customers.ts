import { addressNaturalKey } from '../address-key.ts';
import {
  customerEmail,
  generateAddress,
  generateCompany,
  generatePerson,
  landlineNumber,
  mobileNumber,
} from '../generators.ts';
import { createRandom, hashSeed, SEED } from '../random.ts';
import { SCALE_RANGES } from './sql.ts';

/**
 * Scale customers and their addresses, generated in Node with the same generators as the demo data (valid
 * personnummer, real cities and postal codes). Customer `index` is always the same person: each index has
 * its own generator, so appending more customers later never changes earlier ones.
 */

/** An addresses row. */
export type ScaleAddress = {
  id: string;
  street: string;
  number: string;
  entrance: string | null;
  apartment: string | null;
  apartmentDisplay: string | null;
  zipCode: string;
  city: string;
  composite: string;
  transmission: number;
};

export interface ScaleCustomer {
  customer: Record<string, unknown>;
  address: ScaleAddress;
}

const DELIVERY_TYPES = ['LETTER', 'EMAIL', 'EMAIL', 'E_INVOICE', 'E_INVOICE', 'DNN'] as const;
const PAYMENT_TYPES = ['AUTOGIRO', 'AUTOGIRO', 'BANKGIRO', 'BANKGIRO', 'OTHER'] as const;

/**
 * `takenAddresses`: the natural keys of the addresses stored or generated so far (see address-key.ts); the
 * customer's address is drawn again until its key is free, and its key is added.
 */
export function scaleCustomer(index: number, today: Date, takenAddresses: Set<string>): ScaleCustomer {
  const rng = createRandom(hashSeed(SEED, 'scale-customer', index));
  const person = generatePerson(rng, { today });
  const business = rng.chance(0.05);
  const drawAddress = () => generateAddress(rng, { apartmentShare: business ? 0 : 0.55 });
  let address = drawAddress();
  while (takenAddresses.has(addressNaturalKey(address))) address = drawAddress();
  takenAddresses.add(addressNaturalKey(address));
  const company = business ? generateCompany(rng, person.lastName) : undefined;
  const name = company?.name ?? `${person.firstName} ${person.lastName}`;
  const deliveryAddress = `${address.streetAddress}${address.apartment ? ` lgh ${address.apartment}` : ''}`;
  const createdAt = new Date(today.getTime() - rng.int(30, 3650) * 86_400_000);
  const addressId = String(SCALE_RANGES.addressIdBase + index);
  return {
    customer: {
      id: SCALE_RANGES.customerIdBase + index,
      customerNumber: SCALE_RANGES.customerNumberBase + index,
      name,
      firstName: person.firstName,
      lastName: person.lastName,
      email: rng.chance(0.93) ? customerEmail(rng, person.firstName, person.lastName) : null,
      mobilePhone: rng.chance(0.9) ? mobileNumber(rng) : null,
      phone: rng.chance(business ? 0.9 : 0.2) ? landlineNumber(rng, address.cityRef) : null,
      personalId: company?.organisationNumber ?? person.personalId,
      customerType: business ? 'BUSINESS' : 'PRIVATE',
      deliveryAddress,
      deliveryPostalCode: address.zipCode,
      deliveryCity: address.city,
      invoiceName: name,
      invoiceAddress: deliveryAddress,
      invoicePostalCode: address.zipCode,
      invoiceCity: address.city,
      invoiceDeliveryType: rng.pick(DELIVERY_TYPES),
      paymentType: rng.pick(PAYMENT_TYPES),
      protectedIdentity: rng.chance(0.005),
      hasTrustee: rng.chance(0.01),
      creditCheckDone: rng.chance(0.97),
      createdAt,
      updatedAt: createdAt,
    },
    address: {
      id: addressId,
      street: address.street,
      number: address.number,
      entrance: address.entrance,
      apartment: address.apartment,
      apartmentDisplay: address.apartment ? `Lgh ${address.apartment}` : null,
      zipCode: address.zipCode,
      city: address.city,
      composite: address.composite,
      transmission: 20,
    },
  };
}
