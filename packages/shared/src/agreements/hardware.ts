import type { ProductTypeKey } from '../customer-codes.ts';

/** Card 0: inactive hardware; 99: swapped out (document 1 sections 3, 4 and 9). */
export const INACTIVE_CARD = 0;
export const SWAPPED_OUT_CARD = 99;
export const RETURNED_CARD_FROM = 995;
export const IN_TRANSIT_CARDS = { from: 907, to: 927 } as const;

export type HardwareClass = 'EXTRA' | 'HARDWARE_OR_CARD' | 'IN_TRANSIT' | 'RETURNED' | 'SERVICE';

/**
 * Hardware classification by the row's card number (document 1 section 4): extras by product type; hardware
 * or cards below 995 are hardware or cards, 995 and above returned, 907 to 927 in transit.
 */
export function classifyHardware(row: { productType: ProductTypeKey; card: number }): HardwareClass {
  if (row.productType === 'EXTRA_BILLING' || row.productType === 'ADDON') return 'EXTRA';
  if (row.productType !== 'HARDWARE' && row.productType !== 'CARD') return 'SERVICE';
  if (row.card >= IN_TRANSIT_CARDS.from && row.card <= IN_TRANSIT_CARDS.to) return 'IN_TRANSIT';
  if (row.card >= RETURNED_CARD_FROM) return 'RETURNED';
  return 'HARDWARE_OR_CARD';
}

export const HARDWARE_CLASS_LABELS: Record<HardwareClass, string> = {
  EXTRA: 'Tillägg',
  HARDWARE_OR_CARD: 'Hårdvara/kort',
  IN_TRANSIT: 'Under transport',
  RETURNED: 'Returnerad',
  SERVICE: 'Tjänst',
};

/** A card number as shown: 0 is 'Ej aktiv'. */
export function cardLabel(card: number): string {
  return card === INACTIVE_CARD ? 'Ej aktiv' : String(card);
}
