import type { SearchTabKey } from '@sappis/shared/search/tabs';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PageLoading } from '@/shell/page-loading.tsx';
import { type HitByTab, pageCount } from './search-model.ts';
import { SearchPager } from './search-pager.tsx';
import { TabTable } from './search-tab-results.tsx';

interface SearchPageResultsProps<K extends SearchTabKey> {
  tab: K;
  label: string;
  result: { total: number; hits: readonly HitByTab[K][] } | undefined;
  pending: boolean;
  failed: boolean;
  busy: boolean;
  page: number;
  pageSize: number;
  onRetry: () => void;
  onPage: (page: number) => void;
  onOpen: (path: string, newTab: boolean) => void;
  hitPath?: (hit: HitByTab[K]) => string | null;
}

/** Full results of one search on its own page, paged. */
export function SearchPageResults<K extends SearchTabKey>({
  tab,
  label,
  result,
  pending,
  failed,
  busy,
  page,
  pageSize,
  onRetry,
  onPage,
  onOpen,
  hitPath,
}: SearchPageResultsProps<K>) {
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-slate-700">
        <p>Sökningen misslyckades.</p>
        <Button variant="outline" onClick={onRetry}>
          Försök igen
        </Button>
      </div>
    );
  }
  if (pending || !result) return <PageLoading />;
  return (
    <Card>
      <TabTable
        tab={tab}
        label={label}
        hits={result.hits}
        total={result.total}
        busy={busy}
        onOpen={onOpen}
        hitPath={hitPath}
        pager={
          result.total > pageSize || page > 1 ? (
            <SearchPager page={page} pages={pageCount(result.total, pageSize)} onPage={onPage} />
          ) : undefined
        }
      />
    </Card>
  );
}
