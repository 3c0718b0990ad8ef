import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { customerIdOf } from './customer-id.ts';

const TEXT_MESSAGES_SHOWN = 200;

/** The customer's SMS, newest first. */
export const textMessages = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(z.array(z.object({ id: z.number().int(), text: z.string(), sentAt: z.iso.datetime() })))
  .query(async ({ ctx, input }) => {
    const customerId = await customerIdOf(ctx.prisma, input.customerNumber);
    const messages = await ctx.prisma.customerTextMessage.findMany({
      where: { customerId },
      orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      take: TEXT_MESSAGES_SHOWN,
    });
    return messages.map((message) => ({
      id: message.id,
      text: message.text,
      sentAt: message.sentAt.toISOString(),
    }));
  });
