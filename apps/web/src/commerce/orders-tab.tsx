import {
  COMMERCE_CHANNEL_LABELS,
  COMMERCE_ORDER_STATUS_LABELS,
  COMMERCE_TEXTS,
  type CommerceChannelKey,
  type CommerceOrderStatusKey,
} from '@sappis/shared/commerce/commerce-admin';
import { useId, useState } from 'react';
import { Pager } from '@/components/pager.tsx';
import { Card } from '@/components/ui/card.tsx';
import { DatePicker } from '@/components/ui/date-picker.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { formatKr, OrderStatusBadge } from './commerce-labels.tsx';
import { FilterSelect } from './filter-select.tsx';
import { OrderDetailsSheet } from './order-details-sheet.tsx';

/** The orders of the web shop and of Sappis, filtered by status, channel, number or product and days. */
export function OrdersTab() {
  const id = useId();
  const [status, setStatus] = useState<CommerceOrderStatusKey | null>(null);
  const [channel, setChannel] = useState<CommerceChannelKey | null>(null);
  const [query, setQuery] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const orders = trpc.commerce.orders.useQuery(
    { status, channel, query: query.trim(), from, to, page },
    { placeholderData: (previous) => previous },
  );
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-5">
        <FilterSelect
          label="Status"
          labels={COMMERCE_ORDER_STATUS_LABELS}
          value={status}
          onChange={filter(setStatus)}
        />
        <FilterSelect
          label="Kanal"
          labels={COMMERCE_CHANNEL_LABELS}
          value={channel}
          onChange={filter(setChannel)}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-query`}>Kund-, avtals-, ordernr eller produkt</Label>
          <Input
            id={`${id}-query`}
            type="search"
            value={query}
            placeholder="t.ex. 100234 eller BAS500"
            onChange={(event) => filter(setQuery)(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-from`}>Från</Label>
          <DatePicker id={`${id}-from`} label="Från" value={from} onChange={filter(setFrom)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-to`}>Till</Label>
          <DatePicker id={`${id}-to`} label="Till" value={to} onChange={filter(setTo)} />
        </div>
      </Card>
      <Card>
        <Table aria-label="Ordrar">
          <TableHeader>
            <TableRow>
              <TableHead>Order</TableHead>
              <TableHead>Lagd</TableHead>
              <TableHead>Kanal</TableHead>
              <TableHead>Kund</TableHead>
              <TableHead>Avtal</TableHead>
              <TableHead className="text-right">Per månad</TableHead>
              <TableHead className="text-right">Engång</TableHead>
              <TableHead className="text-right">E-post</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.isError && (
              <TableRow>
                <TableCell colSpan={9} role="alert" className="text-destructive">
                  {userMessageOf(orders.error, 'Kunde inte hämta ordrarna.')}
                </TableCell>
              </TableRow>
            )}
            {orders.data?.orders.length === 0 && (
              <TableRow>
                <TableCell colSpan={9} className="text-center text-muted-foreground">
                  {COMMERCE_TEXTS.noOrders}
                </TableCell>
              </TableRow>
            )}
            {orders.data?.orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <button
                    type="button"
                    className="font-medium text-primary underline-offset-2 hover:underline"
                    onClick={() => setOpenId(order.id)}
                  >
                    Order {order.id}
                  </button>
                </TableCell>
                <TableCell>{formatDateTime(order.placedAt)}</TableCell>
                <TableCell>{COMMERCE_CHANNEL_LABELS[order.channel]}</TableCell>
                <TableCell>
                  {order.customerNumber ?? '–'}
                  {order.customerName && (
                    <span className="block text-xs text-muted-foreground">{order.customerName}</span>
                  )}
                </TableCell>
                <TableCell>{order.agreementNumber ?? '–'}</TableCell>
                <TableCell className="text-right tabular-nums">{formatKr(order.monthlyTotal)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatKr(order.oneOffTotal)}</TableCell>
                <TableCell className="text-right tabular-nums">{order.emailCount}</TableCell>
                <TableCell>
                  <OrderStatusBadge status={order.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {orders.data && (
        <p className="text-sm text-muted-foreground" data-testid="commerce-order-total">
          {orders.data.total} ordrar
        </p>
      )}
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} className="justify-center" />}
      <OrderDetailsSheet orderId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
