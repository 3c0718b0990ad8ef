import { z } from 'zod';
import { isPurchaseBlocked, type PremisesTypeKey } from '../addresses/address-search.ts';
import {
  type OperationPlan,
  operationPlan,
  type PlanOutcome,
  RefusalList,
} from '../agreements/operations/plan.ts';
import type { OperationContext } from '../agreements/operations/snapshot.ts';
import { ONE_OFF_PRICE_LIST } from '../agreements/prices.ts';
import { plainText } from '../input/safe-input.ts';

/**
 * Commerce order (document 3 panel 16, sections 3 and 7): the old tool embedded an external ordering tool; here
 * the ordering is built in. The inventory of the address (categories, transmissions, broadband subscriptions
 * with prices, the start fee) comes from the `commerceInventory` adapter; the cart's subscriptions become rows
 * of the agreement, with the start fee as a one-off row.
 */
export const COMMERCE_ORDER = {
  /** Broadband is category 3 (document 3 section 9). */
  broadbandCategory: 3,
  rowCategory: 'Bredband',
  /** The price list of service rows (the seed's) and of one-time costs (price list 42, 'kr'). */
  servicePriceList: 10,
  oneOffPriceList: ONE_OFF_PRICE_LIST,
  /** One-time costs go on the next invoice (invoice code 2, like the moving fee). */
  oneOffInvoiceCode: 2,
  maxCartItems: 5,
} as const;

export const COMMERCE_ORDER_TEXTS = {
  inventoryUnavailable: 'Det går inte att hämta något utbud via Commerce. Kontakta IT om problemet kvarstår.',
  noAddress: 'Avtalet saknar köpbar adress. Gör adressen köpbar först.',
  emptyCart: 'Välj ett bredbandsabonnemang',
  notInInventory: 'Abonnemanget finns inte i utbudet för adressen',
  alreadyActive: 'Kunden har redan abonnemanget på avtalet',
  agreementEnded: 'Avtalet är avslutat',
  purchaseBlocked:
    'Adressen är en gemensam eller teknisk yta (MDU_COMMON/MDU_TECHNICAL). Köp kan inte göras, endast felanmälan.',
  noSubscriptions: 'Det finns inga bredbandsabonnemang i utbudet för adressen.',
  success: 'Beställningen är lagd och raderna är tillagda på avtalet.',
  failure: (message: string) => `Något gick fel: ${message}`,
} as const;

export interface CommerceSubscription {
  productNumber: string;
  description: string;
  /** Monthly price (kr/mån). */
  price: number;
  /** A subscription (monthly) rather than a one-off product. */
  subscription: boolean;
}

/** GET /api/commerce/inventory/{addressId}: what can be sold at the address, with prices. */
export interface CommerceInventory {
  addressId: string;
  mainAgreementNumber: number | null;
  premisesType: PremisesTypeKey | null;
  categories: { number: number; name: string }[];
  transmissions: string[];
  broadbandSubscriptions: CommerceSubscription[];
  /** context.start_fee: the one-off fee of a new order, if any. */
  startFee: { productNumber: string; name: string; price: number } | null;
}

/** The cart: the broadband subscriptions picked, by product number. */
export const commerceOrderChoicesSchema = z.object({
  productNumbers: z.array(plainText(40)).max(COMMERCE_ORDER.maxCartItems),
});

export type CommerceOrderChoices = z.infer<typeof commerceOrderChoicesSchema>;

export interface CartTotals {
  /** Sum of the picked subscriptions' monthly prices. */
  monthly: number;
  /** The start fee, charged once when anything is ordered. */
  oneOff: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The picked subscriptions that exist in the inventory, each once, in cart order. */
export function cartItems(inventory: CommerceInventory, cart: readonly string[]): CommerceSubscription[] {
  const byNumber = new Map(inventory.broadbandSubscriptions.map((item) => [item.productNumber, item]));
  const seen = new Set<string>();
  const items: CommerceSubscription[] = [];
  for (const productNumber of cart) {
    const item = byNumber.get(productNumber);
    if (item && !seen.has(productNumber)) {
      seen.add(productNumber);
      items.push(item);
    }
  }
  return items;
}

/** The cart's monthly total and its one-off start fee (0 for an empty cart), rounded to 2 decimals. */
export function cartTotals(inventory: CommerceInventory, cart: readonly string[]): CartTotals {
  const items = cartItems(inventory, cart);
  const monthly = items.reduce((sum, item) => sum + Math.round(item.price * 100), 0) / 100;
  return {
    monthly: round2(monthly),
    oneOff: items.length > 0 && inventory.startFee ? round2(inventory.startFee.price) : 0,
  };
}

const isActiveOn = (row: { startDate: string | null; endDate: string | null }, today: string) =>
  row.endDate === null || row.endDate >= today;

/**
 * The plan of a commerce order on the agreement at the address: one service row per picked subscription
 * (start today, price from the inventory) and the start fee as a one-off row. Refused for an ended agreement, an
 * address where purchases are blocked, an empty cart, a product missing from the inventory and a subscription
 * the agreement already has running.
 */
export function planCommerceOrder(
  context: OperationContext,
  inventory: CommerceInventory,
  choices: CommerceOrderChoices,
  today: string,
): PlanOutcome {
  const refusals = new RefusalList();
  const { agreement } = context;
  if (agreement.ended) refusals.add('', COMMERCE_ORDER_TEXTS.agreementEnded);
  if (isPurchaseBlocked(inventory.premisesType)) refusals.add('', COMMERCE_ORDER_TEXTS.purchaseBlocked);
  if (choices.productNumbers.length === 0) refusals.add('productNumbers', COMMERCE_ORDER_TEXTS.emptyCart);
  const offered = new Set(inventory.broadbandSubscriptions.map((item) => item.productNumber));
  const running = new Set(
    agreement.rows.filter((row) => isActiveOn(row, today)).map((row) => row.productNumber),
  );
  for (const productNumber of choices.productNumbers) {
    if (!offered.has(productNumber)) refusals.add('productNumbers', COMMERCE_ORDER_TEXTS.notInInventory);
    else if (running.has(productNumber)) refusals.add('productNumbers', COMMERCE_ORDER_TEXTS.alreadyActive);
  }
  const items = cartItems(inventory, choices.productNumbers);
  const totals = cartTotals(inventory, choices.productNumbers);
  return refusals.outcome(
    (): OperationPlan =>
      operationPlan({
        operation: 'commerceOrder',
        agreementNumber: agreement.agreementNumber,
        newRows: [
          ...items.map((item) => ({
            productNumber: item.productNumber,
            productName: item.description,
            type: 'SERVICE' as const,
            price: item.price,
            priceList: COMMERCE_ORDER.servicePriceList,
            invoiceCode: null,
            quantity: 1,
            startDate: today,
            endDate: null,
            card: 0,
            category: COMMERCE_ORDER.rowCategory,
            sourceRowId: null,
          })),
          ...(inventory.startFee
            ? [
                {
                  productNumber: inventory.startFee.productNumber,
                  productName: inventory.startFee.name,
                  type: 'EXTRA_BILLING' as const,
                  price: inventory.startFee.price,
                  priceList: COMMERCE_ORDER.oneOffPriceList,
                  invoiceCode: COMMERCE_ORDER.oneOffInvoiceCode,
                  quantity: 1,
                  startDate: today,
                  endDate: today,
                  card: 0,
                  category: 'Övrigt',
                  sourceRowId: null,
                },
              ]
            : []),
        ],
        fees: inventory.startFee ? [{ name: inventory.startFee.name, amount: totals.oneOff }] : [],
        details: {
          addressId: inventory.addressId,
          mainAgreementNumber: inventory.mainAgreementNumber,
          products: items.map((item) => item.productNumber).join(','),
          monthlyTotal: totals.monthly,
        },
      }),
  );
}
