import { formatKr as kr } from '@sappis/shared/agreements/prices';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';

/** Tilläggsrader (faktura/tillaggsrader): the customer's extra-billing rows with amounts and invoice codes. */
export default function ExtraBillingRowsPanel({ customer }: PanelProps) {
  const query = trpc.invoices.extraBillingRows.useQuery({ customerNumber: customer.customerNumber });
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!query.data) return <p className="text-sm text-destructive">Kunde inte hämta tilläggsraderna.</p>;
  if (query.data.length === 0)
    return <p className="text-sm text-muted-foreground">Kunden har inga tilläggsrader.</p>;
  return (
    <Table data-testid="extra-billing-rows">
      <TableHeader>
        <TableRow>
          <TableHead>Avtal</TableHead>
          <TableHead>Produkt</TableHead>
          <TableHead>Startdatum</TableHead>
          <TableHead className="text-right">Antal</TableHead>
          <TableHead className="text-right">Belopp</TableHead>
          <TableHead>Fakturakod</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {query.data.map((row) => (
          <TableRow key={`${row.agreementNumber}-${row.rowNumber}`}>
            <TableCell className="tabular-nums">{row.agreementNumber}</TableCell>
            <TableCell>
              {row.productName} <span className="font-mono text-xs">{row.productNumber}</span>
            </TableCell>
            <TableCell className="tabular-nums">{row.startDate ?? ''}</TableCell>
            <TableCell className="text-right tabular-nums">{row.quantity}</TableCell>
            <TableCell className="text-right tabular-nums">{kr(row.amount)}</TableCell>
            <TableCell className="tabular-nums">{row.invoiceCode ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
