import { TriangleAlert } from 'lucide-react';
import { useAgreementChangedSince } from './customer-changes.ts';

export const AGREEMENT_CHANGED_NOTICE =
  'Avtalet har ändrats av någon annan sedan du öppnade formuläret. Kontrollera förhandsvisningen innan du skickar.';

/** Shown in an operation form once someone else changed its agreement after the form opened. */
export function AgreementChangedNotice({
  agreementNumber,
  openedAtEventId,
}: {
  agreementNumber: number;
  openedAtEventId?: string | null;
}) {
  const change = useAgreementChangedSince(agreementNumber, openedAtEventId);
  if (!change) return null;
  return (
    <p
      role="status"
      data-testid="agreement-changed-notice"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {AGREEMENT_CHANGED_NOTICE}
    </p>
  );
}
