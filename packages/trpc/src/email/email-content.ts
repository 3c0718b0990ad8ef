import { dbId, OUTBOX_DELIVERY_STATES } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { sanitizeHtml } from '../html/sanitize.ts';
import { emailById } from './email-by-id.ts';

/** One e-mail's content (document 2 'E-mail content viewer'), its HTML sanitized on the server. */
export const content = customerViewProcedure
  .input(z.object({ id: dbId('Ogiltigt e-postmeddelande') }))
  .output(
    z.object({
      id: z.number().int(),
      title: z.string(),
      subject: z.string(),
      sentAt: z.iso.datetime(),
      recipient: z.string().nullable(),
      status: z.string(),
      /** How delivery went, as email.list gives it (null for imported e-mails). */
      delivery: z.enum(OUTBOX_DELIVERY_STATES).nullable(),
      deliveredAt: z.iso.datetime().nullable(),
      deliveryError: z.string().nullable(),
      nextAttemptAt: z.iso.datetime().nullable(),
      safeHtml: z.string(),
    }),
  )
  .query(async ({ ctx, input }) => {
    const email = await emailById(ctx.prisma, input.id);
    return {
      id: email.id,
      title: email.title,
      subject: email.subject,
      sentAt: email.sentAt.toISOString(),
      recipient: email.recipient,
      status: email.status,
      delivery: email.delivery,
      deliveredAt: email.deliveredAt?.toISOString() ?? null,
      deliveryError: email.deliveryError,
      nextAttemptAt: email.nextAttemptAt?.toISOString() ?? null,
      safeHtml: sanitizeHtml(email.html),
    };
  });
