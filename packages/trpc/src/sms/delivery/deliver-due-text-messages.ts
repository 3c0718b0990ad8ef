import type { PrismaClient } from '@sappis/db';
import { deliverDueOutbox, type OutboxDeliveryRun } from '../../outbox/deliver-due-outbox.ts';
import type { SmsTransport } from './sms-gateway.ts';

/** The idempotency key of an outbox SMS: the same on every attempt, unique among them. */
export const smsIdempotencyKey = (id: number) => `customer-text-message-${id}`;

/**
 * Delivers the due outbox SMS through `gateway` (deliverDueOutbox: each claimed by one worker, SENT with its time
 * or FAILED with the gateway's reason and retried with backoff), each with its idempotency key.
 */
export function deliverDueTextMessages(
  prisma: PrismaClient,
  gateway: SmsTransport,
  now: Date = new Date(),
): Promise<OutboxDeliveryRun> {
  return deliverDueOutbox(
    prisma,
    {
      change: 'sms.delivery',
      findDue: (args) => prisma.customerTextMessage.findMany(args),
      claim: (args) => prisma.customerTextMessage.updateMany(args),
      load: (id) =>
        prisma.customerTextMessage.findUniqueOrThrow({
          where: { id },
          select: {
            recipient: true,
            text: true,
            deliveryAttempts: true,
            customer: { select: { customerNumber: true } },
          },
        }),
      record: (tx, args) => tx.customerTextMessage.update(args),
      async send(id, sms) {
        if (!sms.recipient) throw new Error('Mottagare saknas');
        await gateway.send({ key: smsIdempotencyKey(id), to: sms.recipient, text: sms.text });
      },
    },
    now,
  );
}
