import { verificationPillColour } from '@sappis/shared/connection-status/connection-status';
import { Pill } from '@/connection-status/pill.tsx';

/** The netadmin verification pill of the connection status block, or '–' without a value. */
export function VerificationBadge({ value }: { value: string | null }) {
  if (value === null) return <span className="text-muted-foreground">–</span>;
  return (
    <Pill colour={verificationPillColour(value)} label="Verifieringsstatus">
      {value}
    </Pill>
  );
}
