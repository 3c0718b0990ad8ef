import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { Pager } from '@/components/pager.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { isNotFound, userMessageOf } from '@/lib/trpc-errors.ts';
import { PageLoading } from '@/shell/page-loading.tsx';

/** The search text ('q') and page ('sida') of an outside-customer list, kept in the address. */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const parsedPage = Number(params.get('sida'));
  const page = Number.isSafeInteger(parsedPage) && parsedPage > 1 ? parsedPage : 1;
  const go = (next: { query?: string; page?: number }) => {
    const search = new URLSearchParams();
    const text = (next.query ?? query).trim();
    if (text !== '') search.set('q', text);
    if ((next.page ?? 1) > 1) search.set('sida', String(next.page));
    setParams(search);
  };
  return { query, page, go };
}

export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A searchable, paged list of customers outside the main provider system (cantab, bitcom): the search field,
 * the table with its empty and error states, and the pager.
 */
export function OutsideCustomerList<T extends { customerNumber: number }>({
  label,
  placeholder,
  columns,
  result,
  emptyText,
  errorText,
}: {
  label: string;
  placeholder: string;
  columns: ListColumn<T>[];
  result: {
    data: { rows: T[]; total: number; pageSize: number } | undefined;
    isPending: boolean;
    error: unknown;
  };
  emptyText: (query: string) => string;
  errorText: string;
}) {
  const id = useId();
  const { query, page, go } = useListSearch();
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ query: text, page: 1 });
  };
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / result.data.pageSize)) : 1;
  return (
    <>
      <Card className="p-5">
        <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
          <div className="flex min-w-64 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-query`}>{label}</Label>
            <Input
              id={`${id}-query`}
              type="search"
              placeholder={placeholder}
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit">Sök</Button>
        </form>
      </Card>
      <Card>
        {result.data && (
          <p
            className="border-b px-4 py-2 text-sm text-muted-foreground"
            data-testid="outside-customer-count"
          >
            {result.data.total === 1 ? '1 träff' : `${result.data.total} träffar`}
          </p>
        )}
        <Table>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.header} className={column.className}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.isPending && (
              <TableRow>
                <TableCell colSpan={columns.length} className="text-muted-foreground">
                  Laddar...
                </TableCell>
              </TableRow>
            )}
            {Boolean(result.error) && (
              <TableRow>
                <TableCell colSpan={columns.length} role="alert" className="text-destructive">
                  {userMessageOf(result.error, errorText)}
                </TableCell>
              </TableRow>
            )}
            {result.data?.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} className="text-center text-muted-foreground">
                  {emptyText(query)}
                </TableCell>
              </TableRow>
            )}
            {result.data?.rows.map((row) => (
              <TableRow key={row.customerNumber}>
                {columns.map((column) => (
                  <TableCell key={column.header} className={column.className}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pages > 1 && (
        <Pager page={page} pages={pages} onPage={(next) => go({ page: next })} className="justify-center" />
      )}
    </>
  );
}

/** Label and value pairs of a detail page; an empty value shows as '–'. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
          <dd className="text-sm">{item.value === null || item.value === '' ? '–' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A detail page of a customer outside the main provider system: the facts, or its not-found text with the way
 * back to the list.
 */
export function OutsideCustomerDetails({
  query,
  valid,
  notFound,
  back,
  title,
  description,
  items,
  footnote,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  valid: boolean;
  notFound: string;
  back: { to: string; label: string };
  title: string;
  description: string;
  items: { label: string; value: ReactNode }[];
  footnote: string;
}) {
  const backLink = (
    <Link to={back.to} className="text-sm text-primary hover:underline">
      {back.label}
    </Link>
  );
  if (!valid || (query.isError && isNotFound(query.error))) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm">
        <p role="alert">{notFound}</p>
        {backLink}
      </div>
    );
  }
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(query.error, 'Kunde inte hämta kunden.')}
      </p>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeader title={title} description={description} actions={backLink} />
      <Card className="p-5">
        <DetailList items={items} />
      </Card>
      <p className="text-sm text-muted-foreground">{footnote}</p>
    </div>
  );
}

/** The customer number of the address (/sappis/cantab/{n}, /sappis/bitcom/{n}), and whether it can be one. */
export function useCustomerNumberParam(): { customerNumber: number; valid: boolean } {
  const customerNumber = Number(useParams().customerNumber);
  return {
    customerNumber,
    valid: Number.isSafeInteger(customerNumber) && customerNumber > 0 && customerNumber <= 2_147_483_647,
  };
}
