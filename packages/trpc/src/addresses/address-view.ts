import type { Address } from '@sappis/db';

/** An address of the register as the address panels show it: the apartment as displayed ('lgh 1101'). */
export function addressView(address: Address) {
  return {
    id: address.id,
    composite: address.composite,
    street: address.street,
    number: address.number,
    entrance: address.entrance,
    apartment: address.apartmentDisplay ?? address.apartment,
    zipCode: address.zipCode,
    city: address.city,
  };
}
