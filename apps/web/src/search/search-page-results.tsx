import type { SearchTabKey } from '@sappis/shared/search/tabs';
import { Pager } from '@/components/pager.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PageLoading } from '@/shell/page-loading.tsx';
import { type HitByTab, pageCount } from './search-model.ts';
import { TabTable } from './search-tab-results.tsx';

/** The part of a React Query result (kept previous data while the next page loads) this view reads. */
interface SearchQuery<K extends SearchTabKey> {
  data: { total: number; hits: readonly HitByTab[K][] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface SearchPageResultsProps<K extends SearchTabKey> {
  tab: K;
  label: string;
  search: SearchQuery<K>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onOpen: (path: string, newTab: boolean) => void;
  hitPath?: (hit: HitByTab[K]) => string | null;
}

/** Full results of one search on its own page, paged. */
export function SearchPageResults<K extends SearchTabKey>({
  tab,
  label,
  search,
  page,
  pageSize,
  onPage,
  onOpen,
  hitPath,
}: SearchPageResultsProps<K>) {
  const result = search.data;
  if (search.isError && !result) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-slate-700">
        <p>Sökningen misslyckades.</p>
        <Button variant="outline" onClick={() => void search.refetch()}>
          Försök igen
        </Button>
      </div>
    );
  }
  if (search.isPending || !result) return <PageLoading />;
  return (
    <Card>
      <TabTable
        tab={tab}
        label={label}
        hits={result.hits}
        total={result.total}
        busy={search.isFetching && search.isPlaceholderData}
        onOpen={onOpen}
        hitPath={hitPath}
        pager={
          result.total > pageSize || page > 1 ? (
            <Pager
              pageTestId="search-page"
              page={page}
              pages={pageCount(result.total, pageSize)}
              onPage={onPage}
            />
          ) : undefined
        }
      />
    </Card>
  );
}
