import { z } from 'zod';
import { POSTAL_CODE_PATTERN } from './customer-details.ts';

/** Apartment number: four digits (format xxxx). */
export const APARTMENT_PATTERN = /^\d{4}$/;

/** Document 1 section 2.5: street, number, zip and city are required; entrance and apartment optional. */
export const addAddressSchema = z.object({
  street: z.string().trim().min(1, 'Gata måste fyllas i').max(100, 'Gata får vara högst 100 tecken'),
  number: z.string().trim().min(1, 'Nummer måste fyllas i').max(10, 'Nummer får vara högst 10 tecken'),
  entrance: z.string().trim().max(10, 'Uppgång får vara högst 10 tecken'),
  apartment: z
    .string()
    .trim()
    .refine((value) => value === '' || APARTMENT_PATTERN.test(value), 'Lägenhetsnummer ska ha formatet xxxx'),
  zip: z.string().trim().regex(POSTAL_CODE_PATTERN, 'Postnummer ska ha 5 siffror'),
  city: z.string().trim().min(1, 'Ort måste fyllas i').max(100, 'Ort får vara högst 100 tecken'),
});

export type AddAddressForm = z.infer<typeof addAddressSchema>;

export const ADD_ADDRESS_TEXTS = {
  created: 'Adressen är tillagd, skickar tillbaka dig till köpbar adress...',
  exists: 'Adressen finns redan i adressregistret',
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
