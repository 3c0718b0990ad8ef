import { Eye, Pencil } from 'lucide-react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { type CaseViewer, otherViewers } from './case-lock-model.ts';

/** Who else has the case open, and who of them is editing (beyond the old tool). */
export function CaseViewers({ viewers }: { viewers: readonly CaseViewer[] }) {
  const me = useCurrentUser();
  const others = otherViewers(viewers, me.id);
  if (others.length === 0) return null;
  return (
    <ul
      data-testid="case-viewers"
      aria-label="Andra som har ärendet öppet"
      className="flex flex-wrap gap-2 text-sm"
    >
      {others.map((viewer) => (
        <li
          key={viewer.userId}
          title={viewer.email}
          className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-slate-700"
        >
          {viewer.editing ? (
            <Pencil aria-hidden="true" className="size-3.5" />
          ) : (
            <Eye aria-hidden="true" className="size-3.5" />
          )}
          {viewer.name} {viewer.editing ? 'redigerar' : 'tittar'}
        </li>
      ))}
    </ul>
  );
}
