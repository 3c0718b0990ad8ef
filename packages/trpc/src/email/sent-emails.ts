import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';
import { emailParagraphs } from './email-sender.ts';

const SENT_EMAILS_SHOWN = 100;

export const sentEmailOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  recipient: z.string().nullable(),
  status: z.string(),
  operation: z.string().nullable(),
  sentAt: z.iso.datetime(),
  paragraphs: z.array(z.string()),
});

/**
 * What the agreement operations sent the customer through the e-mail adapter (our outbox), newest first: staff
 * see exactly which confirmation went where and in which state.
 */
export const sent = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(z.array(sentEmailOutput))
  .query(async ({ ctx, input }) => {
    const customer = await ctx.prisma.customer.findUnique({
      where: { customerNumber: input.customerNumber },
      select: { id: true },
    });
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    const emails = await ctx.prisma.customerEmail.findMany({
      where: { customerId: customer.id, operation: { not: null } },
      orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      take: SENT_EMAILS_SHOWN,
    });
    return emails.map((email) => ({
      id: email.id,
      title: email.title,
      subject: email.subject,
      recipient: email.recipient,
      status: email.status,
      operation: email.operation,
      sentAt: email.sentAt.toISOString(),
      paragraphs: emailParagraphs(email.html),
    }));
  });
