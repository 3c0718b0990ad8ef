import { formatKr as kr } from '@sappis/shared/agreements/prices';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { PANEL_TITLES } from '@/customers/panels/panel-types.ts';
import { useCanActOnCustomer } from '@/customers/use-can-act-on-customer.ts';
import { trpc } from '@/lib/trpc.ts';
import { cn } from '@/lib/utils.ts';
import { hasTelephony } from '@/telephony/telephony-agreements.ts';
import { EconomySummary } from './economy/economy-summary.tsx';
import { offeredEconomyPanels } from './economy-actions.ts';
import { InvoiceDetails } from './invoice-details.tsx';
import { SendInvoiceEmailButton } from './send-invoice-email-button.tsx';

/** 'ekonomi': the customer's invoices and balance due; `&invoice=<n>` shows one invoice. */
export default function InvoicesPanel({ customer, params }: PanelProps) {
  const [, setParams] = useSearchParams();
  const canAct = useCanActOnCustomer();
  const query = trpc.invoices.list.useQuery({ customerNumber: customer.customerNumber });
  const selected = Number(params.get('invoice'));
  const select = (invoiceNumber: number | null) =>
    setParams(
      invoiceNumber === null ? { panel: 'invoices' } : { panel: 'invoices', invoice: String(invoiceNumber) },
    );

  if (selected > 0) {
    const invoice = String(selected);
    return (
      <div className="flex flex-col gap-4">
        <nav aria-label="Fakturaåtgärder" className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setParams({ panel: 'deferment', invoice })}>
            Anstånd
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setParams({ panel: 'reverse-invoice', invoice })}
          >
            Vänd faktura
          </Button>
          <SendInvoiceEmailButton invoiceNumber={selected} email={customer.email} />
        </nav>
        <InvoiceDetails invoiceNumber={selected} onBack={() => select(null)} />
      </div>
    );
  }
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!query.data) return <p className="text-sm text-destructive">Kunde inte hämta fakturorna.</p>;
  const { invoices, balanceDue, totalDue } = query.data;
  return (
    <div className="flex flex-col gap-4" data-testid="invoices">
      <nav aria-label="Ekonomiåtgärder" className="flex flex-wrap gap-2">
        {offeredEconomyPanels(canAct).map((panel) => (
          <Button key={panel} variant="outline" size="sm" onClick={() => setParams({ panel })}>
            {PANEL_TITLES[panel]}
          </Button>
        ))}
        {customer.agreements.some(hasTelephony) && (
          <Button variant="outline" size="sm" onClick={() => setParams({ panel: 'phone-records' })}>
            Samtalsspecifikation
          </Button>
        )}
      </nav>
      <EconomySummary customerNumber={customer.customerNumber} />
      <section aria-label="Saldo" className="rounded-md border p-3 text-sm">
        <h3 className="font-semibold">Att betala: {kr(totalDue)}</h3>
        {balanceDue.map((item) => (
          <p key={item.invoiceNumber} className="tabular-nums text-muted-foreground">
            {item.invoiceNumber} (OCR {item.ocrNumber}), förfaller {item.dueDate}: {kr(item.totalAmount)}
          </p>
        ))}
      </section>
      {invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">Kunden har inga fakturor.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Faktura</TableHead>
              <TableHead>Datum</TableHead>
              <TableHead>Förfaller</TableHead>
              <TableHead className="text-right">Belopp</TableHead>
              <TableHead className="text-right">Kvar</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow
                key={invoice.invoiceNumber}
                className={cn('cursor-pointer', invoice.remainingAmount > 0 && 'text-red-700')}
                onClick={() => select(invoice.invoiceNumber)}
              >
                <TableCell>
                  <button type="button" className="underline-offset-2 hover:underline">
                    {invoice.invoiceNumber}
                  </button>
                </TableCell>
                <TableCell className="tabular-nums">{invoice.invoiceDate}</TableCell>
                <TableCell className="tabular-nums">{invoice.dueDate}</TableCell>
                <TableCell className="text-right tabular-nums">{kr(invoice.amount)}</TableCell>
                <TableCell className="text-right tabular-nums">{kr(invoice.remainingAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
