import { z } from 'zod';
import { requiredText, trimmedText } from '../input/safe-input.ts';
import { postalCodeInput } from './customer-details.ts';

/** Apartment number: four digits (format xxxx). */
export const APARTMENT_PATTERN = /^\d{4}$/;

/** Document 1 section 2.5: street, number, zip and city are required; entrance and apartment optional. */
export const addAddressSchema = z.object({
  street: requiredText(100, { required: 'Gata måste fyllas i', tooLong: 'Gata får vara högst 100 tecken' }),
  number: requiredText(10, { required: 'Nummer måste fyllas i', tooLong: 'Nummer får vara högst 10 tecken' }),
  entrance: trimmedText(10, 'Uppgång får vara högst 10 tecken'),
  apartment: trimmedText(4, 'Lägenhetsnummer ska ha formatet xxxx').refine(
    (value) => value === '' || APARTMENT_PATTERN.test(value),
    'Lägenhetsnummer ska ha formatet xxxx',
  ),
  zip: postalCodeInput,
  city: requiredText(100, { required: 'Ort måste fyllas i', tooLong: 'Ort får vara högst 100 tecken' }),
});

export type AddAddressForm = z.infer<typeof addAddressSchema>;

export const ADD_ADDRESS_TEXTS = {
  created: 'Adressen är tillagd, skickar tillbaka dig till köpbar adress...',
  exists: 'Adressen finns redan i adressregistret',
} as const;

/** 'Gör adressen köpbar' (document 3 panel 8): the register search first, adding an address only when it is missing. */
export const MAKE_PURCHASABLE_TEXTS = {
  missing: 'Adressen saknas i adressregistret – lägg till adressen',
  purchasable: (agreementNumber: number, address: string) =>
    `Avtal ${agreementNumber} har en köpbar adress: ${address}.`,
  openAddress: 'Öppna adressen',
} as const;

/** After a created address the panel returns to the purchasable-address view after this long. */
export const ADD_ADDRESS_RETURN_MS = 1000;

/** The address as one line: 'Storgatan 12 B lgh 1101, 413 01 Göteborg'. */
export function compositeAddress(address: AddAddressForm): string {
  const zip = address.zip.replace(/\s/g, '');
  const street = [address.street, address.number, address.entrance].filter(Boolean).join(' ');
  const apartment = address.apartment ? ` lgh ${address.apartment}` : '';
  return `${street}${apartment}, ${zip.slice(0, 3)} ${zip.slice(3)} ${address.city}`;
}
