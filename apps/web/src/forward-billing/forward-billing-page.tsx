import { formatAmount } from '@sappis/shared/agreements/prices';
import { hasAnyGroup } from '@sappis/shared/groups';
import { INVOICE_BASIS_CUSTOMER_TYPE_LABELS } from '@sappis/shared/invoice-bases/labels';
import { INVOICE_BASIS_STATUS_LABELS } from '@sappis/shared/invoice-bases/status';
import { groupsFor } from '@sappis/shared/routes';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Pager } from '@/components/pager.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { ForwardBillingBasis, type OpenedBasis } from './forward-billing-basis.tsx';
import {
  type ForwardBillingFilters,
  type ForwardBillingListStatus,
  filterParams,
  pageCount,
  parseFilters,
} from './forward-billing-model.ts';

type ForwardBillingList = RouterOutputs['invoiceBases']['all'];

const STATUS_OPTIONS: readonly ForwardBillingListStatus[] = ['IN_PROGRESS', 'READY'];

const kronor = (value: number) => `${formatAmount(value)} kr`;

function yesNo(value: boolean | null): string {
  if (value === null) return '-';
  return value ? 'Ja' : 'Nej';
}

function BasesTable({ list, open }: { list: ForwardBillingList; open: (basis: OpenedBasis) => void }) {
  // The case page is SAPPIS's; the page's other users open the basis here.
  const seesCases = hasAnyGroup(useCurrentUser().groups, groupsFor('case'));
  return (
    <Table data-testid="forward-billing-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Underlag</TableHead>
          <TableHead>Ärende</TableHead>
          <TableHead>Mottagare</TableHead>
          <TableHead>Kundnamn</TableHead>
          <TableHead>Löpnummer</TableHead>
          <TableHead>Vidarefakturering</TableHead>
          <TableHead>Fakturadatum</TableHead>
          <TableHead>Skapad av</TableHead>
          <TableHead className="text-right">Totalt</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {list.items.map((basis) => (
          <TableRow key={basis.id} data-basis-id={basis.id}>
            <TableCell className="tabular-nums">
              <Button
                variant="link"
                className="h-auto p-0 tabular-nums"
                aria-label={`Öppna underlag ${basis.id}`}
                onClick={() =>
                  open({ id: basis.id, caseNumber: basis.caseNumber, caseVersion: basis.caseVersion })
                }
              >
                {basis.id}
              </Button>
            </TableCell>
            <TableCell className="font-medium">
              {seesCases ? (
                <Link to={`/sappis/cases/${basis.caseNumber}`} className="text-primary hover:underline">
                  {basis.caseNumber}
                </Link>
              ) : (
                basis.caseNumber
              )}
            </TableCell>
            <TableCell>{INVOICE_BASIS_CUSTOMER_TYPE_LABELS[basis.customerType]}</TableCell>
            <TableCell>{basis.customerName ?? '-'}</TableCell>
            <TableCell>{basis.invoiceAo || '-'}</TableCell>
            <TableCell>{yesNo(basis.forwardBilling)}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {basis.invoiceDate ? formatDate(basis.invoiceDate) : '-'}
            </TableCell>
            <TableCell>{basis.createdBy}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{kronor(basis.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={8} className="font-medium">
            Summa för alla {list.count === 1 ? '1 underlag' : `${list.count} underlag`}
          </TableCell>
          <TableCell
            className="text-right font-medium whitespace-nowrap tabular-nums"
            data-testid="forward-billing-sum"
          >
            {kronor(list.sum)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/**
 * /sappis/vidarefakturering — every invoice basis across cases of one status (Pågående or Redo att faktureras,
 * document 3 panel 27), optionally only those with or without forward billing, 25 a page with each basis' total
 * and the sum of all that match; filters and page live in the URL. A basis opens here to be edited, marked
 * invoiced and printed (the page's groups need no case page for it).
 */
export function ForwardBillingPage() {
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<OpenedBasis | null>(null);
  const filters = parseFilters(params);
  const query = trpc.invoiceBases.all.useQuery(
    {
      status: filters.status,
      page: filters.page,
      ...(filters.forwardBilling === undefined ? {} : { forwardBilling: filters.forwardBilling }),
    },
    { placeholderData: keepPreviousData },
  );
  const update = (next: Partial<ForwardBillingFilters>) =>
    setParams(filterParams({ ...filters, page: 1, ...next }));

  const list = query.data;
  let body: ReactNode;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError || !list) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-slate-700">
        <p>Kunde inte hämta faktureringsunderlag.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Försök igen
        </Button>
      </div>
    );
  } else if (list.count === 0) {
    body = (
      <p className="text-sm text-muted-foreground" data-testid="forward-billing-empty">
        Inga faktureringsunderlag med status {INVOICE_BASIS_STATUS_LABELS[filters.status].toLowerCase()}.
      </p>
    );
  } else {
    body = (
      <Card
        aria-busy={query.isPlaceholderData}
        className={query.isPlaceholderData ? 'opacity-60' : undefined}
      >
        <BasesTable list={list} open={setOpened} />
        <Pager
          page={list.page}
          pages={pageCount(list.count, list.pageSize)}
          onPage={(page) => update({ page })}
          className="justify-end px-5 py-3 text-sm"
        />
      </Card>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader
        title="Vidarefakturering"
        description="Faktureringsunderlag från alla ärenden"
        actions={
          <>
            <div className="flex items-center gap-2">
              <Label htmlFor="forward-billing-status">Status</Label>
              <NativeSelect
                id="forward-billing-status"
                value={filters.status}
                onChange={(event) => update({ status: event.target.value as ForwardBillingListStatus })}
              >
                {STATUS_OPTIONS.map((status) => (
                  <option key={status} value={status}>
                    {INVOICE_BASIS_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex items-center gap-2">
              <Label htmlFor="forward-billing-filter">Vidarefakturering</Label>
              <NativeSelect
                id="forward-billing-filter"
                value={filters.forwardBilling === undefined ? '' : String(filters.forwardBilling)}
                onChange={(event) =>
                  update({
                    forwardBilling: event.target.value === '' ? undefined : event.target.value === 'true',
                  })
                }
              >
                <option value="">Alla</option>
                <option value="true">Ja</option>
                <option value="false">Nej</option>
              </NativeSelect>
            </div>
          </>
        }
      />
      {body}
      <ForwardBillingBasis opened={opened} close={() => setOpened(null)} />
    </div>
  );
}
