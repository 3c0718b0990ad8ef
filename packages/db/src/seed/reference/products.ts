import type { Prisma } from '@prisma/client';

/**
 * Product catalogue: channel packages, channels, broadband, telephony, program cards, hire boxes and routers,
 * fees and discounts (document 1 section 3, document 2 section 9, document 3 section 9).
 * categoryNumber follows the hardware filter of document 2: TV 0, 2, 14; Bredband 3; Fast telefoni 4;
 * 10 is play and 99 fees.
 */

type ProductTypeKey = 'SERVICE' | 'CARD' | 'EXTRA_BILLING' | 'HARDWARE' | 'ADDON';

export interface ProductSeed {
  id: number;
  productNumber: string;
  name: string;
  type: ProductTypeKey;
  categoryNumber: number;
  category: string;
  /** Private list price (kr/mån for services, kr for one-off fees). */
  price: string;
  /** Business list price, when different. */
  businessPrice?: string;
  /** Earlier, lower list price, to give the price matrix a history. */
  previousPrice?: string;
  selectableChannelCount?: number;
  hireProduct?: boolean;
  description?: string;
}

const tv = { categoryNumber: 2, category: 'TV' } as const;
const broadband = { categoryNumber: 3, category: 'Bredband' } as const;
const telephony = { categoryNumber: 4, category: 'Telefoni' } as const;
const fee = { categoryNumber: 99, category: 'Övrigt' } as const;

const HIRE_BOXES = [
  ['BOX015', 'Hyrbox HD', '29.00', 2],
  ['BOX019', 'Hyrbox 4K', '49.00', 2],
  ['BOX020', 'Hyr-CA-modul', '19.00', 14],
  ['BOX022', 'Hyrbox 4K Android TV', '59.00', 2],
  ['BOX023', 'Hyrbox med inspelning 1 TB', '69.00', 2],
  ['BOX025', 'Hyrbox Sappa Play', '39.00', 2],
] as const;

const HIRE_ROUTERS = [
  ['BRED007', 'Hyrrouter Wi-Fi 5', '29.00'],
  ['BRED008', 'Hyrrouter Wi-Fi 6', '39.00'],
  ['BRED009', 'Hyrrouter Wi-Fi 6 Mesh', '59.00'],
] as const;

const products: Omit<ProductSeed, 'id'>[] = [
  // TV packages and add-ons.
  {
    productNumber: 'TVSTART',
    name: 'Sappa Start',
    type: 'SERVICE',
    ...tv,
    price: '199.00',
    previousPrice: '179.00',
    description: 'Grundutbud med public service och de största svenska kanalerna.',
  },
  {
    productNumber: 'TVMIX5',
    name: 'Sappa Mix 5',
    type: 'SERVICE',
    ...tv,
    price: '299.00',
    previousPrice: '279.00',
    selectableChannelCount: 5,
    description: 'Sappa Start plus fem valfria kanaler.',
  },
  {
    productNumber: 'TVMIX10',
    name: 'Sappa Mix 10',
    type: 'SERVICE',
    ...tv,
    price: '399.00',
    previousPrice: '369.00',
    selectableChannelCount: 10,
    description: 'Sappa Start plus tio valfria kanaler.',
  },
  {
    productNumber: 'TVSTOR',
    name: 'Sappa Stor',
    type: 'SERVICE',
    ...tv,
    price: '549.00',
    previousPrice: '499.00',
    description: 'Alla kanaler i utbudet.',
  },
  { productNumber: 'TVSPORT', name: 'Sappa Sport', type: 'ADDON', ...tv, price: '349.00' },
  { productNumber: 'TVFILM', name: 'Sappa Film & Serier', type: 'ADDON', ...tv, price: '149.00' },
  {
    productNumber: 'FRI045',
    name: 'Fri kanal',
    type: 'SERVICE',
    ...tv,
    price: '0.00',
    description: 'Fri kanal som ingår i alla paket (visas inte i kanalvalet).',
  },
  {
    productNumber: 'PLAY',
    name: 'Sappa Play',
    type: 'SERVICE',
    categoryNumber: 10,
    category: 'Playtjänster',
    price: '0.00',
    description: 'Tv i mobil, surfplatta och dator.',
  },
  {
    productNumber: 'PLAYPLUS',
    name: 'Sappa Play Plus',
    type: 'ADDON',
    categoryNumber: 10,
    category: 'Playtjänster',
    price: '49.00',
  },
  {
    productNumber: 'TEKNISKTPAKET',
    name: 'Tekniskt paket',
    type: 'SERVICE',
    ...tv,
    price: '0.00',
    description: 'Tekniskt paket för kollektiv leverans.',
  },
  { productNumber: 'KOLLTV', name: 'Kollektiv TV Bas', type: 'SERVICE', ...tv, price: '0.00' },
  {
    productNumber: 'FORETAGTV',
    name: 'Företags-TV Bas',
    type: 'SERVICE',
    ...tv,
    price: '395.00',
    businessPrice: '316.00',
  },
  // Broadband.
  {
    productNumber: 'BAS100',
    name: 'Bredband 100/100',
    type: 'SERVICE',
    ...broadband,
    price: '349.00',
    previousPrice: '329.00',
  },
  {
    productNumber: 'BAS250',
    name: 'Bredband 250/250',
    type: 'SERVICE',
    ...broadband,
    price: '399.00',
    previousPrice: '379.00',
  },
  {
    productNumber: 'BAS500',
    name: 'Bredband 500/500',
    type: 'SERVICE',
    ...broadband,
    price: '449.00',
    previousPrice: '429.00',
  },
  {
    productNumber: 'BASIP1000',
    name: 'Bredband 1000/1000',
    type: 'SERVICE',
    ...broadband,
    price: '549.00',
    previousPrice: '499.00',
  },
  {
    productNumber: 'KOLLBB',
    name: 'Kollektivt bredband 100/100',
    type: 'SERVICE',
    ...broadband,
    price: '0.00',
  },
  {
    productNumber: 'FORETAGBB',
    name: 'Företagsbredband 500/500',
    type: 'SERVICE',
    ...broadband,
    price: '795.00',
    businessPrice: '636.00',
  },
  { productNumber: 'FASTIP', name: 'Fast IP-adress', type: 'ADDON', ...broadband, price: '49.00' },
  {
    productNumber: 'SAKERSURF',
    name: 'Säker surf',
    type: 'ADDON',
    categoryNumber: 57,
    category: 'Digitala tjänster',
    price: '39.00',
  },
  // Telephony.
  { productNumber: 'TEL001', name: 'Fast telefoni', type: 'SERVICE', ...telephony, price: '99.00' },
  {
    productNumber: 'TELFRI',
    name: 'Fria samtal till fasta nät i Sverige',
    type: 'ADDON',
    ...telephony,
    price: '79.00',
  },
  { productNumber: 'TELBOX01', name: 'Telefoniadapter', type: 'HARDWARE', ...telephony, price: '0.00' },
  // Program cards.
  { productNumber: 'CGKORT', name: 'Programkort', type: 'CARD', ...tv, price: '0.00' },
  { productNumber: 'BYTCGKORT', name: 'Byte programkort', type: 'CARD', ...tv, price: '0.00' },
  { productNumber: 'GARCGKORT', name: 'Garantibyte programkort', type: 'CARD', ...tv, price: '0.00' },
  // Hire boxes, routers and their warranty (GAR) forms.
  ...HIRE_BOXES.map(([productNumber, name, price, categoryNumber]) => ({
    productNumber,
    name,
    type: 'HARDWARE' as const,
    categoryNumber,
    category: 'TV',
    price,
    hireProduct: true,
  })),
  ...HIRE_BOXES.map(([productNumber, name, , categoryNumber]) => ({
    productNumber: `GAR${productNumber}`,
    name: `Garantibyte ${name.toLowerCase()}`,
    type: 'HARDWARE' as const,
    categoryNumber,
    category: 'TV',
    price: '0.00',
    hireProduct: true,
  })),
  ...HIRE_ROUTERS.map(([productNumber, name, price]) => ({
    productNumber,
    name,
    type: 'HARDWARE' as const,
    ...broadband,
    price,
    hireProduct: true,
  })),
  ...HIRE_ROUTERS.map(([productNumber, name]) => ({
    productNumber: `GAR${productNumber}`,
    name: `Garantibyte ${name.toLowerCase()}`,
    type: 'HARDWARE' as const,
    ...broadband,
    price: '0.00',
    hireProduct: true,
  })),
  {
    productNumber: 'HUB001',
    name: 'Sappa Hub',
    type: 'HARDWARE',
    ...broadband,
    price: '0.00',
    description: 'Nätverksnav (kortrad 30).',
  },
  {
    productNumber: 'HW',
    name: 'Övrig hårdvara',
    type: 'HARDWARE',
    categoryNumber: 0,
    category: 'TV',
    price: '0.00',
  },
  // Fees, compensation and discounts.
  { productNumber: 'PAUS', name: 'Pausavgift', type: 'EXTRA_BILLING', ...fee, price: '295.00' },
  { productNumber: 'FLYTT', name: 'Flyttavgift', type: 'EXTRA_BILLING', ...fee, price: '150.00' },
  { productNumber: 'KOMPENSATION', name: 'Kompensation', type: 'EXTRA_BILLING', ...fee, price: '0.00' },
  { productNumber: 'ANGERAVGIFT', name: 'Ångeravgift', type: 'EXTRA_BILLING', ...fee, price: '350.00' },
  { productNumber: 'FRAKTRETUR', name: 'Fraktsedel retur', type: 'EXTRA_BILLING', ...fee, price: '150.00' },
  { productNumber: 'STARTAVGIFT', name: 'Startavgift', type: 'EXTRA_BILLING', ...fee, price: '495.00' },
  {
    productNumber: 'INSTALLATION',
    name: 'Installation av tekniker',
    type: 'EXTRA_BILLING',
    ...fee,
    price: '895.00',
  },
  {
    productNumber: 'RABATT',
    name: 'Kampanjrabatt',
    type: 'SERVICE',
    categoryNumber: 98,
    category: 'Rabatt',
    price: '0.00',
  },
  {
    productNumber: 'FRI3MAN',
    name: 'Tre månader fritt',
    type: 'SERVICE',
    categoryNumber: 98,
    category: 'Rabatt',
    price: '0.00',
  },
];

export const PRODUCTS: readonly ProductSeed[] = products.map((product, index) => ({
  id: index + 1,
  ...product,
}));

export const PRODUCT_BY_NUMBER: ReadonlyMap<string, ProductSeed> = new Map(
  PRODUCTS.map((product) => [product.productNumber, product]),
);

export function product(productNumber: string): ProductSeed {
  const found = PRODUCT_BY_NUMBER.get(productNumber);
  if (!found) throw new Error(`Unknown seed product ${productNumber}`);
  return found;
}

/** Hire products that the return reason 'Retur av hyrd utrustning' accepts (document 2 section 5). */
export const HIRE_PRODUCT_NUMBERS = PRODUCTS.filter((item) => item.hireProduct).map(
  (item) => item.productNumber,
);

/** Price groups of the price matrix. */
export const PRICE_GROUP = { PRIVATE: 1, BUSINESS: 2 } as const;

export function productRows(): Prisma.ProductCreateManyInput[] {
  return PRODUCTS.map((item) => ({
    id: item.id,
    productNumber: item.productNumber,
    name: item.name,
    type: item.type,
    categoryNumber: item.categoryNumber,
    category: item.category,
    selectableChannelCount: item.selectableChannelCount ?? null,
    description: item.description ?? null,
    hireProduct: item.hireProduct ?? false,
  }));
}

export function productPriceRows(): Prisma.ProductPriceCreateManyInput[] {
  const current = new Date(Date.UTC(2024, 0, 1));
  const previous = new Date(Date.UTC(2022, 0, 1));
  const rows: Prisma.ProductPriceCreateManyInput[] = [];
  for (const item of PRODUCTS) {
    rows.push({
      productId: item.id,
      priceGroup: PRICE_GROUP.PRIVATE,
      salePrice: item.price,
      validFrom: current,
    });
    rows.push({
      productId: item.id,
      priceGroup: PRICE_GROUP.BUSINESS,
      salePrice: item.businessPrice ?? (Number(item.price) * 0.8).toFixed(2),
      validFrom: current,
    });
    if (item.previousPrice) {
      rows.push({
        productId: item.id,
        priceGroup: PRICE_GROUP.PRIVATE,
        salePrice: item.previousPrice,
        validFrom: previous,
      });
    }
  }
  return rows;
}

/** Channels with their content-system place ('Plats n'); play-only channels have tv=false. */
const CHANNEL_LIST: ReadonlyArray<readonly [name: string, position: number, tv: boolean, play: boolean]> = [
  ['SVT1', 1, true, true],
  ['SVT2', 2, true, true],
  ['TV4', 4, true, true],
  ['Kanal 5', 5, true, true],
  ['TV6', 6, true, false],
  ['Sjuan', 7, true, true],
  ['TV8', 8, true, false],
  ['Kanal 9', 9, true, true],
  ['TV10', 10, true, false],
  ['Kanal 11', 11, true, true],
  ['TV12', 12, true, false],
  ['SVT Barn', 13, true, true],
  ['Kunskapskanalen', 14, true, true],
  ['SVT24', 15, true, true],
  ['TV4 Fakta', 20, true, true],
  ['TV4 Film', 21, true, true],
  ['TV4 Guld', 22, true, false],
  ['TV4 Hits', 23, true, true],
  ['TV4 Stars', 24, true, true],
  ['Discovery Channel', 30, true, true],
  ['Animal Planet', 31, true, false],
  ['National Geographic', 32, true, true],
  ['History', 33, true, true],
  ['Investigation Discovery', 34, true, false],
  ['TLC', 35, true, true],
  ['Cartoon Network', 40, true, true],
  ['Nickelodeon', 41, true, true],
  ['Disney Junior', 42, true, false],
  ['CNN International', 50, true, true],
  ['BBC News', 51, true, true],
  ['BBC Nordic', 52, true, true],
  ['Eurosport 1', 60, true, true],
  ['Eurosport 2', 61, true, false],
  ['V sport Fotboll', 62, true, true],
  ['V sport Hockey', 63, true, true],
  ['MTV', 70, true, false],
  ['Travel Channel', 71, true, true],
  ['Sappa Play Nyheter', 90, false, true],
  ['Sappa Play Barn', 91, false, true],
  ['Sappa Play Arkiv', 92, false, true],
  ['Sappa Play Sport Extra', 93, false, true],
];

export interface ChannelSeed {
  id: number;
  productNumber: string;
  name: string;
  description: string;
  position: number;
  tv: boolean;
  play: boolean;
}

export const CHANNELS: readonly ChannelSeed[] = CHANNEL_LIST.map(
  ([name, position, tvChannel, play], index) => ({
    id: index + 1,
    productNumber: `KAN${String(index + 1).padStart(3, '0')}`,
    name,
    description: tvChannel ? `${name} – plats ${position}` : `${name} – endast i Sappa Play`,
    position,
    tv: tvChannel,
    play,
  }),
);

const START_CHANNELS = [
  'SVT1',
  'SVT2',
  'TV4',
  'Kanal 5',
  'TV6',
  'Sjuan',
  'TV8',
  'Kanal 9',
  'SVT Barn',
  'Kunskapskanalen',
  'SVT24',
];

/** Channels a Mix package lets the customer choose from (Start channels are always included). */
export const SELECTABLE_CHANNELS = CHANNELS.filter(
  (channel) => channel.tv && !START_CHANNELS.includes(channel.name),
);

export function packageChannelRows(): Prisma.PackageChannelCreateManyInput[] {
  const rows: Prisma.PackageChannelCreateManyInput[] = [];
  const add = (productNumber: string, names: (channel: (typeof CHANNELS)[number]) => boolean) => {
    const productId = product(productNumber).id;
    for (const channel of CHANNELS.filter(names)) rows.push({ productId, channelId: channel.id });
  };
  add('TVSTART', (channel) => START_CHANNELS.includes(channel.name) || !channel.tv);
  add('TVMIX5', (channel) => channel.tv || channel.play);
  add('TVMIX10', (channel) => channel.tv || channel.play);
  add('TVSTOR', () => true);
  add('TVSPORT', (channel) => /sport|Eurosport/i.test(channel.name));
  add('TVFILM', (channel) => /Film|Stars|Hits|Guld/.test(channel.name));
  add('KOLLTV', (channel) => START_CHANNELS.includes(channel.name));
  add('FORETAGTV', (channel) => START_CHANNELS.includes(channel.name) || /News|CNN/.test(channel.name));
  return rows;
}
