import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDate, formatPrice, ONE_OFF_PRICE_LIST, shortenServiceName } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { type AgreementRow, hasEnded, orderRows } from './customer-model.ts';

/** The rows (avtalsrader) of one agreement; sub-rows indented under their main row, ended rows red. */
export function AgreementRowsTable({ rows }: { rows: readonly AgreementRow[] }) {
  if (rows.length === 0)
    return <p className="px-5 pb-4 text-sm text-muted-foreground">Avtalet har inga rader.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-5">Produktnummer</TableHead>
          <TableHead>Namn</TableHead>
          <TableHead className="text-right">Pris</TableHead>
          <TableHead>Start</TableHead>
          <TableHead className="pr-5">Slut</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orderRows(rows).map(({ row, depth }) => {
          const ended = hasEnded(row.endDate);
          return (
            <TableRow key={row.id} className={cn(ended && 'text-red-700')} data-ended={ended || undefined}>
              <TableCell className="pl-5 font-mono text-xs">{row.productNumber}</TableCell>
              <TableCell title={row.productName} style={{ paddingLeft: `${0.75 + depth * 1.25}rem` }}>
                {depth > 0 && (
                  <span aria-hidden="true" className="mr-1 text-muted-foreground">
                    └
                  </span>
                )}
                {shortenServiceName(row.productName)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatPrice(row.price, { oneOff: row.priceList === ONE_OFF_PRICE_LIST })}
              </TableCell>
              <TableCell className="tabular-nums">{formatDate(row.startDate)}</TableCell>
              <TableCell className="pr-5 tabular-nums">{formatDate(row.endDate)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
