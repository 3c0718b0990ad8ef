import type { PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';

export const EMAIL_NOT_FOUND_MESSAGE = 'E-postmeddelandet finns inte';

/** One customer e-mail by id; NOT_FOUND when there is none. */
export async function emailById(prisma: PrismaClient, id: number) {
  const email = await prisma.customerEmail.findUnique({ where: { id } });
  if (!email) throw new AppError('NOT_FOUND', EMAIL_NOT_FOUND_MESSAGE);
  return email;
}
