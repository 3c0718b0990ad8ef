import { dbId, OUTBOX_DELIVERY_STATES, withoutDuplicateEmails } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { customerIdOf } from './customer-id.ts';

const EMAILS_SHOWN = 200;

export const customerEmailItem = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  sentAt: z.iso.datetime(),
  fromDatabase: z.boolean(),
  /** Set for the e-mails our operations sent through the e-mail adapter (the outbox), with their state. */
  recipient: z.string().nullable(),
  status: z.string(),
  operation: z.string().nullable(),
  /** How delivery went (null for imported e-mails): the time it was sent, or the server's reason and next try. */
  delivery: z.enum(OUTBOX_DELIVERY_STATES).nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  deliveryError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  /** The names of the files that go with it, in order. */
  attachmentNames: z.array(z.string()),
});

/**
 * The customer's transactional and campaign e-mails, newest first, duplicates left out (withoutDuplicateEmails),
 * including what the agreement operations sent (recipient, state).
 */
export const list = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(z.array(customerEmailItem))
  .query(async ({ ctx, input }) => {
    const customerId = await customerIdOf(ctx.prisma, input.customerNumber);
    const emails = await ctx.prisma.customerEmail.findMany({
      where: { customerId },
      orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      take: EMAILS_SHOWN,
      select: {
        id: true,
        title: true,
        subject: true,
        sentAt: true,
        fromDatabase: true,
        recipient: true,
        status: true,
        operation: true,
        delivery: true,
        deliveredAt: true,
        deliveryError: true,
        nextAttemptAt: true,
        attachments: { orderBy: { id: 'asc' }, select: { fileName: true } },
      },
    });
    return withoutDuplicateEmails(emails).map(({ attachments, ...email }) => ({
      ...email,
      attachmentNames: attachments.map((attachment) => attachment.fileName),
      sentAt: email.sentAt.toISOString(),
      deliveredAt: email.deliveredAt?.toISOString() ?? null,
      nextAttemptAt: email.nextAttemptAt?.toISOString() ?? null,
    }));
  });
