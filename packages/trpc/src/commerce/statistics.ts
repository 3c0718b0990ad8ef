import type { PrismaClient } from '@sappis/db';
import { addDays, type CommerceGranularity, commerceStatistics, isoDay, startOfIsoDay } from '@sappis/shared';

/**
 * Statistics of the last `days` days up to today (/api/commerce/statistics): carts, placed and failed orders per
 * day or week, and conversion. The counting is the pure commerceStatistics; this reads the days.
 */
export async function loadCommerceStatistics(
  prisma: PrismaClient,
  args: { granularity: CommerceGranularity; days: number; today: string },
) {
  const from = addDays(args.today, -(args.days - 1));
  const since = startOfIsoDay(from);
  const [carts, orders] = await Promise.all([
    prisma.commerceCart.findMany({ where: { createdAt: { gte: since } }, select: { createdAt: true } }),
    prisma.commerceOrder.findMany({
      where: { placedAt: { gte: since } },
      select: { placedAt: true, status: true },
    }),
  ]);
  return commerceStatistics({
    from,
    to: args.today,
    granularity: args.granularity,
    cartDays: carts.map((cart) => isoDay(cart.createdAt)),
    orders: orders.map((order) => ({ day: isoDay(order.placedAt), status: order.status })),
  });
}
