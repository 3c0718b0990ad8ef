/** The note beside a disabled confirmation checkbox (document 2 section 5, document 3 section 5). */
export const INVALID_EMAIL_NOTE = '(ogiltig epost)';

/** The placeholder address the billing system stores for customers without e-mail; never a real recipient. */
export const NO_MAIL_ADDRESS = 'ingen@epost.saknas';

/** Local part, '@', at least two domain segments; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a confirmation can be sent to `email`: present, well formed and not the no-mail placeholder. */
export function canReceiveConfirmation(email: string | null | undefined): email is string {
  if (!email) return false;
  const address = email.trim().toLowerCase();
  return address !== NO_MAIL_ADDRESS && EMAIL_PATTERN.test(address);
}

/** The status the e-mail adapter answers for a message it accepted (the spec's send_email.status). */
export const EMAIL_SENT_STATUS = 'PENDING';

/** What the e-mail adapter answers when no e-mail server is configured: kept, shown, but never sent. */
export const EMAIL_NOT_CONFIGURED_STATUS = 'NOT_CONFIGURED';

/** A success text followed by what happened to the confirmation (document 2 section 8). */
export function withConfirmationText(
  success: string,
  confirmation: 'SENT' | 'NOT_SENT' | 'NOT_ASKED',
): string {
  if (confirmation === 'SENT') return `${success} En bekräftelse har skickats till kunden.`;
  if (confirmation === 'NOT_SENT') return `${success} Bekräftelsen kunde dock INTE skickas till kunden.`;
  return success;
}
