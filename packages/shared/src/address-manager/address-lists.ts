import { z } from 'zod';
import { pageNumber, trimmedText } from '../input/safe-input.ts';

/** Lists of the address manager: netadmin customers and addresses, billing-system (Visma) addresses. */

/** The verification values of a netadmin access (document 3: the netadmin verification pill). */
export const NETADMIN_VERIFICATIONS = ['INTE VALIDERAD', 'VALIDERAD', 'MANUELLT VALIDERAD'] as const;

export const netadminAddressesSchema = z.object({
  query: trimmedText(100).default(''),
  verification: z.enum(NETADMIN_VERIFICATIONS).nullable().default(null),
  page: pageNumber,
});

export const netadminCustomersSchema = z.object({ query: trimmedText(100).default(''), page: pageNumber });

/** How an agreement's delivery address in the billing system compares with the address register. */
export const VISMA_ADDRESS_STATES = ['MISSING_ID', 'UNKNOWN_ID', 'DIFFERS', 'MATCHES'] as const;
export type VismaAddressState = (typeof VISMA_ADDRESS_STATES)[number];

export const VISMA_ADDRESS_STATE_LABELS: Record<VismaAddressState, string> = {
  MISSING_ID: 'Saknar adress-id',
  UNKNOWN_ID: 'Adress-id:t finns inte i adressregistret',
  DIFFERS: 'Avviker från adressregistret',
  MATCHES: 'Stämmer',
};

export const vismaAddressesSchema = z.object({
  query: trimmedText(100).default(''),
  state: z.enum(VISMA_ADDRESS_STATES).nullable().default(null),
  page: pageNumber,
});
