import { MEMOS_SHOWN_IN_BOX, showAllMemosText } from '@sappis/shared/memos/memo-display';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible.tsx';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { MemoCard, type MemoItem } from './memo-card.tsx';

/**
 * 'Aktuell information' (document 3 panel 21): a pill with the count of active memos, open by default when any is
 * active and disabled when none; up to 2 active memos, then 'Visa alla (n)' opening the memos panel.
 */
export function MemoBox({ memos }: { memos: readonly MemoItem[] }) {
  const active = memos.filter((memo) => memo.active);
  const [open, setOpen] = useState(active.length > 0);
  const { openPanel } = usePanel();
  return (
    <Card data-testid="memo-box">
      <Collapsible open={open && active.length > 0} onOpenChange={setOpen} disabled={active.length === 0}>
        <CollapsibleTrigger asChild>
          <button
            type="button"
            className="flex w-full items-center justify-between gap-2 px-5 py-3 text-left disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              Aktuell information
              <Badge variant={active.length > 0 ? 'default' : 'secondary'} data-testid="memo-count">
                {active.length}
              </Badge>
            </span>
            <ChevronDown aria-hidden="true" className="size-4" />
          </button>
        </CollapsibleTrigger>
        <CollapsibleContent className="flex flex-col gap-2 px-5 pb-4">
          {active.slice(0, MEMOS_SHOWN_IN_BOX).map((memo) => (
            <MemoCard key={memo.id} memo={memo} />
          ))}
          <Button variant="link" size="sm" className="self-start px-0" onClick={() => openPanel('memos')}>
            {showAllMemosText(memos.length)}
          </Button>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
