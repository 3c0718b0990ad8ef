import { formatKr as kr } from '@sappis/shared/agreements/prices';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { openPdf } from '@/lib/pdf-file.ts';
import { trpc } from '@/lib/trpc.ts';
import { INVOICE_PDF_FAILED } from './open-invoice-pdf.ts';

/** Invoice details: rows, collection events and the invoice file (PDF generated on the server). */
export function InvoiceDetails({ invoiceNumber, onBack }: { invoiceNumber: number; onBack: () => void }) {
  const query = trpc.invoices.details.useQuery({ invoiceNumber });
  const utils = trpc.useUtils();
  const [pdfState, setPdfState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const showPdf = async () => {
    setPdfState('loading');
    try {
      const file = await utils.invoices.pdf.fetch({ invoiceNumber }, { staleTime: 0 });
      openPdf(file.contentBase64);
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  };

  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!query.data) return <p className="text-sm text-destructive">Kunde inte hämta fakturan.</p>;
  const invoice = query.data;
  return (
    <div className="flex flex-col gap-4" data-testid="invoice-details">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">Faktura {invoice.invoiceNumber}</h3>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Tillbaka
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-muted-foreground">OCR</dt>
        <dd>{invoice.ocr}</dd>
        <dt className="text-muted-foreground">Förfallodatum</dt>
        <dd>{invoice.dueDate}</dd>
        <dt className="text-muted-foreground">Belopp</dt>
        <dd>{kr(invoice.amount)}</dd>
        <dt className="text-muted-foreground">Kvar att betala</dt>
        <dd>{kr(invoice.remainingAmount)}</dd>
      </dl>
      <div className="flex items-center gap-3">
        <Button size="sm" onClick={showPdf} disabled={pdfState === 'loading'}>
          Visa faktura (PDF)
        </Button>
        {pdfState === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {INVOICE_PDF_FAILED}
          </p>
        )}
      </div>
      <h4 className="text-sm font-semibold">Fakturarader</h4>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Produkt</TableHead>
            <TableHead>Beskrivning</TableHead>
            <TableHead>Period</TableHead>
            <TableHead className="text-right">Belopp</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoice.rows.map((row) => (
            <TableRow key={`${row.transactionNo}-${row.productNumber}`}>
              <TableCell className="font-mono text-xs">{row.productNumber}</TableCell>
              <TableCell>{row.description}</TableCell>
              <TableCell className="tabular-nums">
                {row.periodFrom ? `${row.periodFrom} – ${row.periodTo ?? ''}` : ''}
              </TableCell>
              <TableCell className="text-right tabular-nums">{kr(row.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <h4 className="text-sm font-semibold">Händelser</h4>
      {invoice.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">Inga händelser.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {invoice.events.map((event) => (
            <li key={`${event.occurredAt}-${event.event}`} className="flex justify-between gap-2">
              <span>
                {event.event}
                {event.paymentMethod && `, ${event.paymentMethod}`}
                {event.reminderDeliveryMethod && `, ${event.reminderDeliveryMethod}`}
              </span>
              <span className="tabular-nums text-muted-foreground">
                {kr(event.paidAmount)} {formatDateTime(event.occurredAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
