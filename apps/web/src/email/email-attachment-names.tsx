import { Paperclip } from 'lucide-react';

/** The files that go with an e-mail, each as a paperclip and its name; nothing when there are none. */
export function EmailAttachmentNames({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
      {names.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two attachments may share a name; the list never reorders.
        <span key={index} className="inline-flex items-center gap-1">
          <Paperclip aria-hidden="true" className="size-3" />
          {name}
        </span>
      ))}
    </span>
  );
}
