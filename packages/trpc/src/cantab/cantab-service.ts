import type { Prisma, PrismaClient } from '@sappis/db';
import { OUTSIDE_CUSTOMER_TEXTS } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDateTime } from '../serialize.ts';
import { containing, numberIn, searchPage } from './outside-customer-search.ts';

function cantabFilter(query: string): Prisma.CantabCustomerWhereInput {
  if (query === '') return {};
  const number = numberIn(query);
  return {
    OR: [
      ...(number === null ? [] : [{ customerNumber: number }]),
      ...(['name', 'personalId', 'email', 'mobilePhone', 'address', 'city'] as const).map((column) => ({
        [column]: containing(query),
      })),
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
  const { rows, ...counts } = await searchPage(prisma, args.page, {
    find: (window) =>
      prisma.cantabCustomer.findMany({
        where,
        orderBy: [{ name: 'asc' }, { customerNumber: 'asc' }],
        ...window,
      }),
    count: () => prisma.cantabCustomer.count({ where }),
    map: toCantabCustomer,
  });
  return { customers: rows, ...counts };
}

/** One cantab customer; an unknown number is NOT_FOUND. */
export async function cantabCustomerByNumber(prisma: PrismaClient, customerNumber: number) {
  const customer = await prisma.cantabCustomer.findUnique({ where: { customerNumber } });
  if (!customer) throw new AppError('NOT_FOUND', OUTSIDE_CUSTOMER_TEXTS.cantabNotFound);
  return toCantabCustomer(customer);
}
