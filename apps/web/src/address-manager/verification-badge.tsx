import { Badge } from '@/components/ui/badge.tsx';

/** Document 3: INTE VALIDERAD red, VALIDERAD green, MANUELLT VALIDERAD orange, otherwise purple. */
export function VerificationBadge({ value }: { value: string | null }) {
  if (value === null) return <span className="text-muted-foreground">–</span>;
  if (value === 'INTE VALIDERAD') return <Badge variant="destructive">{value}</Badge>;
  if (value === 'VALIDERAD') return <Badge variant="success">{value}</Badge>;
  if (value === 'MANUELLT VALIDERAD') return <Badge variant="warning">{value}</Badge>;
  return <Badge className="border-transparent bg-purple-100 text-purple-800">{value}</Badge>;
}
