import type { Prisma } from '@sappis/db';
import type { WriteCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';

const cents = (value: number) => Math.round(value * 100);

/** A commerce order placed in Sappis ('Beställ', orders.place), as commerce is told it. */
export interface SappisOrder {
  customerNumber: number;
  agreementNumber: number;
  addressId: string;
  productNumbers: string[];
  sellerNumber: string | null;
  placedById: number;
  placedAt: Date;
  /** One line per created row; a row that is no service is a one-off. */
  lines: { productNumber: string; name: string; price: number; oneOff: boolean }[];
  /** The order confirmation, when one was sent or could not be (null: not asked for). */
  confirmation: { recipient: string | null; sent: boolean } | null;
}

/**
 * Commerce's order placing (document 3 section 7: the cart and its order). It is handed the operation's
 * transaction, so the order exists only if the operation commits; a writing call, once per request id.
 */
export interface CommerceOrderPlacing {
  place(order: SappisOrder & { tx: Prisma.TransactionClient }, call: WriteCall): Promise<{ orderId: number }>;
}

/**
 * The default, backed by our commerce tables (which /sappis/commerce lists beside the web shop's orders): the
 * cart, the order with the monthly and one-off totals, its lines and the confirmation e-mail with its status. An
 * order already placed under the key (commerce_orders.requestId) is answered, not placed again.
 */
export function createTableCommerceOrders(): CommerceOrderPlacing {
  return {
    async place({ tx, ...order }, call) {
      const placed = await tx.commerceOrder.findUnique({
        where: { requestId: call.idempotencyKey },
        select: { id: true },
      });
      if (placed) return { orderId: placed.id };
      const where = {
        channel: 'SAPPIS',
        customerNumber: order.customerNumber,
        agreementNumber: order.agreementNumber,
        addressId: order.addressId,
      } as const;
      const cart = await tx.commerceCart.create({
        data: {
          ...where,
          productNumbers: order.productNumbers,
          sellerNumber: order.sellerNumber,
          createdAt: order.placedAt,
          updatedAt: order.placedAt,
        },
      });
      const sum = (oneOff: boolean) =>
        order.lines
          .filter((line) => line.oneOff === oneOff)
          .reduce((total, line) => total + cents(line.price), 0) / 100;
      call.signal?.throwIfAborted();
      const created = await tx.commerceOrder.create({
        data: {
          ...where,
          cartId: cart.id,
          status: 'PLACED',
          monthlyTotal: sum(false),
          oneOffTotal: sum(true),
          requestId: call.idempotencyKey,
          placedById: order.placedById,
          placedAt: order.placedAt,
          lines: { create: order.lines },
          ...(order.confirmation
            ? {
                emails: {
                  create: {
                    kind: 'Orderbekräftelse',
                    recipient: order.confirmation.recipient,
                    subject: 'Tack för din beställning',
                    status: order.confirmation.sent ? 'PENDING' : 'NOT_SENT',
                    createdAt: order.placedAt,
                  },
                },
              }
            : {}),
        },
        select: { id: true },
      });
      return { orderId: created.id };
    },
  };
}

/** Registered in adapters/adapters.ts. */
export const commerceOrderPlacingAdapter: AdapterDefinition<CommerceOrderPlacing> = {
  system: 'Commerce',
  // Called inside the operation's transaction: well within its 5 s.
  timeoutMs: 4_000,
  createDefault: () => createTableCommerceOrders(),
};
