import type { PrismaClient } from '@sappis/db';

export interface StatusCount {
  status: string;
  count: number;
}

export interface Backlogs {
  emails: StatusCount[];
  /** The SMS outbox by delivery state; SMS imported from the old systems (no delivery state) are not counted. */
  textMessages: StatusCount[];
  provisioningOrders: StatusCount[];
}

/** The outboxes and the provisioning orders counted by status: one grouped query each (by an index or small). */
export async function countBacklogs(prisma: PrismaClient): Promise<Backlogs> {
  const [emails, textMessages, provisioningOrders] = await Promise.all([
    prisma.customerEmail.groupBy({ by: ['status'], _count: { _all: true } }),
    prisma.customerTextMessage.groupBy({
      by: ['delivery'],
      where: { delivery: { not: null } },
      _count: { _all: true },
    }),
    prisma.provisioningOrder.groupBy({ by: ['status'], _count: { _all: true } }),
  ]);
  const counts = (rows: { status: string; _count: { _all: number } }[]) =>
    rows.map((row) => ({ status: row.status, count: row._count._all }));
  return {
    emails: counts(emails),
    textMessages: textMessages.flatMap((row) =>
      row.delivery ? [{ status: row.delivery, count: row._count._all }] : [],
    ),
    provisioningOrders: counts(provisioningOrders),
  };
}
