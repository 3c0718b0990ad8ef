import type { OutboxDeliveryState, OutboxDeliveryTexts } from '@sappis/shared/outbox/outbox-delivery';
import { formatDateTime } from '@/lib/format.ts';

/** How an outbox message (e-mail, SMS) got to its server, as email.list and email.textMessages give it. */
export interface Delivery {
  delivery: OutboxDeliveryState | null;
  deliveredAt: string | null;
  deliveryError: string | null;
  nextAttemptAt: string | null;
}

/** What happened to an outbox message, in `texts` (its channel's); null for messages from the old systems. */
export function deliveryText(message: Delivery, texts: OutboxDeliveryTexts): string | null {
  switch (message.delivery) {
    case null:
      return null;
    case 'SENT':
      return texts.SENT(formatDateTime(message.deliveredAt));
    case 'FAILED': {
      const failed = texts.FAILED(message.deliveryError ?? '');
      return message.nextAttemptAt
        ? `${failed}, ${texts.retryAt(formatDateTime(message.nextAttemptAt))}`
        : failed;
    }
    default:
      return texts[message.delivery];
  }
}

/** The delivery line of an e-mail or SMS in 'E-post och SMS': failed and not sent stand out; nothing when imported. */
export function DeliveryStatus({ message, texts }: { message: Delivery; texts: OutboxDeliveryTexts }) {
  const text = deliveryText(message, texts);
  if (text === null) return null;
  const problem = message.delivery === 'FAILED' || message.delivery === 'NOT_CONFIGURED';
  return (
    <span
      className={
        problem ? 'block text-xs font-medium text-destructive' : 'block text-xs text-muted-foreground'
      }
    >
      {text}
    </span>
  );
}
