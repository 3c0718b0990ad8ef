import { Lock } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import type { CaseLockInfo } from './shell-state.tsx';

export function lockBannerText(lock: CaseLockInfo): string {
  return lock.mine ? 'Du har låst ärendet' : `Ärendet är låst av: ${lock.lockedBy}`;
}

/** The locked-case banner of the side menu (document 1 section 2.3). */
export function LockBanner({ lock }: { lock: CaseLockInfo }) {
  return (
    <div
      role="status"
      data-testid="lock-banner"
      className={cn(
        'mx-3 flex items-start gap-2 rounded-md px-3 py-2 text-sm font-medium',
        lock.mine ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
      )}
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{lockBannerText(lock)}</span>
    </div>
  );
}
