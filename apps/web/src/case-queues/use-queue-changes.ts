import { trpc } from '@/lib/trpc.ts';

/**
 * Keeps queue queries live without polling. With `queueId` (a queue page): refetches that queue's pages
 * when a case enters or leaves it or its lock/viewer markers change. Without (the overview): refetches
 * the overview when any visible queue changes. A resync (the stream was down too long) refetches all.
 */
export function useQueueChanges(queueId?: number) {
  const utils = trpc.useUtils();
  const refetch = () =>
    queueId === undefined
      ? utils.caseQueues.list.invalidate()
      : utils.caseQueues.get.invalidate({ id: queueId });
  trpc.caseQueues.onChanged.useSubscription(queueId === undefined ? {} : { queueId }, {
    // Anything committed before the stream started: refetch once.
    onStarted: () => void refetch(),
    onData: ({ data: change }) => {
      if (change.type === 'resync') {
        void utils.caseQueues.invalidate();
        return;
      }
      if (queueId === undefined || change.queueIds.includes(queueId)) void refetch();
      if (change.type === 'queue.changed') void utils.caseQueues.definitions.invalidate();
    },
  });
}
