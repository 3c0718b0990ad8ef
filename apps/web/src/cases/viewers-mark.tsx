import { Eye, Pencil } from 'lucide-react';

/** The marker of who has a case open in case lists and queues ('Visas av: Bo Berg (redigerar), ...'). */
export function ViewersMark({ viewers }: { viewers: readonly { name: string; editing: boolean }[] }) {
  if (viewers.length === 0) return null;
  const text = viewers.map((viewer) => `${viewer.name}${viewer.editing ? ' (redigerar)' : ''}`).join(', ');
  return (
    <span
      className="inline-flex items-center gap-1 text-xs text-slate-600"
      title={`Visas av: ${text}`}
      data-testid="viewers-mark"
    >
      {viewers.some((viewer) => viewer.editing) ? (
        <Pencil aria-hidden="true" className="size-3.5" />
      ) : (
        <Eye aria-hidden="true" className="size-3.5" />
      )}
      <span className="sr-only">Visas av: </span>
      {text}
    </span>
  );
}
