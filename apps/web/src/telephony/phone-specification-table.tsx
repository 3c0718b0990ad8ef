import { formatKr as kr } from '@sappis/shared/agreements/prices';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';

const minutes = (value: number) => value.toFixed(2).replace('.', ',');

/** One period's calls: the six columns of the spec's phone record and a sum row computed by the server. */
export function PhoneSpecificationTable({
  agreementNumber,
  journalNumber,
}: {
  agreementNumber: number;
  journalNumber: string;
}) {
  const query = trpc.telephony.specification.useQuery({ agreementNumber, journalNumber });
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!query.data) return <p className="text-sm text-destructive">Kunde inte hämta samtalen.</p>;
  const { records, sums } = query.data;
  return (
    <Table data-testid="phone-specification">
      <TableHeader>
        <TableRow>
          <TableHead>Telefonnummer</TableHead>
          <TableHead>Starttid</TableHead>
          <TableHead className="text-right">Startkostnad</TableHead>
          <TableHead>Samtalstyp</TableHead>
          <TableHead className="text-right">Minuter</TableHead>
          <TableHead className="text-right">Belopp</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two calls can share number and start time
          <TableRow key={index}>
            <TableCell className="tabular-nums">{record.phoneNumber}</TableCell>
            <TableCell className="tabular-nums">{formatDateTime(record.startedAt)}</TableCell>
            <TableCell className="text-right tabular-nums">{kr(record.startCost)}</TableCell>
            <TableCell>{record.callType}</TableCell>
            <TableCell className="text-right tabular-nums">{minutes(record.minutes)}</TableCell>
            <TableCell className="text-right tabular-nums">{kr(record.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <tfoot className="border-t">
        <TableRow data-testid="phone-sums" className="font-semibold">
          <TableCell colSpan={2}>Summa ({sums.calls} samtal)</TableCell>
          <TableCell className="text-right tabular-nums">{kr(sums.startCost)}</TableCell>
          <TableCell />
          <TableCell className="text-right tabular-nums">{minutes(sums.minutes)}</TableCell>
          <TableCell className="text-right tabular-nums">{kr(sums.amount)}</TableCell>
        </TableRow>
      </tfoot>
    </Table>
  );
}
