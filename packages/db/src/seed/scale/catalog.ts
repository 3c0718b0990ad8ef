import { CITIES } from '../data/places.ts';
import { MAIN_AGREEMENTS, mainAgreementForCity } from '../demo/main-agreements.ts';
import { RESELLERS } from '../demo/sales.ts';
import { MAIN_CENTRALS } from '../reference/network.ts';
import { product } from '../reference/products.ts';
import { literal } from './sql.ts';

/**
 * The products a scale agreement row can hold, by agreement kind (0 TV, 1 broadband, 2 telephony) and row
 * number (slot 1-6). Each slot has exactly four variants so the choice is an equi-join on (kind, slot,
 * variant) with variant = hash % 4.
 */
interface Slot {
  kind: 0 | 1 | 2;
  slot: number;
  variants: readonly [string, string, string, string];
  card?: number;
  hardware?: 'box' | 'card' | 'router';
  /** Discount sub-row of slot 1: negative prices per variant. */
  discount?: readonly [string, string, string, string];
  priceList?: number;
}

const SLOTS: readonly Slot[] = [
  { kind: 0, slot: 1, variants: ['TVSTART', 'TVMIX5', 'TVMIX10', 'TVSTOR'] },
  { kind: 0, slot: 2, variants: ['BOX015', 'BOX019', 'BOX022', 'BOX025'], card: 1, hardware: 'box' },
  { kind: 0, slot: 3, variants: ['CGKORT', 'CGKORT', 'CGKORT', 'CGKORT'], card: 1, hardware: 'card' },
  { kind: 0, slot: 4, variants: ['PLAY', 'PLAY', 'PLAYPLUS', 'PLAY'] },
  {
    kind: 0,
    slot: 5,
    variants: ['RABATT', 'RABATT', 'FRI3MAN', 'RABATT'],
    discount: ['-50.00', '-100.00', '-49.00', '-99.50'],
  },
  { kind: 0, slot: 6, variants: ['TVSPORT', 'TVFILM', 'TEKNISKTPAKET', 'PLAYPLUS'] },
  { kind: 1, slot: 1, variants: ['BAS100', 'BAS250', 'BAS500', 'BASIP1000'] },
  { kind: 1, slot: 2, variants: ['BRED007', 'BRED008', 'BRED009', 'BRED008'], card: 20, hardware: 'router' },
  { kind: 1, slot: 3, variants: ['SAKERSURF', 'FASTIP', 'SAKERSURF', 'FASTIP'] },
  {
    kind: 1,
    slot: 4,
    variants: ['RABATT', 'RABATT', 'RABATT', 'FRI3MAN'],
    discount: ['-100.00', '-150.00', '-50.00', '-349.00'],
  },
  { kind: 1, slot: 5, variants: ['STARTAVGIFT', 'INSTALLATION', 'STARTAVGIFT', 'FLYTT'], priceList: 42 },
  { kind: 1, slot: 6, variants: ['HUB001', 'HUB001', 'HUB001', 'HUB001'], card: 30, hardware: 'box' },
  { kind: 2, slot: 1, variants: ['TEL001', 'TEL001', 'TEL001', 'TEL001'] },
  { kind: 2, slot: 2, variants: ['TELBOX01', 'TELBOX01', 'TELBOX01', 'TELBOX01'], card: 4, hardware: 'box' },
  { kind: 2, slot: 3, variants: ['TELFRI', 'TELFRI', 'TELFRI', 'TELFRI'] },
  {
    kind: 2,
    slot: 4,
    variants: ['RABATT', 'RABATT', 'RABATT', 'RABATT'],
    discount: ['-20.00', '-30.00', '-49.00', '-99.00'],
  },
  { kind: 2, slot: 5, variants: ['STARTAVGIFT', 'STARTAVGIFT', 'FLYTT', 'STARTAVGIFT'], priceList: 42 },
  { kind: 2, slot: 6, variants: ['PLAY', 'PLAY', 'PLAY', 'PLAY'] },
];

/** CREATE TEMP TABLE scale_catalog ... with one row per (kind, slot, variant). */
export function catalogTableSql(): string {
  const rows: string[] = [];
  for (const slot of SLOTS) {
    slot.variants.forEach((productNumber, variant) => {
      const item = product(productNumber);
      const price = slot.discount?.[variant] ?? item.price;
      const priceList = slot.priceList ?? (item.type === 'EXTRA_BILLING' ? 31 : 10);
      rows.push(
        `(${slot.kind}, ${slot.slot}, ${variant}, ${item.id}, ${literal(item.productNumber)}, ${literal(item.name)}, ` +
          `${literal(item.type)}::"ProductType", ${literal(item.category)}, ${price}::numeric, ${priceList}, ${slot.card ?? 0}, ` +
          `${slot.hardware ? literal(slot.hardware) : 'NULL'}, ${slot.discount ? 1 : 'NULL'}, ${item.type === 'EXTRA_BILLING' ? 2 : 1})`,
      );
    });
  }
  return `CREATE TEMP TABLE scale_catalog (kind int, slot int, variant int, product_id int, product_number text, name text,
      type "ProductType", category text, price numeric(12,2), price_list int, card int, hardware text, parent_slot int,
      invoice_code int) ON COMMIT PRESERVE ROWS;
    INSERT INTO scale_catalog VALUES ${rows.join(',\n')};
    CREATE INDEX ON scale_catalog (kind, slot, variant);
    ANALYZE scale_catalog;`;
}

/** (city, main agreement id, category, network, main central) for every city the generators use. */
export function cityMainAgreementValues(): string {
  return CITIES.map((city) => {
    const seed = mainAgreementForCity(city.name);
    const central = MAIN_CENTRALS.find((item) => item.id === seed.mainCentralId)?.name ?? '';
    return `(${literal(city.name)}, ${seed.id}, ${seed.collective ? 200 : 10}, ${literal(seed.distributionNetwork)}, ${literal(central)})`;
  }).join(', ');
}

export const RESELLER_IDS = RESELLERS.map((reseller) => reseller.id);

/** Main agreements the scale data refers to (must exist: seeded by the demo seed). */
export const MAIN_AGREEMENT_IDS = MAIN_AGREEMENTS.map((item) => item.id);
