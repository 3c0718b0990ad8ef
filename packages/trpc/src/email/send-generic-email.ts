import type { Prisma } from '@sappis/db';
import { canReceiveConfirmation, GENERIC_EMAIL_TEXTS } from '@sappis/shared';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';
import type { EmailSender } from './email-sender.ts';

export const GENERIC_EMAIL_OPERATION = 'genericEmail';

/**
 * 'Skicka e-post' (document 3 panel 9; section 7 'Generic e-mail': customer_number, subject, title, content),
 * in the caller's transaction: hands the message to the e-mail adapter (the content's line breaks become HTML
 * breaks), audits it and tells open customer views (the e-mail list). Answers the adapter's status: PENDING
 * means queued.
 */
export async function sendGenericEmail(
  tx: Prisma.TransactionClient,
  email: EmailSender,
  args: {
    customerNumber: number;
    subject: string;
    title: string;
    content: string;
    actorId: number;
  },
): Promise<{ status: string }> {
  const customer = await tx.customer.findUnique({
    where: { customerNumber: args.customerNumber },
    select: { id: true, email: true },
  });
  if (!customer) throw new AppError('NOT_FOUND', 'Kunden finns inte');
  if (!canReceiveConfirmation(customer.email)) throw new AppError('BAD_REQUEST', GENERIC_EMAIL_TEXTS.noEmail);
  const receipt = await email.send({
    tx,
    customerId: customer.id,
    to: customer.email,
    operation: GENERIC_EMAIL_OPERATION,
    subject: args.subject,
    title: args.title,
    paragraphs: args.content.split(/\r?\n\s*\r?\n/),
  });
  await tx.auditEntry.create({
    data: {
      userId: args.actorId,
      action: 'customer.sendEmail',
      entityType: 'Customer',
      entityId: String(args.customerNumber),
      customerId: customer.id,
      details: { subject: args.subject, status: receipt.status },
    },
  });
  await appendCustomerChanged(tx, {
    customerNumber: args.customerNumber,
    actorId: args.actorId,
    change: 'customer.sendEmail',
  });
  return { status: receipt.status };
}
