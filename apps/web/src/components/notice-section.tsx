import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * A compact, collapsible block of the customer view's notices (disruptions, memos, operator alerts): one header
 * line with a count pill, the content below it; disabled while it has nothing to show. A plain disclosure button:
 * the view's first commit measures nothing for it.
 */
export function NoticeSection({
  title,
  count,
  defaultOpen,
  tone = 'default',
  action,
  children,
  ...props
}: {
  title: string;
  count: number;
  defaultOpen: boolean;
  tone?: 'default' | 'warning';
  /** Beside the header, e.g. a link to everything. */
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const shown = open && count > 0;
  const contentId = useId();
  return (
    <div className="flex min-w-0 flex-col" data-testid={props['data-testid']}>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={shown ? contentId : undefined}
          disabled={count === 0}
          onClick={() => setOpen(!shown)}
          className="flex min-w-0 items-center gap-2 rounded-md py-0.5 text-left text-sm font-semibold text-slate-900 hover:text-slate-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 transition-transform', !shown && '-rotate-90')}
          />
          {title}{' '}
          <Badge variant={count === 0 ? 'secondary' : tone} data-testid="notice-count">
            {count}
          </Badge>
        </button>
        {action}
      </div>
      {shown && (
        <div id={contentId} className="mt-1">
          {children}
        </div>
      )}
    </div>
  );
}
