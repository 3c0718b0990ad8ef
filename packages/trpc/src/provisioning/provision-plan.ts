import type { Prisma } from '@sappis/db';
import { type OperationContext, type OperationPlan, planProvisioning } from '@sappis/shared';
import { writeProvisioningOrders } from './write-orders.ts';

/**
 * The provisioning orders of an applied plan (planProvisioning), written in the operation's transaction: the
 * created rows' ids are applyPlan's createdRowIds (its new rows, then its target's rows).
 */
export function provisionPlan(
  tx: Prisma.TransactionClient,
  args: {
    plan: OperationPlan;
    context: OperationContext;
    createdRowIds: readonly number[];
    requestId: string;
    today: string;
    now: Date;
  },
) {
  const derived = planProvisioning(args.plan, args.context.agreement.rows, args.today);
  return writeProvisioningOrders(tx, {
    orders: derived.orders.map(({ row, ...order }) => {
      const rowId = 'rowId' in row ? row.rowId : args.createdRowIds[row.createdRowIndex];
      if (rowId === undefined) throw new Error(`Created row ${JSON.stringify(row)} has no id`);
      return { ...order, rowId };
    }),
    withdraw: derived.withdraw,
    requestId: args.requestId,
    now: args.now,
  });
}
