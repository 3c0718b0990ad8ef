import { EMAIL_DELIVERY_TEXTS } from '@sappis/shared/email/email-delivery';
import { formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';

type Delivery = Pick<
  RouterOutputs['email']['list'][number],
  'delivery' | 'deliveredAt' | 'deliveryError' | 'nextAttemptAt'
>;

/** What happened to an outbox e-mail, as the agent reads it; null for e-mails imported from the old systems. */
export function emailDeliveryText(email: Delivery): string | null {
  switch (email.delivery) {
    case null:
      return null;
    case 'SENT':
      return EMAIL_DELIVERY_TEXTS.SENT(formatDateTime(email.deliveredAt));
    case 'FAILED': {
      const failed = EMAIL_DELIVERY_TEXTS.FAILED(email.deliveryError ?? '');
      return email.nextAttemptAt
        ? `${failed}, ${EMAIL_DELIVERY_TEXTS.retryAt(formatDateTime(email.nextAttemptAt))}`
        : failed;
    }
    default:
      return EMAIL_DELIVERY_TEXTS[email.delivery];
  }
}
