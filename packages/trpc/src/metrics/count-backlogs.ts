import type { PrismaClient } from '@sappis/db';

export interface StatusCount {
  status: string;
  count: number;
}

export interface Backlogs {
  emails: StatusCount[];
  provisioningOrders: StatusCount[];
}

/** The outbox and the provisioning orders counted by status: one grouped query each (both by an index or small). */
export async function countBacklogs(prisma: PrismaClient): Promise<Backlogs> {
  const [emails, provisioningOrders] = await Promise.all([
    prisma.customerEmail.groupBy({ by: ['status'], _count: { _all: true } }),
    prisma.provisioningOrder.groupBy({ by: ['status'], _count: { _all: true } }),
  ]);
  const counts = (rows: { status: string; _count: { _all: number } }[]) =>
    rows.map((row) => ({ status: row.status, count: row._count._all }));
  return { emails: counts(emails), provisioningOrders: counts(provisioningOrders) };
}
