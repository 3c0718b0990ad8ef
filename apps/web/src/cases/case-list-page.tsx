import { CASE_EXPORT_MAX_NUMBERS } from '@sappis/shared/case-search';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { CaseListFilters } from './case-list-filters.tsx';
import {
  CASE_PAGE_SIZE,
  type CaseListState,
  caseListParams,
  caseSearchOf,
  nextSort,
  pageCount,
  parseCaseListState,
} from './case-list-model.ts';
import { CasePager } from './case-pager.tsx';
import { type CaseSelection, type CaseSorting, CaseTable } from './case-table.tsx';
import { NewCaseButton } from './create-case-dialog.tsx';
import { CaseExportButtons } from './export/case-export-buttons.tsx';
import { useLiveCaseListLocks } from './use-live-case-list-locks.ts';

interface CaseListBodyProps {
  result: RouterOutputs['cases']['search'] | undefined;
  pending: boolean;
  failed: boolean;
  /** Showing the previous page while the next one loads. */
  stale: boolean;
  pages: number;
  selection: CaseSelection;
  sorting: CaseSorting;
  onRetry: () => void;
  onPage: (page: number) => void;
}

function CaseListBody({
  result,
  pending,
  failed,
  stale,
  pages,
  selection,
  sorting,
  onRetry,
  onPage,
}: CaseListBodyProps) {
  if (pending) return <PageLoading />;
  if (failed || !result) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-slate-700">
        <p>Kunde inte hämta ärenden.</p>
        <Button variant="outline" onClick={onRetry}>
          Försök igen
        </Button>
      </div>
    );
  }
  if (result.cases.length === 0)
    return <p className="text-sm text-muted-foreground">Inga ärenden att visa.</p>;
  return (
    <Card aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
      <CaseTable cases={result.cases} selection={selection} sorting={sorting} />
      <CasePager page={result.page} pages={pages} total={result.total} onPage={onPage} />
    </Card>
  );
}

/** The checked case numbers, kept across pages; forgotten when the filters change. */
function useCaseSelection(cases: readonly { number: number }[] | undefined, filterKey: string) {
  const [state, setState] = useState<{ key: string; selected: Set<number> }>({
    key: filterKey,
    selected: new Set(),
  });
  const selected = state.key === filterKey ? state.selected : new Set<number>();
  const update = (change: (next: Set<number>) => void) => {
    const next = new Set(selected);
    change(next);
    setState({ key: filterKey, selected: next });
  };
  const selection: CaseSelection = {
    selected,
    onToggle: (caseNumber, checked) =>
      update((next) => {
        if (!checked) next.delete(caseNumber);
        else if (next.size < CASE_EXPORT_MAX_NUMBERS) next.add(caseNumber);
      }),
    onToggleAll: (checked) =>
      update((next) => {
        for (const item of cases ?? []) {
          if (!checked) next.delete(item.number);
          else if (next.size < CASE_EXPORT_MAX_NUMBERS) next.add(item.number);
        }
      }),
  };
  return selection;
}

/**
 * /sappis/cases — 'Alla ärenden' (document 1 section 9: page 1, sort created_at, reverse false): every filter of
 * the case search, sortable columns, paging, and the export of the checked or all filtered cases to .xlsx.
 */
export function CaseListPage() {
  const [params, setParams] = useSearchParams();
  const state = parseCaseListState(params);
  useLiveCaseListLocks();
  const search = caseSearchOf(state);
  const query = trpc.cases.search.useQuery(
    { ...search, page: state.page, pageSize: CASE_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const filterKey = useMemo(() => JSON.stringify(search), [search]);
  const selection = useCaseSelection(query.data?.cases, filterKey);

  const update = (next: Partial<CaseListState>) => setParams(caseListParams({ ...state, ...next }));
  const sorting: CaseSorting = {
    sort: state.sort,
    reverse: state.reverse,
    onSort: (column) => update({ ...nextSort(state, column), page: 1 }),
  };
  const pages = query.data ? pageCount(query.data.total, query.data.pageSize) : 1;

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader
        title="Alla ärenden"
        actions={
          <>
            <CaseExportButtons
              selected={[...selection.selected]}
              search={search}
              total={query.isPlaceholderData ? undefined : query.data?.total}
            />
            <NewCaseButton className="ml-2" />
          </>
        }
      />
      <CaseListFilters
        state={state}
        onChange={(change) =>
          update({
            filters: change.filters ?? state.filters,
            finished: change.finished ?? state.finished,
            page: 1,
          })
        }
      />
      <CaseListBody
        result={query.data}
        pending={query.isPending}
        failed={query.isError}
        stale={query.isPlaceholderData}
        pages={pages}
        selection={selection}
        sorting={sorting}
        onRetry={() => void query.refetch()}
        onPage={(next) => update({ page: next })}
      />
    </div>
  );
}
