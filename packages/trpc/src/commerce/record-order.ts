import { COMMERCE_ORDER_TEXTS, type CommerceInventory } from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import type { AfterApply } from '../agreements/execute-operation.ts';
import type { CommerceOrderPlacing } from './commerce-order-placing.ts';

/**
 * Places a commerce order made in Sappis (orders.place) with commerce, in the operation's own transaction and
 * once per request id: one line per created row and, when a confirmation was sent or could not be, the e-mail
 * with its status. A failing commerce rolls the operation back.
 */
export function recordSappisOrder(
  orders: CommerceOrderPlacing,
  args: {
    inventory: CommerceInventory;
    productNumbers: readonly string[];
    requestId: string;
    userId: number;
    sellerNumber: string | null;
    now: Date;
  },
): AfterApply {
  return async (tx, { context, plan, result }) => {
    const order = {
      tx,
      customerNumber: context.customer.customerNumber,
      agreementNumber: context.agreement.agreementNumber,
      addressId: args.inventory.addressId,
      productNumbers: [...args.productNumbers],
      sellerNumber: args.sellerNumber,
      placedById: args.userId,
      placedAt: args.now,
      lines: plan.newRows.map((row) => ({
        productNumber: row.productNumber,
        name: row.productName,
        price: row.price,
        oneOff: row.type !== 'SERVICE',
      })),
      confirmation:
        result.confirmation === 'NOT_ASKED'
          ? null
          : { recipient: context.customer.email ?? null, sent: result.confirmation === 'SENT' },
    };
    await orders
      .place(order, { idempotencyKey: args.requestId })
      .catch((error: unknown) => adapterFailure(error, COMMERCE_ORDER_TEXTS.failure));
  };
}
