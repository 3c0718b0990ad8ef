import {
  canReceiveConfirmation,
  INVALID_EMAIL_NOTE,
} from '@sappis/shared/agreements/operations/confirmation-email';
import { useEffect } from 'react';

/**
 * 'Skicka bekräftelse till kunden': disabled with '(ogiltig epost)' when the customer's address is missing,
 * malformed or the no-mail placeholder (document 2 section 5). A disabled box is not ticked in the form's choices
 * either: it turns the choice off (also one ticked before the address became unusable), so the form never sends
 * a confirmation it shows as not sent.
 */
export function ConfirmationCheckbox({
  email,
  checked,
  onChange,
  label = 'Skicka bekräftelse till kunden',
}: {
  email: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  const valid = canReceiveConfirmation(email);
  useEffect(() => {
    if (!valid && checked) onChange(false);
  }, [valid, checked, onChange]);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={valid && checked}
        disabled={!valid}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
      {valid ? (
        <span className="text-muted-foreground">({email})</span>
      ) : (
        <span className="text-destructive">{INVALID_EMAIL_NOTE}</span>
      )}
    </label>
  );
}
