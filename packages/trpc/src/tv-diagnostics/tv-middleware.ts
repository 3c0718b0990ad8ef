import type { PrismaClient } from '@sappis/db';
import { isoDay } from '@sappis/shared';
import type { WriteCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { jsonAnswer, rememberedWrite } from '../adapters/remembered-write.ts';
import { toIsoDate, toIsoDateTime } from '../serialize.ts';

/** A cryptoguard program card of the customer (document 3 section 3: cardNo, camId, ordNo, subscriptions). */
export interface MiddlewareCard {
  cardNumber: string;
  camId: string | null;
  /** ordNo: the agreement number the card belongs to. */
  orderNumber: number | null;
  state: string;
  troubleshooting: boolean;
  subscriptions: {
    name: string;
    articleNumber: string;
    startDate: string;
    expireDate: string;
    invalid: boolean;
  }[];
}

/** A box or CAM module the middleware knows (modeCw, lastConnectedCw, firmwareVersionCw, cwEntitlements). */
export interface MiddlewareDevice {
  camId: string;
  model: string;
  macAddress: string | null;
  serialNumber: string | null;
  transmission: string;
  mode: string | null;
  lastConnectedAt: string | null;
  firmwareVersion: string | null;
  /** Expiry of the device's entitlements; null: the customer has no entitlement. */
  entitlementExpiresAt: string | null;
  /** belongsToVismaOrderNo */
  vismaOrderNumber: number | null;
  notSupportedInfo: string | null;
}

export interface MiddlewareDiagnostics {
  cards: MiddlewareCard[];
  devices: MiddlewareDevice[];
  /** The play service: {product}PlayId and its active channels. */
  play: { playId: string | null; channels: string[] };
}

export interface MiddlewareSignal {
  id: number;
  signalCode: string;
  status: string;
  product: string;
  signalDate: string;
  card: string | null;
  message: string | null;
  errorMessage: string | null;
}

/**
 * The TV middleware (Cubiware and the cryptoguard card system): card and device data, signal history,
 * troubleshooting per card and a temporary signal. Methods are own properties (the guard wraps each).
 */
export interface TvMiddleware {
  /** GET /diagnostics/{customerNumber} */
  diagnostics(customerNumber: number): Promise<MiddlewareDiagnostics>;
  /** GET /diagnostics/{customerNumber}/signalhistory, newest first. */
  signalHistory(customerNumber: number): Promise<MiddlewareSignal[]>;
  /** POST /diagnostics/{lineId}/troubleshooting: starts (on) or stops troubleshooting of a card. */
  setTroubleshooting(
    request: { cardNumber: string; on: boolean },
    call: WriteCall,
  ): Promise<{ troubleshooting: boolean }>;
  /** POST avtalsrad/{id}/tempSignalOn: turns the card's signal on for a while. */
  temporarySignalOn(request: { cardNumber: string }, call: WriteCall): Promise<{ signalDate: string }>;
  /** The middleware page: a program card (card number) or box/CAM module (CAM id), with what it is paired with. */
  lookup(request: { by: 'CARD' | 'CAM'; query: string }): Promise<MiddlewareLookup>;
}

/** A lookup of the middleware page: the cards and devices found, each with its customer's number. */
export interface MiddlewareLookup {
  cards: (MiddlewareCard & { customerNumber: number })[];
  devices: (MiddlewareDevice & { customerNumber: number })[];
}

/** Card states the middleware will not send a temporary signal to. */
const NO_SIGNAL_STATES = new Set(['TERMINATED']);

/** Signal code of a temporary signal in the signal history. */
export const TEMPORARY_SIGNAL_CODE = 'TILLFALLIG_SIGNAL';

/**
 * The default TV middleware, backed by our own tables: tv_cards (with subscriptions), tv_devices and
 * signal_history, the customer's play id and the play channels of the packages on active rows.
 */
export function databaseTvMiddleware(prisma: PrismaClient, now: () => Date = () => new Date()): TvMiddleware {
  const cardByNumber = async (cardNumber: string) => {
    const card = await prisma.tvCard.findFirst({ where: { cardNumber }, orderBy: { id: 'asc' } });
    if (!card) throw new Error(`Kortet ${cardNumber} finns inte i kortsystemet`);
    return card;
  };
  return {
    async diagnostics(customerNumber) {
      const today = new Date(`${isoDay(now())}T00:00:00.000Z`);
      const customer = await prisma.customer.findUnique({
        where: { customerNumber },
        select: {
          id: true,
          playExternalId: true,
          tvCards: { orderBy: { id: 'asc' }, include: { subscriptions: { orderBy: { id: 'asc' } } } },
          tvDevices: { orderBy: { id: 'asc' } },
        },
      });
      if (!customer) return { cards: [], devices: [], play: { playId: null, channels: [] } };
      const channels = await prisma.channel.findMany({
        where: {
          play: true,
          packages: {
            some: {
              product: {
                agreementRows: {
                  some: {
                    agreement: { customerId: customer.id, ended: false },
                    OR: [{ startDate: null }, { startDate: { lte: today } }],
                    AND: [{ OR: [{ endDate: null }, { endDate: { gte: today } }] }],
                  },
                },
              },
            },
          },
        },
        orderBy: { position: 'asc' },
        select: { name: true },
      });
      return {
        cards: customer.tvCards.map((card) => ({
          cardNumber: card.cardNumber,
          camId: card.camId,
          orderNumber: card.orderNumber,
          state: card.state,
          troubleshooting: card.troubleshooting,
          subscriptions: card.subscriptions.map((subscription) => ({
            name: subscription.name,
            articleNumber: subscription.articleNumber,
            startDate: toIsoDate(subscription.startDate),
            expireDate: toIsoDate(subscription.expireDate),
            invalid: subscription.invalid,
          })),
        })),
        devices: customer.tvDevices.map((device) => ({
          camId: device.camId,
          model: device.model,
          macAddress: device.macAddress,
          serialNumber: device.serialNumber,
          transmission: device.transmission,
          mode: device.mode,
          lastConnectedAt: toIsoDateTime(device.lastConnectedAt),
          firmwareVersion: device.firmwareVersion,
          entitlementExpiresAt: toIsoDateTime(device.entitlementExpiresAt),
          vismaOrderNumber: device.vismaOrderNumber,
          notSupportedInfo: device.notSupportedInfo,
        })),
        play: { playId: customer.playExternalId, channels: channels.map((channel) => channel.name) },
      };
    },
    async signalHistory(customerNumber) {
      const entries = await prisma.signalHistoryEntry.findMany({
        where: { customer: { customerNumber } },
        orderBy: [{ signalDate: 'desc' }, { id: 'desc' }],
        take: 200,
      });
      return entries.map((entry) => ({
        id: entry.id,
        signalCode: entry.signalCode,
        status: entry.status,
        product: entry.product,
        signalDate: toIsoDateTime(entry.signalDate),
        card: entry.card,
        message: entry.message,
        errorMessage: entry.errorMessage,
      }));
    },
    setTroubleshooting: ({ cardNumber, on }, call) =>
      rememberedWrite(prisma, 'tvMiddleware.setTroubleshooting', call, jsonAnswer(), async (tx) => {
        const card = await cardByNumber(cardNumber);
        await tx.tvCard.update({ where: { id: card.id }, data: { troubleshooting: on } });
        return { troubleshooting: on };
      }),
    temporarySignalOn: ({ cardNumber }, call) =>
      rememberedWrite(prisma, 'tvMiddleware.temporarySignalOn', call, jsonAnswer(), async (tx) => {
        const card = await cardByNumber(cardNumber);
        if (NO_SIGNAL_STATES.has(card.state)) throw new Error(`Kortet ${cardNumber} är avslutat`);
        const signalDate = now();
        await tx.signalHistoryEntry.create({
          data: {
            customerId: card.customerId,
            signalCode: TEMPORARY_SIGNAL_CODE,
            status: 'OK',
            product: 'CGKORT',
            signalDate,
            card: cardNumber,
            message: 'Tillfällig signal påslagen',
          },
        });
        return { signalDate: signalDate.toISOString() };
      }),
    async lookup({ by, query }) {
      const value = query.trim();
      const cardInclude = {
        subscriptions: { orderBy: { id: 'asc' } },
        customer: { select: { customerNumber: true } },
      } as const;
      const deviceInclude = { customer: { select: { customerNumber: true } } } as const;
      const cards =
        by === 'CARD'
          ? await prisma.tvCard.findMany({ where: { cardNumber: value }, include: cardInclude, take: 20 })
          : await prisma.tvCard.findMany({ where: { camId: value }, include: cardInclude, take: 20 });
      const camIds = by === 'CAM' ? [value] : cards.flatMap((card) => (card.camId ? [card.camId] : []));
      const devices = await prisma.tvDevice.findMany({
        where: { camId: { in: camIds } },
        include: deviceInclude,
        orderBy: { id: 'asc' },
        take: 20,
      });
      return {
        cards: cards.map((card) => ({
          customerNumber: card.customer.customerNumber,
          cardNumber: card.cardNumber,
          camId: card.camId,
          orderNumber: card.orderNumber,
          state: card.state,
          troubleshooting: card.troubleshooting,
          subscriptions: card.subscriptions.map((subscription) => ({
            name: subscription.name,
            articleNumber: subscription.articleNumber,
            startDate: toIsoDate(subscription.startDate),
            expireDate: toIsoDate(subscription.expireDate),
            invalid: subscription.invalid,
          })),
        })),
        devices: devices.map((device) => ({
          customerNumber: device.customer.customerNumber,
          camId: device.camId,
          model: device.model,
          macAddress: device.macAddress,
          serialNumber: device.serialNumber,
          transmission: device.transmission,
          mode: device.mode,
          lastConnectedAt: toIsoDateTime(device.lastConnectedAt),
          firmwareVersion: device.firmwareVersion,
          entitlementExpiresAt: toIsoDateTime(device.entitlementExpiresAt),
          vismaOrderNumber: device.vismaOrderNumber,
          notSupportedInfo: device.notSupportedInfo,
        })),
      };
    },
  };
}

/** Registered in adapters/adapters.ts (this file imports only its types: no import cycle). */
export const tvMiddlewareAdapter: AdapterDefinition<TvMiddleware> = {
  system: 'TV-middleware (Cubiware)',
  // Writes run inside the request's transaction (runOnce): well within its 5 s.
  timeoutMs: 4_000,
  createDefault: (prisma) => databaseTvMiddleware(prisma),
};
