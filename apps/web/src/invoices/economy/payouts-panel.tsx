import { formatKr as kr } from '@sappis/shared/agreements/prices';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';

/**
 * Utbetalningar och kredit: the unused credit (faktura/availablecredit, invoices left below zero) and the payouts
 * the collection service recorded (faktura/customerpayouts).
 */
export default function PayoutsPanel({ customer }: PanelProps) {
  const credit = trpc.invoices.availableCredit.useQuery({ customerNumber: customer.customerNumber });
  const payouts = trpc.invoices.payouts.useQuery({ customerNumber: customer.customerNumber });
  if (credit.isPending || payouts.isPending)
    return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!credit.data || !payouts.data) {
    return <p className="text-sm text-destructive">Kunde inte hämta kredit och utbetalningar.</p>;
  }
  return (
    <div className="flex flex-col gap-4 text-sm">
      <section aria-label="Tillgänglig kredit" className="flex flex-col gap-1">
        <h3 className="font-semibold">Tillgänglig kredit: {kr(credit.data.amount)}</h3>
        {credit.data.invoices.map((item) => (
          <p key={item.invoiceNumber} className="tabular-nums text-muted-foreground">
            Faktura {item.invoiceNumber} ({item.invoiceDate}): {kr(item.amount)}
          </p>
        ))}
      </section>
      <section aria-label="Utbetalningar" className="flex flex-col gap-1">
        <h3 className="font-semibold">Utbetalningar</h3>
        {payouts.data.length === 0 ? (
          <p className="text-muted-foreground">Inga utbetalningar registrerade.</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="payouts">
            {payouts.data.map((item) => (
              <li key={`${item.invoiceNumber}-${item.occurredAt}`} className="flex justify-between gap-2">
                <span>
                  {formatDateTime(item.occurredAt)} {item.event}, faktura {item.invoiceNumber}
                  {item.paymentMethod && `, ${item.paymentMethod}`}
                </span>
                <span className="tabular-nums">{kr(item.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
