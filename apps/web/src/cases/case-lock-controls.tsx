import { hasAnyGroup, QUEUE_MANAGER_GROUPS } from '@sappis/shared/groups';
import { Lock, LockOpen, UserCog } from 'lucide-react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Button } from '@/components/ui/button.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import type { CaseLockState } from './case-lock-model.ts';

/** 'Lås ärendet', 'Släpp låset' and, for queue managers, 'Ta över låset'; refusals show the server's text. */
export function CaseLockControls({ caseNumber, lock }: { caseNumber: number; lock: CaseLockState }) {
  const me = useCurrentUser();
  const utils = trpc.useUtils();
  const apply = (next: CaseLockState) =>
    utils.cases.byNumber.setData({ caseNumber }, (old) => (old ? { ...old, lock: next } : old));
  const acquire = trpc.caseLocks.acquire.useMutation({ onSuccess: apply });
  const release = trpc.caseLocks.release.useMutation({ onSuccess: apply });
  const takeOver = trpc.caseLocks.takeOver.useMutation({ onSuccess: apply });
  const manager = hasAnyGroup(me.groups, QUEUE_MANAGER_GROUPS);
  const busy = acquire.isPending || release.isPending || takeOver.isPending;
  const error = acquire.error ?? release.error ?? takeOver.error;
  const reset = () => {
    acquire.reset();
    release.reset();
    takeOver.reset();
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap items-center gap-2">
        {!lock.locked && (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              reset();
              acquire.mutate({ caseNumber });
            }}
          >
            <Lock aria-hidden="true" className="size-4" />
            Lås ärendet
          </Button>
        )}
        {lock.locked && lock.mine && (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              reset();
              release.mutate({ caseNumber });
            }}
          >
            <LockOpen aria-hidden="true" className="size-4" />
            Släpp låset
          </Button>
        )}
        {lock.locked && !lock.mine && manager && (
          <Button
            variant="destructive"
            disabled={busy}
            onClick={() => {
              reset();
              takeOver.mutate({ caseNumber });
            }}
          >
            <UserCog aria-hidden="true" className="size-4" />
            Ta över låset
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" data-testid="case-lock-error" className="text-sm text-destructive">
          {userMessageOf(error)}
        </p>
      )}
    </div>
  );
}
