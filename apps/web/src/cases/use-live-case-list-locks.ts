import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { listLockChange, listViewersChange } from './case-lock-model.ts';

type SearchResult = RouterOutputs['cases']['search'];
type CaseListItem = SearchResult['cases'][number];

/**
 * Marks locked cases and their viewers live in every cached case list page (the list-level lock and
 * presence signal; no refetch).
 */
export function useLiveCaseListLocks(): void {
  const queryClient = useQueryClient();
  const patch = (caseNumber: number, change: Partial<CaseListItem>) =>
    queryClient.setQueriesData<SearchResult>({ queryKey: getQueryKey(trpc.cases.search) }, (old) =>
      old
        ? {
            ...old,
            cases: old.cases.map((item) => (item.number === caseNumber ? { ...item, ...change } : item)),
          }
        : old,
    );
  trpc.caseLocks.onListChanged.useSubscription(
    {},
    {
      onData: ({ data }) => {
        const lock = listLockChange(data);
        if (lock) {
          patch(lock.caseNumber, { locked: lock.lockedBy !== null, lockedBy: lock.lockedBy });
          return;
        }
        const viewers = listViewersChange(data);
        if (viewers) {
          patch(viewers.caseNumber, { viewers: viewers.viewers });
          return;
        }
        if (data.type === 'resync')
          void queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.cases.search) });
      },
    },
  );
}
