import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';

/** A file as it goes out with a message: streamed into it, never read whole first. */
export interface MessageAttachment {
  fileName: string;
  contentType: string;
  content: Readable;
}

/** One outbox e-mail as it goes out. */
export interface OutgoingMessage {
  /** Unique per outbox row; becomes the Message-ID, the same on every attempt. */
  key: string;
  to: string;
  subject: string;
  html: string;
  attachments: readonly MessageAttachment[];
}

/** Hands a message to the e-mail server; rejects with the server's answer when it refuses. */
export interface EmailTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/** Settings SMTP_URL, MAIL_FROM and MAIL_REPLY_TO (apps/api settings.ts). */
export interface MailSettings {
  /** e.g. smtp://user:password@smtp.example.se:587 or smtps://...:465 */
  smtpUrl: string;
  from: string;
  replyTo?: string;
}

/** Waits at most this long for the server to connect, greet and answer each command. */
const SMTP_TIMEOUT_MS = 30_000;

/** The SMTP transport (nodemailer): Message-ID `<key@the from-address's domain>`. */
export function createSmtpTransport(settings: MailSettings): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const domain = settings.from.split('@').pop()?.replace(/>.*$/, '') || 'sappis.invalid';
  return {
    async send(message) {
      await transporter.sendMail({
        from: settings.from,
        ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
        to: message.to,
        subject: message.subject,
        html: message.html,
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.fileName,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
        messageId: `<${message.key}@${domain}>`,
      });
    },
  };
}
