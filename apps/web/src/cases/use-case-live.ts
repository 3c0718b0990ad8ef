import { CASE_LOCK_HEARTBEAT_SECONDS } from '@sappis/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { useShellState } from '@/shell/shell-state.tsx';
import { type CaseLockState, caseEventEffect, TAB_CLIENT_ID, takenOverText } from './case-lock-model.ts';

const HEARTBEAT_MS = CASE_LOCK_HEARTBEAT_SECONDS * 1000;

/** Releases the lock when the tab closes: a plain JSON POST that survives the page (navigator.sendBeacon). */
function releaseOnClose(caseNumber: number): void {
  const body = new Blob([JSON.stringify({ caseNumber })], { type: 'application/json' });
  navigator.sendBeacon('/trpc/caseLocks.release', body);
}

/**
 * Keeps an open case page live: follows the case's events (lock, viewers, changes) and applies them to the
 * cached page, sends heartbeats (every minute, when the tab becomes visible and when `editing` changes),
 * locks a free case for the agent who starts changing it, releases the own lock on tab close, and shows the
 * lock in the side menu's banner.
 */
export function useCaseLive(caseNumber: number, lock: CaseLockState | undefined, editing: boolean): void {
  const me = useCurrentUser();
  const utils = trpc.useUtils();
  const toast = useToast();
  const { setCaseLock } = useShellState();
  const heartbeat = trpc.caseLocks.heartbeat.useMutation();
  const acquire = trpc.caseLocks.acquire.useMutation();

  const setLock = useCallback(
    (next: CaseLockState) =>
      utils.cases.byNumber.setData({ caseNumber }, (old) => (old ? { ...old, lock: next } : old)),
    [utils, caseNumber],
  );

  trpc.caseLocks.onChanged.useSubscription(
    { caseNumber, clientId: TAB_CLIENT_ID },
    {
      onData: ({ data }) => {
        const effect = caseEventEffect(data, me.id);
        if (effect.kind === 'lock') {
          setLock(effect.lock);
          if (effect.refetch) void utils.cases.byNumber.invalidate({ caseNumber });
          if (effect.takenFromMe)
            toast(takenOverText(caseNumber, effect.takenFromMe), { severity: 'warning' });
        } else if (effect.kind === 'viewers') {
          utils.cases.byNumber.setData({ caseNumber }, (old) =>
            old ? { ...old, viewers: effect.viewers } : old,
          );
        } else if (effect.kind === 'refetch') {
          void utils.cases.byNumber.invalidate({ caseNumber });
        }
      },
    },
  );

  const beat = useRef(() => {});
  beat.current = () =>
    heartbeat.mutate(
      { caseNumber, clientId: TAB_CLIENT_ID, editing },
      { onSuccess: (next) => setLock(next) },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `editing` is announced at once
  useEffect(() => {
    beat.current();
  }, [editing]);

  useEffect(() => {
    const timer = setInterval(() => beat.current(), HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  // Starting to change a free case locks it (saving would lock it anyway; this tells the others at once).
  const free = lock ? !lock.locked : false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the start of an edit of a free case locks
  useEffect(() => {
    if (editing && free) acquire.mutate({ caseNumber }, { onSuccess: (next) => setLock(next) });
  }, [editing]);

  const mine = lock?.mine ?? false;
  useEffect(() => {
    if (!mine) return;
    const onPageHide = () => releaseOnClose(caseNumber);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [mine, caseNumber]);

  const lockedBy = lock?.locked ? lock.lockedBy : null;
  useEffect(() => {
    setCaseLock(lockedBy ? { lockedBy, mine } : null);
  }, [lockedBy, mine, setCaseLock]);
  useEffect(() => () => setCaseLock(null), [setCaseLock]);
}
