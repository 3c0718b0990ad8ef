import type { PrismaClient } from '@sappis/db';
import { emailStatusAfter } from '@sappis/shared';
import { deliverDueOutbox, type OutboxDeliveryRun } from '../../outbox/deliver-due-outbox.ts';
import type { EmailTransport, MessageAttachment } from './email-transport.ts';
import { type AttachmentSources, openAttachments, storedAttachmentsSelect } from './open-attachments.ts';

/** What delivering needs: the SMTP transport, and where the attachments' bytes are. */
export interface EmailDeliveryMeans extends AttachmentSources {
  transport: EmailTransport;
}

/** The SMTP server's answer when it has one, else the error's message. */
const reasonOf = (error: unknown) => {
  const smtp = error as { response?: unknown; message?: unknown };
  if (typeof smtp.response === 'string' && smtp.response) return smtp.response;
  return error instanceof Error ? error.message : String(error);
};

/**
 * Delivers the due outbox e-mails through `transport` (deliverDueOutbox: each claimed by one worker, SENT with its
 * time or FAILED with the server's answer, or why an attachment could not be opened, and retried with backoff).
 * Attachments are streamed from where they are (openAttachments). Every attempt carries the same Message-ID (from
 * the row id), so receiving systems that deduplicate on it show a message sent again after a crash once.
 */
export function deliverDueEmails(
  prisma: PrismaClient,
  { transport, ...sources }: EmailDeliveryMeans,
  now: Date = new Date(),
): Promise<OutboxDeliveryRun> {
  return deliverDueOutbox(
    prisma,
    {
      change: 'email.delivery',
      findDue: (args) => prisma.customerEmail.findMany(args),
      claim: (args) => prisma.customerEmail.updateMany(args),
      load: (id) =>
        prisma.customerEmail.findUniqueOrThrow({
          where: { id },
          select: {
            recipient: true,
            subject: true,
            html: true,
            deliveryAttempts: true,
            customer: { select: { customerNumber: true } },
            attachments: storedAttachmentsSelect,
          },
        }),
      record: (tx, { where, data }) =>
        tx.customerEmail.update({ where, data: { ...data, status: emailStatusAfter(data) } }),
      async send(id, email) {
        if (!email.recipient) throw new Error('Mottagare saknas');
        let attachments: MessageAttachment[] = [];
        try {
          attachments = await openAttachments(prisma, sources, email.attachments);
          await transport.send({
            key: `customer-email-${id}`,
            to: email.recipient,
            subject: email.subject,
            html: email.html,
            attachments,
          });
        } finally {
          // A refused message may leave its files unread: close them.
          for (const attachment of attachments) attachment.content.destroy();
        }
      },
      reasonOf,
    },
    now,
  );
}
