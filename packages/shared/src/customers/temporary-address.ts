import { z } from 'zod';
import { ISO_DAY_PATTERN } from '../dates.ts';
import { calendarDay, requiredText, trimmedText } from '../input/safe-input.ts';
import { postalCodeInput } from './customer-details.ts';

/** Document 3 panel 5: a temporary delivery address, valid through a date. */
export const temporaryAddressSchema = z.object({
  name: requiredText(100, { required: 'Namn måste fyllas i', tooLong: 'Namn får vara högst 100 tecken' }),
  address: requiredText(100, {
    required: 'Adress måste fyllas i',
    tooLong: 'Adress får vara högst 100 tecken',
  }),
  co: trimmedText(100, 'C/o får vara högst 100 tecken'),
  zipCode: postalCodeInput,
  city: requiredText(100, { required: 'Ort måste fyllas i', tooLong: 'Ort får vara högst 100 tecken' }),
  phoneNumber: trimmedText(21, 'Ogiltigt telefonnummer').refine(
    (value) => value === '' || /^\+?[\d\s-]{6,20}$/.test(value),
    'Ogiltigt telefonnummer',
  ),
  validThrough: calendarDay('Välj ett datum'),
});

export type TemporaryAddressForm = z.infer<typeof temporaryAddressSchema>;

/** The valid-through date may not lie in the past. */
export function isValidThrough(validThrough: string, today: string): boolean {
  return ISO_DAY_PATTERN.test(validThrough) && validThrough >= today;
}

export const VALID_THROUGH_PAST_MESSAGE = 'Datumet kan inte ha passerat';

export const TEMPORARY_ADDRESS_TEXTS = {
  saved: 'Kunds tillfälliga adress är uppdaterad',
  failed: 'Uppdatering misslyckades. Prova igen.',
} as const;

/** The panel closes this long after saving (a failed save keeps it open so the input is not lost). */
export const TEMPORARY_ADDRESS_CLOSE_MS = 2000;

/** The success snackbar shows this long. */
export const TEMPORARY_ADDRESS_TOAST_MS = 3000;

/** A temporary address is in effect through its valid-through day. */
export function isTemporaryAddressActive(validThrough: string, today: string): boolean {
  return validThrough.slice(0, 10) >= today;
}
