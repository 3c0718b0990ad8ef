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
