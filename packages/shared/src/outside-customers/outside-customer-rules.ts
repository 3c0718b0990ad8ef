import { z } from 'zod';
import { dbId, pageNumber, trimmedText } from '../input/safe-input.ts';

/** Cantab customers and bitcom housing associations: customers outside the main provider system. */
export const OUTSIDE_CUSTOMERS_PAGE_SIZE = 50;

export const OUTSIDE_CUSTOMER_TEXTS = {
  cantabNotFound: 'Det finns ingen Cantab-kund med det kundnumret.',
  bitcomNotFound: 'Det finns ingen Bitcom-förening med det kundnumret.',
  invalidNumber: 'Ogiltigt kundnummer.',
} as const;

/** A list search: free text over name, number, personal/organisation number, e-mail, phone, address. */
export const outsideCustomerSearchSchema = z.object({
  query: trimmedText(100).default(''),
  page: pageNumber,
});

export const outsideCustomerNumberSchema = z.object({
  customerNumber: dbId(OUTSIDE_CUSTOMER_TEXTS.invalidNumber),
});
