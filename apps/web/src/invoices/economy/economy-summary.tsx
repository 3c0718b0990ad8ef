import { formatKr as kr } from '@sappis/shared/agreements/prices';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';

const count = (invoices: number) => `${invoices} ${invoices === 1 ? 'faktura' : 'fakturor'}`;

/** Economy info (kund/{n}/ekonomiInfo) and the available credit, at the top of 'Ekonomi'. */
export function EconomySummary({ customerNumber }: { customerNumber: number }) {
  const info = trpc.invoices.economyInfo.useQuery({ customerNumber });
  const credit = trpc.invoices.availableCredit.useQuery({ customerNumber });
  if (info.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!info.data) return <p className="text-sm text-destructive">Kunde inte hämta ekonomiinformationen.</p>;
  const { open, overdue, collection, lastPayment, defermentsLast12Months } = info.data;
  return (
    <section aria-label="Ekonomiinformation" className="rounded-md border p-3 text-sm">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1" data-testid="economy-info">
        <dt className="text-muted-foreground">Obetalt</dt>
        <dd className="tabular-nums">
          {kr(open.amount)} ({count(open.invoices)})
        </dd>
        <dt className="text-muted-foreground">Förfallet</dt>
        <dd className={overdue.amount > 0 ? 'tabular-nums text-red-700' : 'tabular-nums'}>
          {kr(overdue.amount)} ({count(overdue.invoices)})
        </dd>
        <dt className="text-muted-foreground">Inkasso</dt>
        <dd className="tabular-nums">
          {collection.invoices === 0
            ? 'Inget hos inkasso'
            : `${kr(collection.amount)} (${count(collection.invoices)})`}
        </dd>
        <dt className="text-muted-foreground">Senaste betalning</dt>
        <dd className="tabular-nums">
          {lastPayment
            ? `${kr(lastPayment.amount)} ${formatDateTime(lastPayment.occurredAt)}, faktura ${lastPayment.invoiceNumber}`
            : 'Ingen registrerad'}
        </dd>
        <dt className="text-muted-foreground">Anstånd senaste 12 mån</dt>
        <dd className="tabular-nums">{defermentsLast12Months}</dd>
        <dt className="text-muted-foreground">Tillgänglig kredit</dt>
        <dd className="tabular-nums">{credit.data ? kr(credit.data.amount) : '–'}</dd>
      </dl>
    </section>
  );
}
