import { Eye, Pencil } from 'lucide-react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { otherViewers, type Viewer } from './presence-model.ts';

/**
 * Who else has the page open (beyond the old tool): one chip per other user, marked when they are editing;
 * nothing when the signed-in user is alone.
 */
export function OtherViewers({
  viewers,
  label,
  lead,
  testId,
  chipText = (viewer) => viewer.name,
}: {
  viewers: readonly Viewer[];
  /** The list's accessible name. */
  label: string;
  /** Shown before the chips. */
  lead?: string;
  testId: string;
  chipText?: (viewer: Viewer) => string;
}) {
  const me = useCurrentUser();
  const others = otherViewers(viewers, me.id);
  if (others.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid={testId}>
      {lead && <span className="text-slate-600">{lead}</span>}
      <ul aria-label={label} className="flex flex-wrap gap-2">
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
            {chipText(viewer)}
          </li>
        ))}
      </ul>
    </div>
  );
}
