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

/** A card number as shown: 0 is 'Ej aktiv', 99 'Utbytt' (swapped out for other hardware), never a bare code. */
export function cardLabel(card: number): string {
  if (card === INACTIVE_CARD) return 'Ej aktiv';
  if (card === SWAPPED_OUT_CARD) return 'Utbytt';
  return String(card);
}

/** Card-row numbers 1 to 30 are active (document 2 section 4); 0 and above 30 are inactive. */
export const ACTIVE_CARDS = { from: 1, to: 30 } as const;

export function isActiveCard(card: number): boolean {
  return card >= ACTIVE_CARDS.from && card <= ACTIVE_CARDS.to;
}

/** A row counts until the end of its end date. */
const endedBy = (row: { endDate: string | null }, today: string) =>
  row.endDate !== null && row.endDate.slice(0, 10) < today;

export interface ActivationRow {
  id: number;
  productType: ProductTypeKey;
  card: number;
  endDate: string | null;
}

/** An inactive box, router or program card (card 0) can be activated in the place of active hardware. */
export function canActivateHardware(row: ActivationRow): boolean {
  return (row.productType === 'HARDWARE' || row.productType === 'CARD') && row.card === INACTIVE_CARD;
}

/**
 * The card numbers an inactive row can take when activated (document 1 section 4): those of the agreement's
 * active rows of the same product type (not ended by `today`), ascending. The rows there are swapped out.
 * An ended row takes none.
 */
export function activationCards(row: ActivationRow, agreementRows: readonly ActivationRow[], today: string) {
  if (!canActivateHardware(row) || endedBy(row, today)) return [];
  const cards = agreementRows
    .filter(
      (other) =>
        other.id !== row.id &&
        other.productType === row.productType &&
        isActiveCard(other.card) &&
        !endedBy(other, today),
    )
    .map((other) => other.card);
  return [...new Set(cards)].sort((a, b) => a - b);
}

export const HARDWARE_ACTIVATION_TEXTS = {
  activated: 'Hårdvaran är aktiverad. Den nya hårdvaran fungerar inom en timme.',
  notInactive: "Hårdvaran är redan aktiv. Endast hårdvara med kort 0 ('Ej aktiv') kan aktiveras.",
  noHardwareOnCard: 'Det finns ingen aktiv hårdvara av samma slag på det valda kortet',
  agreementEnded: 'Avtalet är avslutat. Det går inte att aktivera hårdvara.',
  rowEnded: 'Hårdvaruraden är avslutad. Det går inte att aktivera den.',
} as const;
