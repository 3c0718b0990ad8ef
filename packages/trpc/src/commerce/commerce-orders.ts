import type { Prisma, PrismaClient } from '@sappis/db';
import {
  abandonedBefore,
  COMMERCE_PAGE_SIZE,
  COMMERCE_TEXTS,
  type CommerceCartStatusKey,
  type CommerceChannelKey,
  type CommerceOrderStatusKey,
  cartStatus,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDateTime, toMoney } from '../serialize.ts';

const localDay = (day: string, endOfDay = false) =>
  new Date(`${day}T${endOfDay ? '23:59:59.999' : '00:00:00'}`);

/** Names of the customers behind `numbers`, by customer number. */
async function customerNames(prisma: PrismaClient, numbers: (number | null)[]) {
  const wanted = [...new Set(numbers.filter((value): value is number => value !== null))];
  const customers = await prisma.customer.findMany({
    where: { customerNumber: { in: wanted } },
    select: { customerNumber: true, name: true },
  });
  return new Map(customers.map((customer) => [customer.customerNumber, customer.name]));
}

/** The orders filter as a where clause: a number is a customer or agreement number, other text a product. */
export function orderWhere(filter: {
  status: CommerceOrderStatusKey | null;
  channel: CommerceChannelKey | null;
  query: string;
  from: string;
  to: string;
}): Prisma.CommerceOrderWhereInput {
  const where: Prisma.CommerceOrderWhereInput = {};
  if (filter.status) where.status = filter.status;
  if (filter.channel) where.channel = filter.channel;
  if (filter.from || filter.to) {
    where.placedAt = {
      ...(filter.from ? { gte: localDay(filter.from) } : {}),
      ...(filter.to ? { lte: localDay(filter.to, true) } : {}),
    };
  }
  if (/^\d{1,9}$/.test(filter.query)) {
    const number = Number(filter.query);
    where.OR = [{ customerNumber: number }, { agreementNumber: number }, { id: number }];
  } else if (filter.query !== '') {
    where.lines = { some: { productNumber: { contains: filter.query, mode: 'insensitive' } } };
  }
  return where;
}

/** The orders of the filter, newest first, a page at a time, with the customer's name and e-mail count. */
export async function listCommerceOrders(
  prisma: PrismaClient,
  filter: Parameters<typeof orderWhere>[0] & { page: number },
) {
  const where = orderWhere(filter);
  const [orders, total] = await prisma.$transaction([
    prisma.commerceOrder.findMany({
      where,
      orderBy: [{ placedAt: 'desc' }, { id: 'desc' }],
      skip: (filter.page - 1) * COMMERCE_PAGE_SIZE,
      take: COMMERCE_PAGE_SIZE,
      include: { _count: { select: { emails: true, lines: true } } },
    }),
    prisma.commerceOrder.count({ where }),
  ]);
  const names = await customerNames(
    prisma,
    orders.map((order) => order.customerNumber),
  );
  return {
    orders: orders.map((order) => ({
      id: order.id,
      channel: order.channel,
      status: order.status,
      customerNumber: order.customerNumber,
      customerName: order.customerNumber === null ? null : (names.get(order.customerNumber) ?? null),
      agreementNumber: order.agreementNumber,
      monthlyTotal: toMoney(order.monthlyTotal),
      oneOffTotal: toMoney(order.oneOffTotal),
      placedAt: toIsoDateTime(order.placedAt),
      lineCount: order._count.lines,
      emailCount: order._count.emails,
    })),
    total,
    pageSize: COMMERCE_PAGE_SIZE,
  };
}

/** One order with its lines, its e-mails (newest first) and its cart. */
export async function commerceOrderDetails(prisma: PrismaClient, id: number) {
  const order = await prisma.commerceOrder.findUnique({
    where: { id },
    include: {
      lines: { orderBy: { id: 'asc' } },
      emails: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
      cart: true,
    },
  });
  if (!order) throw new AppError('NOT_FOUND', COMMERCE_TEXTS.orderNotFound);
  const names = await customerNames(prisma, [order.customerNumber]);
  const placedBy =
    order.placedById === null
      ? null
      : await prisma.user.findUnique({
          where: { id: order.placedById },
          select: { firstName: true, lastName: true },
        });
  return {
    id: order.id,
    channel: order.channel,
    status: order.status,
    customerNumber: order.customerNumber,
    customerName: order.customerNumber === null ? null : (names.get(order.customerNumber) ?? null),
    agreementNumber: order.agreementNumber,
    addressId: order.addressId,
    campaignCode: order.campaignCode,
    monthlyTotal: toMoney(order.monthlyTotal),
    oneOffTotal: toMoney(order.oneOffTotal),
    failureReason: order.failureReason,
    placedAt: toIsoDateTime(order.placedAt),
    placedBy: placedBy ? `${placedBy.firstName} ${placedBy.lastName}` : null,
    cartId: order.cartId,
    cartCreatedAt: order.cart ? toIsoDateTime(order.cart.createdAt) : null,
    lines: order.lines.map((line) => ({
      id: line.id,
      productNumber: line.productNumber,
      name: line.name,
      price: toMoney(line.price),
      oneOff: line.oneOff,
    })),
    emails: order.emails.map((email) => ({
      id: email.id,
      kind: email.kind,
      recipient: email.recipient,
      subject: email.subject,
      status: email.status,
      hubspotStatus: email.hubspotStatus,
      createdAt: toIsoDateTime(email.createdAt),
    })),
  };
}

/** The carts filter as a where clause; abandoned and open are told apart by the idle time at `now`. */
function cartWhere(
  filter: { status: CommerceCartStatusKey | null; channel: CommerceChannelKey | null },
  now: Date,
): Prisma.CommerceCartWhereInput {
  const where: Prisma.CommerceCartWhereInput = {};
  if (filter.channel) where.channel = filter.channel;
  const ordered = { orders: { some: { status: 'PLACED' as const } } };
  const notOrdered = { orders: { none: { status: 'PLACED' as const } } };
  if (filter.status === 'ORDERED') Object.assign(where, ordered);
  if (filter.status === 'ABANDONED')
    Object.assign(where, notOrdered, { updatedAt: { lt: abandonedBefore(now) } });
  if (filter.status === 'OPEN')
    Object.assign(where, notOrdered, { updatedAt: { gte: abandonedBefore(now) } });
  return where;
}

/** The carts of the filter, newest first, with their status, contents and customer. */
export async function listCommerceCarts(
  prisma: PrismaClient,
  filter: { status: CommerceCartStatusKey | null; channel: CommerceChannelKey | null; page: number },
  now: Date,
) {
  const where = cartWhere(filter, now);
  const [carts, total] = await prisma.$transaction([
    prisma.commerceCart.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (filter.page - 1) * COMMERCE_PAGE_SIZE,
      take: COMMERCE_PAGE_SIZE,
      include: { orders: { select: { id: true, status: true }, orderBy: { id: 'desc' } } },
    }),
    prisma.commerceCart.count({ where }),
  ]);
  const names = await customerNames(
    prisma,
    carts.map((cart) => cart.customerNumber),
  );
  return {
    carts: carts.map((cart) => {
      const placed = cart.orders.find((order) => order.status === 'PLACED');
      return {
        id: cart.id,
        channel: cart.channel,
        status: cartStatus({ ordered: placed !== undefined, updatedAt: cart.updatedAt }, now),
        customerNumber: cart.customerNumber,
        customerName: cart.customerNumber === null ? null : (names.get(cart.customerNumber) ?? null),
        productNumbers: cart.productNumbers,
        campaignCode: cart.campaignCode,
        createdAt: toIsoDateTime(cart.createdAt),
        updatedAt: toIsoDateTime(cart.updatedAt),
        orderId: placed?.id ?? cart.orders[0]?.id ?? null,
        failedAttempts: cart.orders.filter((order) => order.status === 'FAILED').length,
      };
    }),
    total,
    pageSize: COMMERCE_PAGE_SIZE,
  };
}
