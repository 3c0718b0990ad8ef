import type { Prisma } from '@sappis/db';
import {
  PROVISIONING_PARTNERS,
  type ProvisioningAction,
  type RowProvisioningOrder,
  WAITING_TO_BE_SENT,
} from '@sappis/shared';

export interface ProvisioningWrite {
  orders: RowProvisioningOrder[];
  /** Unsent orders the new ones replace, by row and action. */
  withdraw?: { rowId: number; actions: ProvisioningAction[] }[];
  /** The operation's request id: a retried operation writes no second order (unique row, action, request). */
  requestId: string | null;
  /** Written as the order's last attempt until it is sent; absent: the database's now. */
  now?: Date;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Writes an operation's provisioning orders in its own transaction, as PENDING_AUTO (waiting to be sent when due,
 * by sendDueProvisioningOrders); unsent orders they replace are withdrawn first. A network order goes to the
 * operator of its agreement's network, a TV order to the TV platform. Writes no event: the operation's own
 * 'customer.changed' is its last statement.
 */
export async function writeProvisioningOrders(tx: Prisma.TransactionClient, write: ProvisioningWrite) {
  for (const { rowId, actions } of write.withdraw ?? []) {
    await tx.provisioningOrder.deleteMany({
      where: { agreementRowId: rowId, action: { in: actions }, status: WAITING_TO_BE_SENT, attempts: 0 },
    });
  }
  if (write.orders.length === 0) return;
  const rows = await tx.agreementRow.findMany({
    where: { id: { in: write.orders.map((order) => order.rowId) } },
    select: { id: true, agreement: { select: { mainAgreement: { select: { operator: true } } } } },
  });
  const operatorOf = new Map(rows.map((row) => [row.id, row.agreement.mainAgreement?.operator?.name]));
  await tx.provisioningOrder.createMany({
    data: write.orders.map((order) => ({
      agreementRowId: order.rowId,
      platform: order.platform,
      action: order.action,
      partner:
        order.platform === 'TV'
          ? PROVISIONING_PARTNERS.TV
          : (operatorOf.get(order.rowId) ?? PROVISIONING_PARTNERS.NETWORK),
      status: WAITING_TO_BE_SENT,
      attempts: 0,
      dueOn: day(order.dueOn),
      requestId: write.requestId,
      lastAttemptAt: write.now,
    })),
    skipDuplicates: true,
  });
}
