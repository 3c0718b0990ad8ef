import type { Prisma, PrismaClient } from '@sappis/db';
import { OUTSIDE_CUSTOMER_TEXTS } from '@sappis/shared';
import { containing, numberIn, searchPage } from '../cantab/outside-customer-search.ts';
import { AppError } from '../errors.ts';
import { toIsoDateTime } from '../serialize.ts';

function bitcomFilter(query: string): Prisma.BitcomHousingAssociationWhereInput {
  if (query === '') return {};
  const number = numberIn(query);
  return {
    OR: [
      ...(number === null ? [] : [{ customerNumber: number }]),
      ...(['name', 'organisationNumber', 'email', 'phone', 'address', 'city'] as const).map((column) => ({
        [column]: containing(query),
      })),
    ],
  };
}

const toAssociation = (association: Prisma.BitcomHousingAssociationGetPayload<object>) => ({
  customerNumber: association.customerNumber,
  name: association.name,
  organisationNumber: association.organisationNumber,
  email: association.email,
  phone: association.phone,
  address: association.address,
  city: association.city,
  apartmentCount: association.apartmentCount,
  createdAt: toIsoDateTime(association.createdAt),
});

/** Bitcom housing associations matching `query` (all of them when empty), by name, a page at a time. */
export async function searchBitcomAssociations(prisma: PrismaClient, args: { query: string; page: number }) {
  const where = bitcomFilter(args.query);
  const { rows, ...counts } = await searchPage(prisma, args.page, {
    find: (window) =>
      prisma.bitcomHousingAssociation.findMany({
        where,
        orderBy: [{ name: 'asc' }, { customerNumber: 'asc' }],
        ...window,
      }),
    count: () => prisma.bitcomHousingAssociation.count({ where }),
    map: toAssociation,
  });
  return { associations: rows, ...counts };
}

/** One bitcom housing association; an unknown number is NOT_FOUND. */
export async function bitcomAssociationByNumber(prisma: PrismaClient, customerNumber: number) {
  const association = await prisma.bitcomHousingAssociation.findUnique({ where: { customerNumber } });
  if (!association) throw new AppError('NOT_FOUND', OUTSIDE_CUSTOMER_TEXTS.bitcomNotFound);
  return toAssociation(association);
}
