import { INACTIVE_CARD, SWAPPED_OUT_CARD } from '../agreements/hardware.ts';
import type { ProductTypeKey } from '../customer-codes.ts';
import type { ProvisioningPlatform } from './provisioning-rules.ts';

/** What decides whether and where a row is provisioned: its product type, catalogue category, card row and price. */
export interface ProvisionableRow {
  type: ProductTypeKey;
  category: string;
  card: number;
  price: number;
}

/** The catalogue's categories run on the TV platform (TV packages, channels, boxes, cards, Play) or the network. */
const PLATFORM_OF_CATEGORY: Readonly<Record<string, ProvisioningPlatform>> = {
  TV: 'TV',
  Playtjänster: 'TV',
  Bredband: 'NETWORK',
  Telefoni: 'NETWORK',
  'Digitala tjänster': 'NETWORK',
};

/** The default partner of each platform; a network row goes to its network's operator when that is known. */
export const PROVISIONING_PARTNERS = { NETWORK: 'Open Universe', TV: 'Cubiware' } as const;

/**
 * The platform that provisions a row, or null for a row that is no service: fees and one-offs (extra billing),
 * discounts (a negative price, or the catalogue's category Rabatt) and other categories. Hardware and program cards count only while active: an inactive one (card
 * row 0) is provisioned when it is activated, a swapped-out one (99) no longer is.
 */
export function provisioningPlatformOf(row: ProvisionableRow): ProvisioningPlatform | null {
  if (row.type === 'EXTRA_BILLING' || row.price < 0) return null;
  if (
    (row.type === 'HARDWARE' || row.type === 'CARD') &&
    [INACTIVE_CARD, SWAPPED_OUT_CARD].includes(row.card)
  )
    return null;
  if (row.type === 'CARD') return 'TV';
  return PLATFORM_OF_CATEGORY[row.category] ?? null;
}
