import type { Prisma, PrismaClient } from '@sappis/db';
import { OUTSIDE_CUSTOMER_TEXTS, OUTSIDE_CUSTOMERS_PAGE_SIZE } from '@sappis/shared';
import { numberIn } from '../cantab/cantab-service.ts';
import { AppError } from '../errors.ts';
import { toIsoDateTime } from '../serialize.ts';

function bitcomFilter(query: string): Prisma.BitcomHousingAssociationWhereInput {
  if (query === '') return {};
  const contains = { contains: query, mode: 'insensitive' } as const;
  const number = numberIn(query);
  return {
    OR: [
      ...(number === null ? [] : [{ customerNumber: number }]),
      { name: contains },
      { organisationNumber: contains },
      { email: contains },
      { phone: contains },
      { address: contains },
      { city: contains },
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
  const [associations, total] = await prisma.$transaction([
    prisma.bitcomHousingAssociation.findMany({
      where,
      orderBy: [{ name: 'asc' }, { customerNumber: 'asc' }],
      skip: (args.page - 1) * OUTSIDE_CUSTOMERS_PAGE_SIZE,
      take: OUTSIDE_CUSTOMERS_PAGE_SIZE,
    }),
    prisma.bitcomHousingAssociation.count({ where }),
  ]);
  return { associations: associations.map(toAssociation), total, pageSize: OUTSIDE_CUSTOMERS_PAGE_SIZE };
}

/** One bitcom housing association; an unknown number is NOT_FOUND. */
export async function bitcomAssociationByNumber(prisma: PrismaClient, customerNumber: number) {
  const association = await prisma.bitcomHousingAssociation.findUnique({ where: { customerNumber } });
  if (!association) throw new AppError('NOT_FOUND', OUTSIDE_CUSTOMER_TEXTS.bitcomNotFound);
  return toAssociation(association);
}
