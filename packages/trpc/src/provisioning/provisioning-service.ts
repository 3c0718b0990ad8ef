import type { Prisma, PrismaClient } from '@sappis/db';
import {
  canRetry,
  PROVISIONING_PAGE_SIZE,
  PROVISIONING_TEXTS,
  type ProvisioningFilter,
  type ProvisioningPlatform,
  type ProvisioningStatus,
  provisioningOrderKey,
  statusesOfFilter,
} from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import { toIsoDate, toIsoDateTime } from '../serialize.ts';
import type { ProvisioningPartner } from './provisioning-partner.ts';

const ORDER_SELECT = {
  id: true,
  platform: true,
  action: true,
  partner: true,
  partnerReference: true,
  status: true,
  message: true,
  attempts: true,
  dueOn: true,
  lastAttemptAt: true,
  createdAt: true,
  agreementRow: {
    select: {
      id: true,
      productName: true,
      productNumber: true,
      cardNumber: true,
      agreement: {
        select: {
          agreementNumber: true,
          deliveryAddress: true,
          customer: { select: { customerNumber: true, name: true } },
        },
      },
    },
  },
} satisfies Prisma.ProvisioningOrderSelect;

type OrderRow = Prisma.ProvisioningOrderGetPayload<{ select: typeof ORDER_SELECT }>;

function toOutput(order: OrderRow) {
  const row = order.agreementRow;
  return {
    id: order.id,
    platform: order.platform,
    action: order.action,
    partner: order.partner,
    partnerReference: order.partnerReference,
    status: order.status,
    message: order.message,
    attempts: order.attempts,
    dueOn: toIsoDate(order.dueOn),
    lastAttemptAt: toIsoDateTime(order.lastAttemptAt),
    createdAt: toIsoDateTime(order.createdAt),
    rowId: row.id,
    productName: row.productName,
    productNumber: row.productNumber,
    cardNumber: row.cardNumber,
    agreementNumber: row.agreement.agreementNumber,
    deliveryAddress: row.agreement.deliveryAddress,
    customerNumber: row.agreement.customer.customerNumber,
    customerName: row.agreement.customer.name,
  };
}

export type ProvisioningOrderOutput = ReturnType<typeof toOutput>;

/** A number typed in the search box: an agreement or customer number; anything else is a partner reference. */
function queryWhere(query: string): Prisma.ProvisioningOrderWhereInput {
  if (query === '') return {};
  const or: Prisma.ProvisioningOrderWhereInput[] = [{ partnerReference: { startsWith: query } }];
  const number = Number(query);
  if (/^\d{1,9}$/.test(query)) {
    or.push(
      { agreementRow: { agreement: { agreementNumber: number } } },
      { agreementRow: { agreement: { customer: { customerNumber: number } } } },
    );
  }
  return { OR: or };
}

/** The orders of a filter (all, a category or one code), newest change first, with counts per status. */
export async function listProvisioningOrders(
  prisma: PrismaClient,
  input: { filter: ProvisioningFilter; platform?: ProvisioningPlatform | null; query: string; page: number },
) {
  const statuses = statusesOfFilter(input.filter);
  const base: Prisma.ProvisioningOrderWhereInput = {
    ...queryWhere(input.query),
    ...(input.platform ? { platform: input.platform } : {}),
  };
  const where: Prisma.ProvisioningOrderWhereInput = {
    ...base,
    ...(statuses ? { status: { in: statuses } } : {}),
  };
  const [orders, total, counts] = await prisma.$transaction([
    prisma.provisioningOrder.findMany({
      where,
      select: ORDER_SELECT,
      orderBy: [{ lastAttemptAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * PROVISIONING_PAGE_SIZE,
      take: PROVISIONING_PAGE_SIZE,
    }),
    prisma.provisioningOrder.count({ where }),
    prisma.provisioningOrder.groupBy({
      by: ['status'],
      where: base,
      orderBy: { status: 'asc' },
      _count: { _all: true },
    }),
  ]);
  return {
    orders: orders.map(toOutput),
    total,
    pageSize: PROVISIONING_PAGE_SIZE,
    countsByStatus: counts.map((item) => ({
      status: item.status as ProvisioningStatus,
      count: (item._count as { _all: number })._all,
    })),
  };
}

/**
 * Sends a failed order to its partner again, in the caller's transaction (runOnce's): the order is locked and
 * must still have failed (someone else's retry may have won), the partner is asked, then the order gets the
 * answer's status, the audit row and 'provisioning.changed', last. A partner that fails or does not answer
 * writes nothing.
 */
export async function retryProvisioningOrder(
  tx: Prisma.TransactionClient,
  args: { partner: ProvisioningPartner; orderId: number; userId: number; now: Date },
) {
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "provisioning_orders" WHERE "id" = ${args.orderId} FOR UPDATE`;
  if (locked.length === 0) throw new AppError('NOT_FOUND', PROVISIONING_TEXTS.notFound);
  const order = await tx.provisioningOrder.findUniqueOrThrow({ where: { id: args.orderId } });
  if (!canRetry(order.status)) throw new AppError('CONFLICT', PROVISIONING_TEXTS.notRetryable(order.status));
  const attempt = order.attempts + 1;
  const answer = await args.partner
    .resend(
      {
        orderId: order.id,
        agreementRowId: order.agreementRowId,
        platform: order.platform,
        action: order.action,
        partnerReference: order.partnerReference,
        attempt,
      },
      // An agent's retry is a new attempt: its own key, the same on a repeat of that attempt.
      { idempotencyKey: `${provisioningOrderKey(order.id)}:${attempt}` },
    )
    .catch((error: unknown) => adapterFailure(error, PROVISIONING_TEXTS.retryFailed));
  const updated = await tx.provisioningOrder.update({
    where: { id: order.id },
    data: {
      status: answer.status,
      partnerReference: answer.partnerReference,
      message: answer.message,
      attempts: attempt,
      lastAttemptAt: args.now,
      lastAttemptById: args.userId,
    },
    select: ORDER_SELECT,
  });
  await tx.auditEntry.create({
    data: {
      userId: args.userId,
      action: 'provisioning.retry',
      entityType: 'ProvisioningOrder',
      entityId: String(order.id),
      details: { from: order.status, to: answer.status, attempt, partnerReference: answer.partnerReference },
    },
  });
  await appendEvent(tx, {
    type: 'provisioning.changed',
    payload: { orderId: order.id, status: answer.status },
  });
  return {
    order: toOutput(updated),
    message: PROVISIONING_TEXTS.retried(order.partner, answer.status),
  };
}
