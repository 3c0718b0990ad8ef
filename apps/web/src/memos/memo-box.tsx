import { MEMOS_SHOWN_IN_BOX, showAllMemosText } from '@sappis/shared/memos/memo-display';
import { MEMO_TITLE_MAX, truncate } from '@sappis/shared/text';
import { DisclosureRow } from '@/components/disclosure-row.tsx';
import { NoticeSection } from '@/components/notice-section.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { MemoCard, type MemoItem } from './memo-card.tsx';

/**
 * 'Aktuell information' (document 3 panel 21): a pill with the count of active memos, open by default when any is
 * active and disabled when none; up to 2 active memos, one line each that opens to the memo card, and
 * 'Visa alla (n)' opening the memos panel.
 */
export function MemoBox({ memos }: { memos: readonly MemoItem[] }) {
  const active = memos.filter((memo) => memo.active);
  const { openPanel } = usePanel();
  return (
    <NoticeSection
      title="Aktuell information"
      count={active.length}
      defaultOpen={active.length > 0}
      data-testid="memo-box"
      action={
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => openPanel('memos')}>
          {showAllMemosText(memos.length)}
        </Button>
      }
    >
      <ul className="flex flex-col">
        {active.slice(0, MEMOS_SHOWN_IN_BOX).map((memo) => (
          <DisclosureRow
            key={memo.id}
            summary={
              <>
                <span className="max-w-[65%] shrink-0 truncate font-medium text-slate-900">
                  {truncate(memo.title, MEMO_TITLE_MAX)}
                </span>{' '}
                <span className="truncate text-muted-foreground">{memo.message}</span>
              </>
            }
          >
            <MemoCard memo={memo} />
          </DisclosureRow>
        ))}
      </ul>
    </NoticeSection>
  );
}
