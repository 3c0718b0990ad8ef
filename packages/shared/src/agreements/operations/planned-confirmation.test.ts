import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canReceiveConfirmation, NO_MAIL_ADDRESS } from './confirmation-email.ts';
import { plannedConfirmation } from './planned-confirmation.ts';

const email = { title: 'Bekräftelse', subject: 'Din uppsägning', paragraphs: ['Hej!'] };
const address = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(null, '', NO_MAIL_ADDRESS, 'karin@', 'karin lindqvist@example.se'),
  fc.string(),
);

describe('plannedConfirmation', () => {
  it('plans an e-mail only when asked for and the address can take it; asked for and not, it is unsendable', () => {
    fc.assert(
      fc.property(address, fc.boolean(), (to, send) => {
        const planned = plannedConfirmation({ email: to }, send, () => email);
        const usable = canReceiveConfirmation(to);
        expect(planned.emails).toEqual(send && usable ? [email] : []);
        expect(planned.confirmationUnsendable).toBe(send && !usable);
      }),
    );
  });
});
