import type { Prisma } from '@prisma/client';
import { addDays, boundUntil, earliest, endOfMonth } from '../dates.ts';
import { hexString } from '../generators.ts';
import { MAIN_CENTRALS } from '../reference/network.ts';
import { CHANNELS, product } from '../reference/products.ts';
import type { DemoContext } from './context.ts';
import type { MainAgreementSeed } from './main-agreements.ts';
import { DEMO_USERS } from './users.ts';

/** Agreements (avtal) and agreement rows (avtalsrad) of demo customers. */

type ProductTypeKey = Prisma.AgreementRowCreateManyInput['type'];

export interface AgreementHandle {
  id: number;
  number: number;
  customerId: number;
  customerNumber: number;
  business: boolean;
  startDate: Date;
  ended: boolean;
  endDate: Date | null;
  mainAgreement: MainAgreementSeed | null;
  deliveryAddress: string;
  deliveryCity: string;
  mainCentral: string | null;
  nextRowNumber: number;
}

export interface AgreementOptions {
  customerId: number;
  customerNumber: number;
  /** k of agreement number = customer number x 10 + k. */
  k: number;
  business?: boolean;
  deliveryAddress: string;
  deliveryPostalCode: string;
  deliveryCity: string;
  addressId: string | null;
  mainAgreement: MainAgreementSeed | null;
  startDate: Date;
  /** Ended agreement: ended = true and every row ends on this date. */
  endDate?: Date;
  category?: number;
  orderInfo?: string;
}

export function createAgreement(ctx: DemoContext, options: AgreementOptions): AgreementHandle {
  const id = ctx.ids.take('agreement');
  const number = options.customerNumber * 10 + options.k;
  const mainCentral = options.mainAgreement
    ? (MAIN_CENTRALS.find((central) => central.id === options.mainAgreement?.mainCentralId)?.name ?? null)
    : null;
  ctx.data.agreements.push({
    id,
    agreementNumber: number,
    customerId: options.customerId,
    mainAgreementId: options.mainAgreement?.id ?? null,
    deliveryAddress: options.deliveryAddress,
    deliveryPostalCode: options.deliveryPostalCode,
    deliveryCity: options.deliveryCity,
    addressId: options.addressId,
    category: options.category ?? options.mainAgreement?.category ?? 10,
    distributionNetwork: options.mainAgreement?.distributionNetwork ?? null,
    mainCentral,
    orderInfo: options.orderInfo ?? null,
    ended: options.endDate !== undefined,
    createdAt: earliest(options.startDate, ctx.now),
  });
  return {
    id,
    number,
    customerId: options.customerId,
    customerNumber: options.customerNumber,
    business: options.business ?? false,
    startDate: options.startDate,
    ended: options.endDate !== undefined,
    endDate: options.endDate ?? null,
    mainAgreement: options.mainAgreement,
    deliveryAddress: options.deliveryAddress,
    deliveryCity: options.deliveryCity,
    mainCentral,
    nextRowNumber: 1,
  };
}

export interface RowOptions {
  parentRowId?: number;
  type?: ProductTypeKey;
  name?: string;
  price?: string;
  priceList?: number;
  quantity?: number;
  invoiceCode?: number;
  campaignId?: number;
  campaignPrice?: string;
  campaignEndDate?: Date;
  startDate?: Date | null;
  endDate?: Date | null;
  bindingMonths?: number;
  card?: number;
  camId?: string;
  cardNumber?: string;
  serialNumber?: string;
  resellerId?: number;
  /** A channel instead of a product (channel selection of a Mix package). */
  channelNumber?: string;
  invoicedUntil?: Date | null;
  /** Why the agent kept this hardware, card or add-on running without a service of its kind (issue 26). */
  keptWithoutService?: string;
}

const SELLERS = DEMO_USERS.filter((user) =>
  ['agent', 'agent2', 'affarsstod', 'andralinjen'].includes(user.username),
);
const RESELLER_IDS = [1001, 1002, 1003, 2101, 2102, 2103, 2104];

/** Adds a row and returns its id. Defaults come from the product and the agreement. */
export function addRow(
  ctx: DemoContext,
  agreement: AgreementHandle,
  productNumber: string,
  options: RowOptions = {},
): number {
  const { rng, today, data, ids } = ctx;
  const channel = options.channelNumber
    ? CHANNELS.find((item) => item.productNumber === options.channelNumber)
    : undefined;
  const item = channel ? undefined : product(productNumber);
  const productType: ProductTypeKey = item?.type ?? 'SERVICE';
  const type = options.type ?? productType;
  const id = ids.take('agreementRow');
  const rowNumber = agreement.nextRowNumber++;
  const startDate = options.startDate === undefined ? agreement.startDate : options.startDate;
  const endDate = options.endDate === undefined ? agreement.endDate : options.endDate;
  const listPrice = agreement.business && item?.businessPrice ? item.businessPrice : (item?.price ?? '0.00');
  const oneOff = type === 'EXTRA_BILLING';
  let invoicedUntil: Date | null;
  if (options.invoicedUntil !== undefined) invoicedUntil = options.invoicedUntil;
  else if (!startDate || startDate > today) invoicedUntil = null;
  else if (oneOff) invoicedUntil = startDate;
  else if (endDate && endDate < endOfMonth(today)) invoicedUntil = endDate;
  else invoicedUntil = endOfMonth(today);
  const seller = rng.chance(0.7) ? rng.pick(SELLERS) : undefined;
  const bound = options.bindingMonths && startDate ? boundUntil(startDate, options.bindingMonths) : null;
  const service = type === 'SERVICE' || type === 'ADDON';
  const row: Prisma.AgreementRowCreateManyInput = {
    id,
    agreementId: agreement.id,
    rowNumber,
    parentRowId: options.parentRowId ?? null,
    type,
    productId: item?.id ?? null,
    productNumber: channel?.productNumber ?? productNumber,
    productName: options.name ?? channel?.name ?? item?.name ?? productNumber,
    productType,
    category: channel ? 'TV' : (item?.category ?? 'Övrigt'),
    card: options.card ?? 0,
    campaignId: options.campaignId ?? null,
    priceList: options.priceList ?? (oneOff ? 31 : 10),
    price: options.price ?? listPrice,
    campaignPrice: options.campaignPrice ?? null,
    quantity: options.quantity ?? 1,
    invoiceCode: options.invoiceCode ?? (oneOff ? 2 : 1),
    startDate,
    endDate,
    campaignEndDate: options.campaignEndDate ?? null,
    boundUntil: bound,
    bindingMonths: options.bindingMonths ?? null,
    // Sold before it starts, and never after today (an upcoming row was sold already).
    saleDate: startDate
      ? earliest(addDays(startDate, -rng.int(2, 21)), today)
      : addDays(today, -rng.int(1, 5)),
    sellerNumber: seller?.employeeNumber ?? null,
    sellerName: seller ? `${seller.firstName} ${seller.lastName}` : null,
    invoicedUntil,
    keptWithoutService: options.keptWithoutService ?? null,
    subscriptionId: service ? `AB${agreement.number}${String(rowNumber).padStart(2, '0')}` : null,
    serialNumber: options.serialNumber ?? null,
    camId: options.camId ?? null,
    cardNumber: options.cardNumber ?? null,
    transmissionStatus: service ? (endDate && endDate < today ? 3 : 1) : null,
    transmissionText: service ? (endDate && endDate < today ? 'Avslutad' : 'Skickad') : null,
    signalStatus: service && (item?.categoryNumber === 2 || channel) ? 'OK' : null,
    resellerId: options.resellerId ?? (seller ? null : rng.pick(RESELLER_IDS)),
    addressAccessId: service ? `ACC${agreement.number}` : null,
    techHash: service ? hexString(rng, 16).toLowerCase() : null,
    createdAt: earliest(startDate ?? today, ctx.now),
  };
  if (options.parentRowId) data.agreementSubRows.push(row);
  else data.agreementRows.push(row);
  return id;
}

// ───────────── Hardware ─────────────

export type HardwareStatus = 'active' | 'inactive' | 'swapped' | 'inTransit' | 'returned';

export function hardwareStatusOfCard(card: number): HardwareStatus {
  if (card >= 995) return 'returned';
  if (card >= 907 && card <= 927) return 'inTransit';
  if (card === 99) return 'swapped';
  if (card === 0 || card > 30) return 'inactive';
  return 'active';
}

const UNIT_STATUS: Record<HardwareStatus, [status: string, location: string]> = {
  active: ['Hos kund', 'Kund'],
  inactive: ['Inaktiv', 'Kund'],
  swapped: ['Utbytt', 'Kund'],
  inTransit: ['Under transport', 'PostNord'],
  returned: ['Returnerad', 'Lager Göteborg'],
};

function registerUnit(
  ctx: DemoContext,
  agreement: AgreementHandle,
  productNumber: string,
  card: number,
  ids: { camId?: string; cardNumber?: string; macAddress?: string; serialNumber?: string },
): void {
  const [status, location] = UNIT_STATUS[hardwareStatusOfCard(card)];
  ctx.data.hardwareUnits.push({
    productNumber,
    productName: product(productNumber).name,
    camId: ids.camId ?? null,
    cardNumber: ids.cardNumber ?? null,
    macAddress: ids.macAddress ?? null,
    serialNumber: ids.serialNumber ?? null,
    status,
    location,
    agreementNumber: agreement.number,
    customerNumber: agreement.customerNumber,
  });
}

export function newCamId(ctx: DemoContext): string {
  return ctx.unique.make(() => `10${ctx.rng.digits(9)}`);
}

export function newCardNumber(ctx: DemoContext): string {
  return ctx.unique.make(() => `7${ctx.rng.digits(11)}`);
}

export function newMac(ctx: DemoContext): string {
  return ctx.unique.make(() => `00${hexString(ctx.rng, 10)}`);
}

function newSerial(ctx: DemoContext, prefix: string): string {
  return ctx.unique.make(() => `${prefix}${ctx.rng.digits(10)}`);
}

/** A TV box or CA module row on card-row `card`, with its CAM id and serial number. */
export function addBox(
  ctx: DemoContext,
  agreement: AgreementHandle,
  productNumber: string,
  card: number,
  options: RowOptions = {},
) {
  const camId = newCamId(ctx);
  const serialNumber = newSerial(ctx, 'SN');
  const id = addRow(ctx, agreement, productNumber, { card, camId, serialNumber, ...options });
  registerUnit(ctx, agreement, productNumber, card, { camId, serialNumber });
  return { id, camId };
}

/** A program card row on card-row `card`. */
export function addCard(
  ctx: DemoContext,
  agreement: AgreementHandle,
  card: number,
  options: RowOptions & { productNumber?: string } = {},
) {
  const cardNumber = newCardNumber(ctx);
  const productNumber = options.productNumber ?? 'CGKORT';
  const id = addRow(ctx, agreement, productNumber, { card, cardNumber, ...options });
  registerUnit(ctx, agreement, productNumber, card, { cardNumber });
  return { id, cardNumber };
}

/** A router (identifier: 12-character MAC, stored as the row's CAM id) on card-row `card`. */
export function addRouter(
  ctx: DemoContext,
  agreement: AgreementHandle,
  productNumber: string,
  card: number,
  options: RowOptions = {},
) {
  const mac = newMac(ctx);
  const serialNumber = newSerial(ctx, 'RT');
  const id = addRow(ctx, agreement, productNumber, { card, camId: mac, serialNumber, ...options });
  registerUnit(ctx, agreement, productNumber, card, { macAddress: mac, serialNumber });
  return { id, mac };
}

// ───────────── Service bundles ─────────────

export interface TvOptions {
  packageNumber?: string;
  /** Channels chosen in a Mix package (channel product numbers). */
  channels?: string[];
  boxes?: number;
  bindingMonths?: number;
  campaign?: { id: number; campaignPrice: string; endDate: Date; discount: string };
  priceList?: number;
}

export function addTvBundle(ctx: DemoContext, agreement: AgreementHandle, options: TvOptions = {}): number {
  const { rng } = ctx;
  const packageNumber = options.packageNumber ?? rng.pick(['TVSTART', 'TVMIX5', 'TVMIX10', 'TVSTOR']);
  const packageId = addRow(ctx, agreement, packageNumber, {
    bindingMonths: options.bindingMonths,
    priceList: options.priceList,
    campaignId: options.campaign?.id,
    campaignPrice: options.campaign?.campaignPrice,
    campaignEndDate: options.campaign?.endDate,
  });
  if (options.campaign) {
    addRow(ctx, agreement, 'RABATT', {
      parentRowId: packageId,
      price: options.campaign.discount,
      campaignId: options.campaign.id,
      endDate: options.campaign.endDate,
    });
  }
  const selectable = product(packageNumber).selectableChannelCount;
  if (selectable) {
    const channels =
      options.channels ??
      rng
        .shuffle(CHANNELS.filter((channel) => channel.tv && channel.position >= 20))
        .slice(0, selectable)
        .map((channel) => channel.productNumber);
    for (const channelNumber of channels) {
      addRow(ctx, agreement, channelNumber, { parentRowId: packageId, channelNumber, price: '0.00' });
    }
  }
  addRow(ctx, agreement, 'FRI045', { parentRowId: packageId, price: '0.00' });
  addRow(ctx, agreement, 'PLAY');
  const boxes = options.boxes ?? rng.int(1, 2);
  for (let card = 1; card <= boxes; card++) {
    addBox(ctx, agreement, rng.pick(['BOX015', 'BOX019', 'BOX022', 'BOX025']), card, {
      priceList: options.priceList,
    });
    addCard(ctx, agreement, card, { priceList: options.priceList });
  }
  return packageId;
}

export interface BroadbandOptions {
  speed?: string;
  /** The subscription's price, when not today's list price (e.g. last year's). */
  price?: string;
  /** The subscription ends on this day (terminated, still running until then). */
  endDate?: Date;
  bindingMonths?: number;
  campaign?: { id: number; campaignPrice: string; endDate: Date; discount: string };
  priceList?: number;
  router?: boolean;
}

export function addBroadbandBundle(
  ctx: DemoContext,
  agreement: AgreementHandle,
  options: BroadbandOptions = {},
): number {
  const { rng } = ctx;
  const speed = options.speed ?? rng.pick(['BAS100', 'BAS250', 'BAS500', 'BASIP1000']);
  const serviceId = addRow(ctx, agreement, speed, {
    price: options.price,
    endDate: options.endDate,
    bindingMonths: options.bindingMonths,
    priceList: options.priceList,
    campaignId: options.campaign?.id,
    campaignPrice: options.campaign?.campaignPrice,
    campaignEndDate: options.campaign?.endDate,
  });
  if (options.campaign) {
    addRow(ctx, agreement, 'RABATT', {
      parentRowId: serviceId,
      price: options.campaign.discount,
      campaignId: options.campaign.id,
      endDate: options.campaign.endDate,
    });
  }
  // A terminated subscription's router and Säker surf end with it: nothing bills for a service the customer no
  // longer has (issue 26).
  if (options.router ?? true)
    addRouter(ctx, agreement, rng.pick(['BRED007', 'BRED008', 'BRED009']), 20, {
      priceList: options.priceList,
      endDate: options.endDate,
    });
  if (rng.chance(0.3)) addRow(ctx, agreement, 'SAKERSURF', { endDate: options.endDate });
  return serviceId;
}

export function addTelephonyBundle(ctx: DemoContext, agreement: AgreementHandle): number {
  const serviceId = addRow(ctx, agreement, 'TEL001');
  if (ctx.rng.chance(0.5)) addRow(ctx, agreement, 'TELFRI');
  addBox(ctx, agreement, 'TELBOX01', 4);
  return serviceId;
}
