import { addDays } from '../dates.ts';
import {
  customerEmail,
  generateAddress,
  generateHousingAssociation,
  generatePerson,
  landlineNumber,
  mobileNumber,
} from '../generators.ts';
import type { DemoContext } from './context.ts';
import { DEMO_RANGES } from './fixtures.ts';

/** Customers outside the main provider system: cantab customers and bitcom housing associations. */
export function buildOutsideCustomers(ctx: DemoContext): void {
  const { rng, today, data } = ctx;
  const [cantabFirst, cantabLast] = DEMO_RANGES.cantab;
  for (let number = cantabFirst; number <= cantabLast; number++) {
    const person = generatePerson(rng, { today });
    const address = generateAddress(rng);
    data.cantabCustomers.push({
      customerNumber: number,
      name: `${person.firstName} ${person.lastName}`,
      personalId: rng.chance(0.9) ? person.personalId : null,
      email: rng.chance(0.85) ? customerEmail(rng, person.firstName, person.lastName) : null,
      mobilePhone: rng.chance(0.8) ? mobileNumber(rng) : null,
      address: address.streetAddress,
      city: address.city,
      createdAt: addDays(today, -rng.int(10, 2000)),
    });
  }
  const [bitcomFirst, bitcomLast] = DEMO_RANGES.bitcom;
  for (let number = bitcomFirst; number <= bitcomLast; number++) {
    const address = generateAddress(rng, { apartmentShare: 0 });
    const association = generateHousingAssociation(rng, address.cityRef);
    data.bitcomHousingAssociations.push({
      customerNumber: number,
      name: association.name,
      organisationNumber: association.organisationNumber,
      email: `styrelsen@${association.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
      phone: landlineNumber(rng, address.cityRef),
      address: address.streetAddress,
      city: address.city,
      apartmentCount: rng.int(8, 240),
      createdAt: addDays(today, -rng.int(100, 3000)),
    });
  }
}
