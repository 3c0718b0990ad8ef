import { OUTBOX_DELIVERY_TEXTS, type OutboxDeliveryTexts } from '../outbox/outbox-delivery.ts';

/** The SMS' delivery states as 'E-post och SMS' shows them. */
export const SMS_DELIVERY_TEXTS = {
  ...OUTBOX_DELIVERY_TEXTS,
  NOT_CONFIGURED: 'Inte skickat: ingen SMS-tjänst är konfigurerad',
} as const satisfies OutboxDeliveryTexts;

/** Separators people write in phone numbers: spaces, dashes, dots, slashes and parentheses. */
const SEPARATORS = /[\s\-./()]/g;
/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. */
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;

/**
 * The number an SMS goes to, in international form (E.164) as SMS gateways take it: a Swedish number written
 * nationally (070-123 45 67) gets +46 instead of its leading 0, 00 becomes +; null when it is no phone number.
 */
export function smsRecipient(phone: string): string | null {
  const compact = phone.replace(SEPARATORS, '');
  const international = compact.startsWith('00')
    ? `+${compact.slice(2)}`
    : compact.startsWith('0')
      ? `+46${compact.slice(1)}`
      : compact;
  return INTERNATIONAL.test(international) ? international : null;
}
