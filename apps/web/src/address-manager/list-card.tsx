import type { ReactNode } from 'react';
import { Pager } from '@/components/pager.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/**
 * A page's list of the address manager: headings, the rows, a loading, error or empty row, and paging when the
 * server's total needs more than one page.
 */
export function ListCard<T>({
  columns,
  query,
  rows,
  empty,
  errorText,
  renderRow,
  page,
  onPage,
  testId,
}: {
  columns: string[];
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { total: number; pageSize: number } };
  rows: readonly T[] | undefined;
  empty: string;
  errorText: string;
  renderRow: (row: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
  testId?: string;
}) {
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const message = (text: ReactNode, className: string, role?: string) => (
    <TableRow>
      <TableCell colSpan={columns.length} className={className} role={role}>
        {text}
      </TableCell>
    </TableRow>
  );
  return (
    <>
      <Card className="p-0">
        <Table data-testid={testId}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {query.isPending && message('Hämtar...', 'text-muted-foreground')}
            {query.isError && message(userMessageOf(query.error, errorText), 'text-destructive', 'alert')}
            {rows?.length === 0 && message(empty, 'text-center text-muted-foreground')}
            {rows?.map(renderRow)}
          </TableBody>
        </Table>
      </Card>
      {query.data && query.data.total > 0 && (
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span>{query.data.total} träffar</span>
          {pages > 1 && <Pager page={page} pages={pages} onPage={onPage} />}
        </div>
      )}
    </>
  );
}
