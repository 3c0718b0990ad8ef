import type { PrismaClient } from '@sappis/db';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../../customers/service.ts';
import { AppError } from '../../errors.ts';

/** The database id of a customer by number, or NOT_FOUND. */
export async function customerIdOf(prisma: PrismaClient, customerNumber: number): Promise<number> {
  const customer = await prisma.customer.findUnique({ where: { customerNumber }, select: { id: true } });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  return customer.id;
}

/** Money added up in whole öre, so a sum of amounts like 0.1 + 0.2 stays exact. */
export function sumMoney(amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}
