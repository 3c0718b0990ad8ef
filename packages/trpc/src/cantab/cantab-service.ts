import type { Prisma, PrismaClient } from '@sappis/db';
import { INT4_MAX, OUTSIDE_CUSTOMER_TEXTS, OUTSIDE_CUSTOMERS_PAGE_SIZE } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDateTime } from '../serialize.ts';

/** The customer number a search text names, when it is all digits. */
export function numberIn(query: string): number | null {
  if (!/^\d{1,10}$/.test(query)) return null;
  const number = Number(query);
  return number >= 1 && number <= INT4_MAX ? number : null;
}

function cantabFilter(query: string): Prisma.CantabCustomerWhereInput {
  if (query === '') return {};
  const contains = { contains: query, mode: 'insensitive' } as const;
  const number = numberIn(query);
  return {
    OR: [
      ...(number === null ? [] : [{ customerNumber: number }]),
      { name: contains },
      { personalId: contains },
      { email: contains },
      { mobilePhone: contains },
      { address: contains },
      { city: contains },
    ],
  };
}

const toCantabCustomer = (customer: Prisma.CantabCustomerGetPayload<object>) => ({
  customerNumber: customer.customerNumber,
  name: customer.name,
  personalId: customer.personalId,
  email: customer.email,
  mobilePhone: customer.mobilePhone,
  address: customer.address,
  city: customer.city,
  createdAt: toIsoDateTime(customer.createdAt),
});

/** Cantab customers matching `query` (all of them when empty), by name, a page at a time. */
export async function searchCantabCustomers(prisma: PrismaClient, args: { query: string; page: number }) {
  const where = cantabFilter(args.query);
  const [customers, total] = await prisma.$transaction([
    prisma.cantabCustomer.findMany({
      where,
      orderBy: [{ name: 'asc' }, { customerNumber: 'asc' }],
      skip: (args.page - 1) * OUTSIDE_CUSTOMERS_PAGE_SIZE,
      take: OUTSIDE_CUSTOMERS_PAGE_SIZE,
    }),
    prisma.cantabCustomer.count({ where }),
  ]);
  return { customers: customers.map(toCantabCustomer), total, pageSize: OUTSIDE_CUSTOMERS_PAGE_SIZE };
}

/** One cantab customer; an unknown number is NOT_FOUND. */
export async function cantabCustomerByNumber(prisma: PrismaClient, customerNumber: number) {
  const customer = await prisma.cantabCustomer.findUnique({ where: { customerNumber } });
  if (!customer) throw new AppError('NOT_FOUND', OUTSIDE_CUSTOMER_TEXTS.cantabNotFound);
  return toCantabCustomer(customer);
}
