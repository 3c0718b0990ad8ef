import type { PrismaClient } from '@sappis/db';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';

/** The database id of a customer by number; NOT_FOUND when there is none. */
export async function customerIdOf(prisma: PrismaClient, customerNumber: number): Promise<number> {
  const customer = await prisma.customer.findUnique({ where: { customerNumber }, select: { id: true } });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  return customer.id;
}
