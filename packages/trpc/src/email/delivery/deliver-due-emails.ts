import type { PrismaClient } from '@sappis/db';
import { EMAIL_DELIVERY_MAX_ATTEMPTS, EMAIL_SENDING_LEASE_MS, nextEmailAttemptAt } from '@sappis/shared';
import { appendCustomerChanged } from '../../customers/customer-events.ts';
import { SYSTEM_ACTOR } from '../../jobs/follow-up-actor.ts';
import type { EmailTransport, MessageAttachment } from './email-transport.ts';
import { type AttachmentSources, openAttachments, storedAttachmentsSelect } from './open-attachments.ts';

/** At most this many e-mails per run; the rest wait for the next run. */
const BATCH = 100;

/** What delivering needs: the SMTP transport, and where the attachments' bytes are. */
export interface EmailDeliveryMeans extends AttachmentSources {
  transport: EmailTransport;
}

export interface EmailDeliveryRun {
  sent: number[];
  failed: { id: number; reason: string }[];
}

/** Queued, failed with tries left, or 'SENDING' past its lease (the process died), and due by `now`. */
const dueWhere = (now: Date) => ({
  delivery: { in: ['QUEUED' as const, 'FAILED' as const, 'SENDING' as const] },
  nextAttemptAt: { lte: now },
  deliveryAttempts: { lt: EMAIL_DELIVERY_MAX_ATTEMPTS },
});

const reasonOf = (error: unknown) => {
  const smtp = error as { response?: unknown; message?: unknown };
  if (typeof smtp.response === 'string' && smtp.response) return smtp.response;
  return error instanceof Error ? error.message : String(error);
};

/**
 * Delivers the outbox e-mails that are due through the transport, each after claiming it: one conditional update
 * moves it to SENDING (with a lease as its next attempt), so of several workers exactly one sends it. Its
 * attachments are streamed from where they are (openAttachments). The outcome is recorded as SENT with its time,
 * or FAILED with the server's answer (or why an attachment could not be opened) and the next try
 * (nextEmailAttemptAt).
 *
 * At-least-once, honestly: a process that dies after the server accepted a message but before SENT was recorded
 * leaves it SENDING, and once the lease has passed it is sent again. Every attempt carries the same Message-ID
 * (from the row id), so receiving systems that deduplicate on it show it once; nothing else can be promised
 * without the server's cooperation. Anything short of that crash sends each message once.
 */
export async function deliverDueEmails(
  prisma: PrismaClient,
  { transport, ...sources }: EmailDeliveryMeans,
  now: Date = new Date(),
): Promise<EmailDeliveryRun> {
  const run: EmailDeliveryRun = { sent: [], failed: [] };
  const due = await prisma.customerEmail.findMany({
    where: dueWhere(now),
    orderBy: { id: 'asc' },
    take: BATCH,
    select: { id: true },
  });
  for (const { id } of due) {
    const claimed = await prisma.customerEmail.updateMany({
      where: { id, ...dueWhere(now) },
      data: {
        delivery: 'SENDING',
        deliveryAttempts: { increment: 1 },
        nextAttemptAt: new Date(now.getTime() + EMAIL_SENDING_LEASE_MS),
      },
    });
    if (claimed.count === 0) continue;
    const email = await prisma.customerEmail.findUniqueOrThrow({
      where: { id },
      select: {
        recipient: true,
        subject: true,
        html: true,
        deliveryAttempts: true,
        customer: { select: { customerNumber: true } },
        attachments: storedAttachmentsSelect,
      },
    });
    let reason: string | null = null;
    let attachments: MessageAttachment[] = [];
    try {
      if (!email.recipient) throw new Error('Mottagare saknas');
      attachments = await openAttachments(prisma, sources, email.attachments);
      await transport.send({
        key: `customer-email-${id}`,
        to: email.recipient,
        subject: email.subject,
        html: email.html,
        attachments,
      });
    } catch (error) {
      reason = reasonOf(error);
    } finally {
      // A refused message may leave its files unread: close them.
      for (const attachment of attachments) attachment.content.destroy();
    }
    await prisma.$transaction(async (tx) => {
      await tx.customerEmail.update({
        where: { id },
        data:
          reason === null
            ? { delivery: 'SENT', deliveredAt: new Date(), deliveryError: null, nextAttemptAt: null }
            : {
                delivery: 'FAILED',
                deliveryError: reason,
                nextAttemptAt: nextEmailAttemptAt(email.deliveryAttempts, now),
              },
      });
      await appendCustomerChanged(tx, {
        customerNumber: email.customer.customerNumber,
        actorId: SYSTEM_ACTOR.id,
        change: 'email.delivery',
      });
    });
    if (reason === null) run.sent.push(id);
    else run.failed.push({ id, reason });
  }
  return run;
}
