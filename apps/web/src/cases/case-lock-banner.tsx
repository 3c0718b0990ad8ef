import { Lock } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { type CaseLockState, lockBannerText } from './case-lock-model.ts';

/** The banner of document 1 section 2.3 on the case page (the side menu shows the same). */
export function CaseLockBanner({ lock }: { lock: CaseLockState }) {
  const text = lockBannerText(lock);
  if (!text) return null;
  return (
    <div
      role="status"
      data-testid="case-lock-banner"
      className={cn(
        'flex items-center gap-2 rounded-md px-4 py-2 text-sm font-medium',
        lock.mine ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
      )}
    >
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </div>
  );
}
