import { dbId, OUTBOX_DELIVERY_STATES } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { customerIdOf } from './customer-id.ts';

const TEXT_MESSAGES_SHOWN = 200;

const textMessageItem = z.object({
  id: z.number().int(),
  text: z.string(),
  sentAt: z.iso.datetime(),
  /** Set for the SMS our operations sent through the sms adapter (the outbox), with how delivery went. */
  recipient: z.string().nullable(),
  delivery: z.enum(OUTBOX_DELIVERY_STATES).nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  deliveryError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
});

/** The customer's SMS, newest first, the outbox ones with their delivery state. */
export const textMessages = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(z.array(textMessageItem))
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
      recipient: message.recipient,
      delivery: message.delivery,
      deliveredAt: message.deliveredAt?.toISOString() ?? null,
      deliveryError: message.deliveryError,
      nextAttemptAt: message.nextAttemptAt?.toISOString() ?? null,
    }));
  });
