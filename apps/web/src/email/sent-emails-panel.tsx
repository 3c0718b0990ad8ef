import type { PanelProps } from '@/customers/panels/panel-host.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';

/** What the agreement operations sent the customer (the e-mail adapter's outbox), with its text and state. */
export default function SentEmailsPanel({ customer }: PanelProps) {
  const query = trpc.email.sent.useQuery({ customerNumber: customer.customerNumber });
  if (query.isLoading) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (query.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        Kunde inte hämta e-posten.
      </p>
    );
  const emails = query.data ?? [];
  if (emails.length === 0) return <p className="text-sm text-muted-foreground">Ingen e-post har skickats.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Skickad e-post">
      {emails.map((email) => (
        <li key={email.id} className="rounded-md border p-3 text-sm">
          <p className="font-medium">{email.subject}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(email.sentAt)} till {email.recipient ?? 'okänd mottagare'} · {email.status}
          </p>
          <div className="mt-2 flex flex-col gap-1">
            {email.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a sent e-mail's paragraphs never change
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
