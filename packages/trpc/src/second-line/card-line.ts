import type { Prisma } from '@sappis/db';
import { SECOND_LINE_TEXTS } from '@sappis/shared';
import { AppError } from '../errors.ts';

/**
 * The agreement row a card number is active on: a card row not ended (the newest when several), for the
 * calls that take a line id (the temporary signal).
 */
export async function activeCardLineOf(tx: Prisma.TransactionClient, cardNumber: string, today: Date) {
  const row = await tx.agreementRow.findFirst({
    where: {
      type: 'CARD',
      cardNumber,
      agreement: { ended: false },
      OR: [{ endDate: null }, { endDate: { gte: today } }],
    },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  if (!row) throw new AppError('NOT_FOUND', SECOND_LINE_TEXTS.noActiveCardLine);
  return row.id;
}
