import { EDIT_ROW_DATES_TEXTS } from '@sappis/shared/agreements/operations/edit-dates/row-date-rules';
import { CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import type { OpenPanel } from '@/customers/panels/use-panel.ts';

/** The row action in an agreement row's date cell: opens 'Ändra datum' for the row. */
export function RowDatesButton({
  rowId,
  productName,
  openPanel,
}: {
  rowId: number;
  productName: string;
  openPanel: OpenPanel;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="ml-1 h-auto p-0.5 text-muted-foreground"
      title={EDIT_ROW_DATES_TEXTS.title}
      aria-label={`${EDIT_ROW_DATES_TEXTS.title}: ${productName}`}
      onClick={() => openPanel('edit-row-dates', { row: String(rowId) })}
    >
      <CalendarDays aria-hidden="true" className="size-3.5" />
    </Button>
  );
}
