import type { Prisma } from '@sappis/db';
import { EMAIL_NOT_CONFIGURED_STATUS, EMAIL_SENT_STATUS, type PlannedEmail } from '@sappis/shared';
import type { AdapterCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import type { MailSettings } from './delivery/email-transport.ts';

/**
 * A file that goes with an e-mail: its name and type as the customer gets them, and where its bytes are when the
 * e-mail is delivered (email/delivery/open-attachments.ts): a document's, or an invoice's PDF generated then.
 */
export type EmailAttachment = { fileName: string; contentType: string } & (
  | { documentId: number }
  | { invoiceId: number }
);

export interface OutgoingEmail extends PlannedEmail {
  customerId: number;
  to: string;
  /** The operation that sends it (docs/operations.md), e.g. 'terminate'. */
  operation: string;
  /** Files that go with it, in this order. */
  attachments?: readonly EmailAttachment[];
}

/**
 * What the e-mail system answers: PENDING when it accepted the message for sending (send_email.status),
 * NOT_CONFIGURED when there is no e-mail server to send it through.
 */
export interface EmailReceipt {
  status: string;
}

/** An e-mail with the operation's transaction it is written in. */
export interface OutboxEmail extends OutgoingEmail {
  tx: Prisma.TransactionClient;
}

/**
 * The customer e-mail system. It is handed the operation's transaction, so a message is accepted only if the
 * operation commits; delivery happens afterwards, outside it (email/delivery). That transaction is once per
 * request id (runOnce), so a send needs no key of its own: a retried operation either finds its stored result or
 * writes the message anew after the first rolled back.
 */
export interface EmailSender {
  send(email: OutboxEmail, call?: AdapterCall): Promise<EmailReceipt>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The e-mail as HTML, as the customer reads it: its title ('Rubrik') as the heading, then each paragraph escaped
 * in its own <p>, its line breaks as <br>.
 */
export function emailHtml(email: PlannedEmail): string {
  return [
    `<h1>${escapeHtml(email.title)}</h1>`,
    ...email.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`),
  ].join('\n');
}

const attachmentRow = (attachment: EmailAttachment) => ({
  fileName: attachment.fileName,
  contentType: attachment.contentType,
  documentId: 'documentId' in attachment ? attachment.documentId : null,
  invoiceId: 'invoiceId' in attachment ? attachment.invoiceId : null,
});

/**
 * The outbox sender: writes the message to the customer's e-mails (which 'E-post och SMS' lists) with its
 * attachments (where their bytes are, not the bytes) inside the operation's transaction, so it exists only if the
 * operation commits. With an e-mail server configured it is queued for the delivery job (email/delivery) and
 * answers PENDING; without one (the embedded demo) it is kept as NOT_CONFIGURED and the answer says it was not
 * sent, so the success texts do not claim otherwise.
 */
export function createOutboxEmailSender(options: { serverConfigured: boolean }): EmailSender {
  const status = options.serverConfigured ? EMAIL_SENT_STATUS : EMAIL_NOT_CONFIGURED_STATUS;
  return {
    async send({ tx, ...email }, call) {
      call?.signal?.throwIfAborted();
      await tx.customerEmail.create({
        data: {
          customerId: email.customerId,
          title: email.title,
          subject: email.subject,
          html: emailHtml(email),
          recipient: email.to,
          operation: email.operation,
          status,
          fromDatabase: true,
          attachments: { createMany: { data: (email.attachments ?? []).map(attachmentRow) } },
          ...(options.serverConfigured
            ? { delivery: 'QUEUED', nextAttemptAt: new Date() }
            : { delivery: 'NOT_CONFIGURED' }),
        },
      });
      return { status };
    },
  };
}

/** The customer e-mail system; an override with serverConfigured false when SMTP_URL is unset (apps/api). */
export const emailSenderAdapter: AdapterDefinition<EmailSender> = {
  system: 'E-postsystemet',
  timeoutMs: 10_000,
  createDefault: () => createOutboxEmailSender({ serverConfigured: true }),
};

/** The adapters' e-mail override for the mail settings: without an e-mail server, the not-configured outbox. */
export function emailAdapterOverrides(mail: MailSettings | undefined): { email?: EmailSender } {
  return mail ? {} : { email: createOutboxEmailSender({ serverConfigured: false }) };
}
