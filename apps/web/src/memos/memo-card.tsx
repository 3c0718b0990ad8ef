import { type MemoScope, memoIntervalText, memoScopeText } from '@sappis/shared/memos/memo-display';
import { MEMO_MESSAGE_MAX, MEMO_TITLE_MAX, truncate } from '@sappis/shared/text';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

export interface MemoItem {
  id: number;
  title: string;
  message: string;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  scope: MemoScope;
}

/** One memo: title cut at 56, message at 105 with 'Visa allt' / 'Visa mindre', validity and scope; inactive greyed. */
export function MemoCard({ memo, actions }: { memo: MemoItem; actions?: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const long = memo.title.length > MEMO_TITLE_MAX || memo.message.length > MEMO_MESSAGE_MAX;
  const interval = memoIntervalText(memo.startsAt, memo.endsAt);
  return (
    <article
      data-testid="memo-card"
      data-active={memo.active}
      className={cn(
        'rounded-md border p-3 text-sm',
        memo.active ? 'bg-white' : 'bg-muted text-muted-foreground opacity-70',
      )}
    >
      <h3 className="font-semibold">{expanded ? memo.title : truncate(memo.title, MEMO_TITLE_MAX)}</h3>
      <p className="whitespace-pre-line">
        {expanded ? memo.message : truncate(memo.message, MEMO_MESSAGE_MAX)}
      </p>
      {long && (
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Visa mindre' : 'Visa allt'}
        </Button>
      )}
      <p className="mt-1 text-xs text-muted-foreground">
        {interval && <span className="mr-2 tabular-nums">{interval}</span>}
        {memoScopeText(memo.scope)}
      </p>
      {actions && <div className="mt-2 flex gap-2">{actions}</div>}
    </article>
  );
}
