import { ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/utils.ts';

/** One line of a compact list (a list item) that opens to its details below it. */
export function DisclosureRow({
  summary,
  children,
  ...props
}: {
  summary: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="min-w-0" data-testid={props['data-testid']}>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex w-full min-w-0 items-center gap-1.5 rounded-md px-1 py-0.5 text-left text-sm hover:bg-slate-100"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn('size-3.5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-90')}
        />
        {summary}
      </button>
      {open && <div className="mt-1 mb-2 ml-5">{children}</div>}
    </li>
  );
}
