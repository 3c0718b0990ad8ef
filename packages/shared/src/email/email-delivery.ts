import { EMAIL_SENT_STATUS } from '../agreements/operations/confirmation-email.ts';
import { OUTBOX_DELIVERY_TEXTS, type OutboxDeliveryTexts } from '../outbox/outbox-delivery.ts';

/** The e-mails' delivery states as 'E-post och SMS' shows them. */
export const EMAIL_DELIVERY_TEXTS = {
  ...OUTBOX_DELIVERY_TEXTS,
  NOT_CONFIGURED: 'Inte skickat: ingen e-postserver är konfigurerad',
} as const satisfies OutboxDeliveryTexts;

/** Why the e-mail adapter did not queue a message (its answer `status` other than PENDING), for the agent. */
export function emailNotQueuedReason(status: string): string {
  return status === 'NOT_CONFIGURED' ? EMAIL_DELIVERY_TEXTS.NOT_CONFIGURED : status;
}

/** An outbox e-mail's status (customer_emails.status) once the server accepted it. */
export const EMAIL_DELIVERED_STATUS = 'SENT';
/** An outbox e-mail's status once every attempt failed: it will not be sent. */
export const EMAIL_UNDELIVERABLE_STATUS = 'FAILED';

/**
 * An outbox e-mail's status after a delivery attempt, so the status the list reports (and the metrics count)
 * follows delivery: SENT once the server took it, FAILED once no try is left, else still PENDING (queued).
 */
export function emailStatusAfter(outcome: {
  delivery: 'SENT' | 'FAILED';
  nextAttemptAt: Date | null;
}): string {
  if (outcome.delivery === 'SENT') return EMAIL_DELIVERED_STATUS;
  return outcome.nextAttemptAt === null ? EMAIL_UNDELIVERABLE_STATUS : EMAIL_SENT_STATUS;
}
