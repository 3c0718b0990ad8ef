import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEND_SMS_TEXTS, SMS_TEXT_MAX, sendSmsAnswer, sendSmsInput, smsCharacterCount } from './send-sms.ts';
import { smsRecipient } from './sms-delivery.ts';

const input = (to: string, text: string) => ({ requestId: randomUUID(), customerNumber: 1001, to, text });
const padding = fc.string({ unit: fc.constantFrom(' ', '\n', '\t'), maxLength: 5 });
const letters = fc.string({
  unit: fc.constantFrom('a', 'ö', 'Å', '1', '!', ' '),
  minLength: 0,
  maxLength: 600,
});

describe('sendSmsInput', () => {
  it('takes 1..480 characters after trimming, and refuses blank or longer texts with the Swedish message', () => {
    fc.assert(
      fc.property(padding, letters, padding, (before, body, after) => {
        const parsed = sendSmsInput.safeParse(input('070-123 45 67', `${before}${body}${after}`));
        const trimmed = `${before}${body}${after}`.trim();
        expect(parsed.success).toBe(trimmed.length >= 1 && trimmed.length <= SMS_TEXT_MAX);
        if (parsed.success) expect(parsed.data.text).toBe(trimmed);
        else
          expect([SEND_SMS_TEXTS.textRequired, SEND_SMS_TEXTS.textTooLong]).toContain(
            parsed.error.issues[0]?.message,
          );
      }),
      { numRuns: 200 },
    );
  });

  it('takes exactly the numbers smsRecipient can read', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '7', '4', '6', '+', ' ', '-', 'x'), maxLength: 16 }),
        (to) => {
          const parsed = sendSmsInput.safeParse(input(to, 'Hej'));
          expect(parsed.success).toBe(smsRecipient(to.trim()) !== null);
          if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(SEND_SMS_TEXTS.invalidNumber);
        },
      ),
      { numRuns: 200 },
    );
    expect(sendSmsInput.safeParse(input('070-123 45 67', 'Hej')).success).toBe(true);
    expect(sendSmsInput.safeParse(input(`07${' '.repeat(40)}01234567`, 'Hej')).success).toBe(false);
  });
});

describe('smsCharacterCount', () => {
  it('counts the characters that will be sent (trimmed) of the 480', () => {
    fc.assert(
      fc.property(padding, letters, (pad, body) => {
        expect(smsCharacterCount(`${pad}${body}${pad}`)).toBe(`${body.trim().length}/480`);
      }),
      { numRuns: 100 },
    );
  });
});

describe('sendSmsAnswer', () => {
  it('says sent only when the SMS is queued for the gateway', () => {
    expect(sendSmsAnswer('QUEUED')).toBe('SMS:et har skickats till kunden.');
    expect(sendSmsAnswer('NOT_CONFIGURED')).toBe(
      'SMS:et kunde INTE skickas: ingen SMS-tjänst är konfigurerad.',
    );
  });
});
