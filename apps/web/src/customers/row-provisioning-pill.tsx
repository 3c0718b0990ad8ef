import { rowProvisioningNote } from '@sappis/shared/provisioning/row-provisioning';
import { Badge } from '@/components/ui/badge.tsx';
import type { AgreementRow } from './customer-model.ts';

/** The row's provisioning note: red when its latest order failed (the partner's message on hover), grey when it waits. */
export function RowProvisioningPill({ row, today }: { row: AgreementRow; today: string }) {
  const note = rowProvisioningNote(row.provisioning, today);
  if (!note) return null;
  return (
    <Badge
      variant={note.tone === 'failed' ? 'destructive' : 'secondary'}
      // Wraps inside a narrow name column (a docked panel on a laptop) instead of pushing the name out of sight.
      className="ml-2 max-w-full whitespace-normal break-words"
      title={note.title}
      data-testid="row-provisioning"
    >
      {note.text}
    </Badge>
  );
}
