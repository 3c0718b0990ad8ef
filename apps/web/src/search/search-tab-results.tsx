import type { SearchTabKey } from '@sappis/shared/search/tabs';
import type * as React from 'react';
import { Pager } from '@/components/pager.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { HIT_KEYS, SEARCH_COLUMNS } from './search-columns.tsx';
import { type HitByTab, pageCount } from './search-model.ts';
import { HIT_PATHS } from './search-paths.ts';
import { SearchResultsTable } from './search-results-table.tsx';

interface TabTableProps<K extends SearchTabKey> {
  tab: K;
  label: string;
  hits: readonly HitByTab[K][];
  total: number;
  busy: boolean;
  onOpen: (path: string, newTab: boolean) => void;
  onLeaveTop?: () => void;
  showAll?: React.ReactNode;
  pager?: React.ReactNode;
  /** Where a hit leads, when not where the modal's hits lead. */
  hitPath?: (hit: HitByTab[K]) => string | null;
}

/** The result table of one tab with that tab's columns and hit links. */
export function TabTable<K extends SearchTabKey>({ tab, hitPath, ...props }: TabTableProps<K>) {
  return (
    <SearchResultsTable
      columns={SEARCH_COLUMNS[tab]}
      hitKey={HIT_KEYS[tab]}
      hitPath={hitPath ?? HIT_PATHS[tab]}
      {...props}
    />
  );
}

interface SearchTabResultsProps {
  tab: SearchTabKey;
  label: string;
  query: string;
  result: { total: number; hits: readonly HitByTab[SearchTabKey][] } | undefined;
  pending: boolean;
  failed: boolean;
  busy: boolean;
  onRetry: () => void;
  onOpen: (path: string, newTab: boolean) => void;
  onLeaveTop: () => void;
  showAll: React.ReactNode;
  /** Set once 'Visa alla' pages inside the modal. */
  page: number | undefined;
  pageSize: number;
  onPage: (page: number) => void;
}

/** One tab of the search modal: loading, failure, empty state or the hits. */
export function SearchTabResults({
  tab,
  label,
  query,
  result,
  pending,
  failed,
  busy,
  onRetry,
  onOpen,
  onLeaveTop,
  showAll,
  page,
  pageSize,
  onPage,
}: SearchTabResultsProps) {
  if (query === '') {
    return (
      <p className="px-4 py-10 text-center text-sm text-muted-foreground">Skriv något att söka efter.</p>
    );
  }
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-sm text-slate-700">
        <p>Sökningen misslyckades.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Försök igen
        </Button>
      </div>
    );
  }
  if (pending || !result) {
    return (
      <div role="status" aria-label="Söker" className="flex flex-col gap-2 p-4">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  }
  return (
    <TabTable
      tab={tab}
      label={label}
      hits={result.hits}
      total={result.total}
      busy={busy}
      onOpen={onOpen}
      onLeaveTop={onLeaveTop}
      showAll={showAll}
      pager={
        page === undefined ? undefined : (
          <Pager
            pageTestId="search-page"
            page={page}
            pages={pageCount(result.total, pageSize)}
            onPage={onPage}
          />
        )
      }
    />
  );
}
