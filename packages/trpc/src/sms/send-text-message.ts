import type { Prisma } from '@sappis/db';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';
import type { SmsSender, TextMessageReceipt } from './sms-sender.ts';

/** The outbox row's operation for a free-text SMS ('Skicka SMS'). */
const TEXT_MESSAGE_OPERATION = 'textMessage';

/**
 * 'Skicka SMS' (free text to the customer), in the caller's transaction: hands the SMS to the SMS adapter's
 * outbox, audits it and tells open customer views (the SMS list). Answers the outbox state: QUEUED for the
 * gateway, or NOT_CONFIGURED (kept, so the list shows it was never sent). A number the adapter cannot read is
 * refused (BAD_REQUEST) before anything is written.
 */
export async function sendTextMessage(
  tx: Prisma.TransactionClient,
  sms: SmsSender,
  args: { customerNumber: number; to: string; text: string; actorId: number },
): Promise<{ delivery: TextMessageReceipt['delivery'] }> {
  const customer = await tx.customer.findUnique({
    where: { customerNumber: args.customerNumber },
    select: { id: true },
  });
  if (!customer) throw new AppError('NOT_FOUND', 'Kunden finns inte');
  const receipt = await sms.send({
    tx,
    message: { customerId: customer.id, to: args.to, text: args.text, operation: TEXT_MESSAGE_OPERATION },
  });
  await tx.auditEntry.create({
    data: {
      userId: args.actorId,
      action: 'customer.sendSms',
      entityType: 'Customer',
      entityId: String(args.customerNumber),
      customerId: customer.id,
      details: { to: args.to, textMessageId: receipt.id, delivery: receipt.delivery },
    },
  });
  await appendCustomerChanged(tx, {
    customerNumber: args.customerNumber,
    actorId: args.actorId,
    change: 'customer.sendSms',
  });
  return { delivery: receipt.delivery };
}
