import type { Prisma, PrismaClient } from '@sappis/db';
import { callDurationSeconds } from '@sappis/shared';
import type { CallOutput } from './call-schemas.ts';

/** The caller log shows the newest calls only; a customer's history its newest calls. */
const LOG_LIMIT = 200;
const CUSTOMER_LIMIT = 50;

const select = {
  callId: true,
  direction: true,
  fromNumber: true,
  toNumber: true,
  queue: true,
  startedAt: true,
  answeredAt: true,
  endedAt: true,
  outcome: true,
  customerNumbers: true,
  answeredBy: { select: { firstName: true, lastName: true } },
} as const;

type CallRow = Prisma.CallGetPayload<{ select: typeof select }>;

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** The rows as the caller log shows them, with their matched customers. */
async function toOutputs(prisma: PrismaClient, rows: CallRow[]): Promise<CallOutput[]> {
  const numbers = [...new Set(rows.flatMap((row) => row.customerNumbers))];
  const customers = await prisma.customer.findMany({
    where: { customerNumber: { in: numbers } },
    select: {
      customerNumber: true,
      name: true,
      email: true,
      mobilePhone: true,
      phone: true,
      deliveryAddress: true,
      deliveryPostalCode: true,
      deliveryCity: true,
      invoiceAddress: true,
      invoicePostalCode: true,
      invoiceCity: true,
    },
  });
  const byNumber = new Map(
    customers.map((customer) => {
      const delivery = customer.deliveryAddress !== null;
      return [
        customer.customerNumber,
        {
          customerNumber: customer.customerNumber,
          name: customer.name,
          email: customer.email,
          mobilePhone: customer.mobilePhone,
          phone: customer.phone,
          address: delivery ? customer.deliveryAddress : customer.invoiceAddress,
          postal: delivery
            ? joined(customer.deliveryPostalCode, customer.deliveryCity)
            : joined(customer.invoicePostalCode, customer.invoiceCity),
        },
      ] as const;
    }),
  );
  return rows.map((row) => ({
    callId: row.callId,
    direction: row.direction,
    number: row.direction === 'IN' ? row.fromNumber : row.toNumber,
    queue: row.queue,
    startedAt: row.startedAt.toISOString(),
    answeredBy: row.answeredBy ? `${row.answeredBy.firstName} ${row.answeredBy.lastName}` : null,
    durationSeconds: callDurationSeconds(row),
    outcome: row.outcome,
    customers: row.customerNumbers.flatMap((number) => byNumber.get(number) ?? []),
  }));
}

/** /sappis/samtal: the newest calls, of one queue or all, all or the user's own ('mina samtal'). */
export async function listCalls(
  prisma: PrismaClient,
  args: { queue: string | null; mineOf: number | null },
): Promise<{ calls: CallOutput[]; queues: string[] }> {
  const where: Prisma.CallWhereInput = {
    ...(args.queue ? { queue: args.queue } : {}),
    ...(args.mineOf !== null
      ? { OR: [{ agentIds: { has: args.mineOf } }, { answeredById: args.mineOf }] }
      : {}),
  };
  const rows = await prisma.call.findMany({
    where,
    select,
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
    take: LOG_LIMIT,
  });
  const queues = await prisma.call.findMany({
    where: { queue: { not: null } },
    distinct: ['queue'],
    select: { queue: true },
    orderBy: { queue: 'asc' },
  });
  return {
    calls: await toOutputs(prisma, rows),
    queues: queues.flatMap((row) => (row.queue ? [row.queue] : [])),
  };
}

/** The customer view's 'Historik': the calls from or to the customer's numbers, newest first. */
export async function customerCalls(prisma: PrismaClient, customerNumber: number): Promise<CallOutput[]> {
  const rows = await prisma.call.findMany({
    where: { customerNumbers: { has: customerNumber } },
    select,
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
    take: CUSTOMER_LIMIT,
  });
  return toOutputs(prisma, rows);
}
