import type { Prisma } from '@sappis/db';
import type { CommerceInventory } from '@sappis/shared';
import type { AfterApply } from '../agreements/execute-operation.ts';

const cents = (value: number) => Math.round(value * 100);

/**
 * Records a commerce order placed in Sappis (orders.place) in the operation's own transaction: its cart, the
 * order with the monthly and one-off totals, one line per created row and, when a confirmation was sent or
 * could not be, the e-mail with its status. /sappis/commerce lists them beside the web shop's.
 */
export function recordSappisOrder(args: {
  inventory: CommerceInventory;
  productNumbers: readonly string[];
  requestId: string;
  userId: number;
  sellerNumber: string | null;
  now: Date;
}): AfterApply {
  return async (tx: Prisma.TransactionClient, { context, plan, result }) => {
    const customerNumber = context.customer.customerNumber;
    const agreementNumber = context.agreement.agreementNumber;
    const cart = await tx.commerceCart.create({
      data: {
        channel: 'SAPPIS',
        customerNumber,
        agreementNumber,
        addressId: args.inventory.addressId,
        productNumbers: [...args.productNumbers],
        sellerNumber: args.sellerNumber,
        createdAt: args.now,
        updatedAt: args.now,
      },
    });
    const lines = plan.newRows.map((row) => ({
      productNumber: row.productNumber,
      name: row.productName,
      price: row.price,
      oneOff: row.type !== 'SERVICE',
    }));
    const sum = (oneOff: boolean) =>
      lines.filter((line) => line.oneOff === oneOff).reduce((total, line) => total + cents(line.price), 0) /
      100;
    await tx.commerceOrder.create({
      data: {
        cartId: cart.id,
        channel: 'SAPPIS',
        status: 'PLACED',
        customerNumber,
        agreementNumber,
        addressId: args.inventory.addressId,
        monthlyTotal: sum(false),
        oneOffTotal: sum(true),
        requestId: args.requestId,
        placedById: args.userId,
        placedAt: args.now,
        lines: { create: lines },
        ...(result.confirmation === 'NOT_ASKED'
          ? {}
          : {
              emails: {
                create: {
                  kind: 'Orderbekräftelse',
                  recipient: context.customer.email ?? null,
                  subject: 'Tack för din beställning',
                  status: result.confirmation === 'SENT' ? 'PENDING' : 'NOT_SENT',
                  createdAt: args.now,
                },
              },
            }),
      },
    });
  };
}
