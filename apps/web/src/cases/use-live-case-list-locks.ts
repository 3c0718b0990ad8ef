import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { listLockChange } from './case-lock-model.ts';

type SearchResult = RouterOutputs['cases']['search'];

/** Marks locked cases live in every cached case list page (the list-level lock signal; no refetch). */
export function useLiveCaseListLocks(): void {
  const queryClient = useQueryClient();
  trpc.caseLocks.onListChanged.useSubscription(
    {},
    {
      onData: ({ data }) => {
        const change = listLockChange(data);
        if (!change) {
          if (data.type === 'resync')
            void queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.cases.search) });
          return;
        }
        queryClient.setQueriesData<SearchResult>({ queryKey: getQueryKey(trpc.cases.search) }, (old) =>
          old
            ? {
                ...old,
                cases: old.cases.map((item) =>
                  item.number === change.caseNumber
                    ? { ...item, locked: change.lockedBy !== null, lockedBy: change.lockedBy }
                    : item,
                ),
              }
            : old,
        );
      },
    },
  );
}
