import { formatHours } from '@sappis/shared/time-report/time-report-rules';
import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';

type Key = string | number;

const hoursOrDash = (minutes: number | undefined) => (minutes ? formatHours(minutes) : '–');

/**
 * Hours in a grid: a row per item (category, week, member), a column per category or day, each row's sum on
 * the right and the columns' sums in the footer.
 */
export function HoursTable({
  firstHeader,
  columns,
  rows,
  footer,
}: {
  firstHeader: string;
  columns: { key: Key; label: string }[];
  rows: { key: Key; label: ReactNode; minutes: (column: Key) => number | undefined; total: number }[];
  footer: { label: string; minutes: (column: Key) => number | undefined; total: number; testId: string };
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{firstHeader}</TableHead>
          {columns.map((column) => (
            <TableHead key={column.key} className="text-right">
              {column.label}
            </TableHead>
          ))}
          <TableHead className="text-right">Summa</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.label}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} className="text-right tabular-nums">
                {hoursOrDash(row.minutes(column.key))}
              </TableCell>
            ))}
            <TableCell className="text-right font-medium tabular-nums">{hoursOrDash(row.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell>{footer.label}</TableCell>
          {columns.map((column) => (
            <TableCell key={column.key} className="text-right tabular-nums">
              {hoursOrDash(footer.minutes(column.key))}
            </TableCell>
          ))}
          <TableCell className="text-right tabular-nums" data-testid={footer.testId}>
            {formatHours(footer.total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
