import type { Prisma } from '@sappis/db';
import { EMAIL_SENT_STATUS, type PlannedEmail } from '@sappis/shared';

export interface OutgoingEmail extends PlannedEmail {
  customerId: number;
  to: string;
  /** The operation that sends it (docs/operations.md), e.g. 'terminate'. */
  operation: string;
}

/** What the e-mail system answers: PENDING when it accepted the message for sending (send_email.status). */
export interface EmailReceipt {
  status: string;
}

/**
 * The customer e-mail system. It is handed the operation's transaction, so a message is accepted only if the
 * operation commits. Swap the implementation to send through a real provider (e.g. one that reads the outbox).
 */
export interface EmailSender {
  send(tx: Prisma.TransactionClient, email: OutgoingEmail): Promise<EmailReceipt>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The e-mail as HTML: each paragraph escaped in its own <p>, its line breaks as <br>. */
export function emailHtml(email: PlannedEmail): string {
  return email.paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * The default sender: writes the message to our outbox (the customer's e-mails, which the e-mail viewer lists)
 * with status PENDING, inside the operation's transaction.
 */
export const outboxEmailSender: EmailSender = {
  async send(tx, email) {
    await tx.customerEmail.create({
      data: {
        customerId: email.customerId,
        title: email.title,
        subject: email.subject,
        html: emailHtml(email),
        recipient: email.to,
        operation: email.operation,
        status: EMAIL_SENT_STATUS,
        fromDatabase: true,
      },
    });
    return { status: EMAIL_SENT_STATUS };
  },
};
