import { z } from 'zod';
import { dbId, requiredText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';
import { smsRecipient } from './sms-delivery.ts';

/** The longest SMS 'Skicka SMS' sends: three concatenated GSM-7 parts' worth of characters. */
export const SMS_TEXT_MAX = 480;

/** A phone number as people write it, separators included, is never longer than this. */
const SMS_NUMBER_MAX = 40;

/** 'Skicka SMS' in 'E-post och SMS': labels, validation messages and the answers. */
export const SEND_SMS_TEXTS = {
  queued: 'SMS:et har skickats till kunden.',
  notConfigured: 'SMS:et kunde INTE skickas: ingen SMS-tjänst är konfigurerad.',
  invalidNumber: 'Ange ett giltigt mobilnummer',
  textRequired: 'Skriv ett meddelande',
  textTooLong: `Meddelandet får vara högst ${SMS_TEXT_MAX} tecken`,
} as const;

/** The answer to show for the outbox state the SMS got: QUEUED is on its way, NOT_CONFIGURED was never sent. */
export function sendSmsAnswer(delivery: 'QUEUED' | 'NOT_CONFIGURED'): string {
  return delivery === 'QUEUED' ? SEND_SMS_TEXTS.queued : SEND_SMS_TEXTS.notConfigured;
}

/** 'Räknare' under the text: the trimmed characters used of the maximum, as '12/480'. */
export function smsCharacterCount(text: string): string {
  return `${text.trim().length}/${SMS_TEXT_MAX}`;
}

/** A free-text SMS to the customer, once per request id: a number smsRecipient reads and 1..480 characters. */
export const sendSmsInput = z.object({
  requestId: requestIdSchema,
  customerNumber: dbId(),
  to: z
    .string({ error: SEND_SMS_TEXTS.invalidNumber })
    .trim()
    .max(SMS_NUMBER_MAX, SEND_SMS_TEXTS.invalidNumber)
    .refine((phone) => smsRecipient(phone) !== null, SEND_SMS_TEXTS.invalidNumber),
  text: requiredText(SMS_TEXT_MAX, {
    required: SEND_SMS_TEXTS.textRequired,
    tooLong: SEND_SMS_TEXTS.textTooLong,
  }),
});
