import { ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/utils.ts';

/** Which rows of a compact agreement table show their secondary columns in a line under them. */
export function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (rowId: number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(rowId)) next.add(rowId);
        return next;
      }),
    [],
  );
  return { expanded, toggle };
}

/** The button after a row's name that opens or closes the line with its secondary columns. */
export function RowDetailsToggle({
  productName,
  expanded,
  onToggle,
  className,
}: {
  productName: string;
  expanded: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('ml-1 h-auto p-0.5 align-text-bottom text-muted-foreground', className)}
      aria-expanded={expanded}
      aria-label={`Visa mer om ${productName}`}
      onClick={onToggle}
    >
      <ChevronRight
        aria-hidden="true"
        className={cn('size-3.5 transition-transform', expanded && 'rotate-90')}
      />
    </Button>
  );
}

/** The line under an expanded row: its secondary columns as label and value. */
export function RowDetailsLine({
  columns,
  className,
  children,
}: {
  columns: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableRow className={cn('bg-muted/20 hover:bg-muted/20', className)} data-testid="row-details">
      <TableCell colSpan={columns} className="pl-10 text-xs">
        <dl className="flex flex-wrap gap-x-6 gap-y-1">{children}</dl>
      </TableCell>
    </TableRow>
  );
}

export function RowDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}
