import type { Prisma } from '@sappis/db';
import { smsRecipient } from '@sappis/shared';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { AppError } from '../errors.ts';
import type { SmsGatewaySettings } from './delivery/sms-gateway.ts';

export interface OutgoingTextMessage {
  customerId: number;
  /** The customer's mobile number as written (070-123 45 67); kept in international form (smsRecipient). */
  to: string;
  text: string;
  /** The operation that sends it (docs/operations.md). */
  operation: string;
}

/** What the SMS system answers: the outbox row, QUEUED for the gateway or NOT_CONFIGURED (never sent). */
export interface TextMessageReceipt {
  id: number;
  delivery: 'QUEUED' | 'NOT_CONFIGURED';
}

/**
 * The customer SMS system. It is handed the operation's transaction, so a message exists only if the operation
 * commits; delivery happens afterwards, outside it (sms/delivery). One argument object per call.
 */
export interface SmsSender {
  send(input: { tx: Prisma.TransactionClient; message: OutgoingTextMessage }): Promise<TextMessageReceipt>;
}

/**
 * The outbox sender: writes the SMS to the customer's SMS (which 'E-post och SMS' lists) inside the operation's
 * transaction. With a gateway configured it is queued for the delivery job; without one (the embedded demo) it
 * is kept as NOT_CONFIGURED, and the answer says so.
 */
export function createOutboxSmsSender(options: { gatewayConfigured: boolean }): SmsSender {
  const delivery = options.gatewayConfigured ? 'QUEUED' : 'NOT_CONFIGURED';
  return {
    async send({ tx, message }) {
      const recipient = smsRecipient(message.to);
      if (!recipient) throw new AppError('BAD_REQUEST', `Ogiltigt mobilnummer för sms: ${message.to}`);
      const row = await tx.customerTextMessage.create({
        data: {
          customerId: message.customerId,
          text: message.text,
          recipient,
          operation: message.operation,
          delivery,
          nextAttemptAt: options.gatewayConfigured ? new Date() : null,
        },
        select: { id: true },
      });
      return { id: row.id, delivery };
    },
  };
}

/** The customer SMS system; NOT_CONFIGURED when SMS_GATEWAY_URL is unset (smsAdapterOverrides). */
export const smsSenderAdapter: AdapterDefinition<SmsSender> = {
  system: 'SMS-tjänsten',
  timeoutMs: 10_000,
  createDefault: () => createOutboxSmsSender({ gatewayConfigured: true }),
};

/** The adapters' SMS override for the gateway settings: without a gateway, the not-configured outbox. */
export function smsAdapterOverrides(gateway: SmsGatewaySettings | undefined): { sms?: SmsSender } {
  return gateway ? {} : { sms: createOutboxSmsSender({ gatewayConfigured: false }) };
}
