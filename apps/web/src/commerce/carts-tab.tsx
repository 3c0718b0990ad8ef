import {
  COMMERCE_ABANDONED_AFTER_HOURS,
  COMMERCE_CART_STATUS_LABELS,
  COMMERCE_CHANNEL_LABELS,
  COMMERCE_TEXTS,
  type CommerceCartStatusKey,
  type CommerceChannelKey,
} from '@sappis/shared/commerce/commerce-admin';
import { useState } from 'react';
import { Pager } from '@/components/pager.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { CartStatusBadge } from './commerce-labels.tsx';
import { FilterSelect } from './filter-select.tsx';
import { OrderDetailsSheet } from './order-details-sheet.tsx';

/** Carts: still open, abandoned (not ordered and untouched for a day: who to call back) or ordered. */
export function CartsTab() {
  const [status, setStatus] = useState<CommerceCartStatusKey | null>(null);
  const [channel, setChannel] = useState<CommerceChannelKey | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const carts = trpc.commerce.carts.useQuery(
    { status, channel, page },
    { placeholderData: (previous) => previous },
  );
  const pages = carts.data ? Math.max(1, Math.ceil(carts.data.total / carts.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-wrap items-end gap-3 p-4">
        <FilterSelect
          label="Status"
          labels={COMMERCE_CART_STATUS_LABELS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Kanal"
          labels={COMMERCE_CHANNEL_LABELS}
          value={channel}
          onChange={(value) => {
            setChannel(value);
            setPage(1);
          }}
        />
        <p className="text-xs text-muted-foreground">
          En kundvagn räknas som övergiven när den inte har beställts och inte rörts på{' '}
          {COMMERCE_ABANDONED_AFTER_HOURS} timmar.
        </p>
      </Card>
      <Card>
        <Table aria-label="Kundvagnar">
          <TableHeader>
            <TableRow>
              <TableHead>Kundvagn</TableHead>
              <TableHead>Skapad</TableHead>
              <TableHead>Senast ändrad</TableHead>
              <TableHead>Kanal</TableHead>
              <TableHead>Kund</TableHead>
              <TableHead>Innehåll</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Order</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {carts.isError && (
              <TableRow>
                <TableCell colSpan={8} role="alert" className="text-destructive">
                  {userMessageOf(carts.error, 'Kunde inte hämta kundvagnarna.')}
                </TableCell>
              </TableRow>
            )}
            {carts.data?.carts.length === 0 && (
              <TableRow>
                <TableCell colSpan={8} className="text-center text-muted-foreground">
                  {COMMERCE_TEXTS.noCarts}
                </TableCell>
              </TableRow>
            )}
            {carts.data?.carts.map((cart) => (
              <TableRow key={cart.id}>
                <TableCell>{cart.id}</TableCell>
                <TableCell>{formatDateTime(cart.createdAt)}</TableCell>
                <TableCell>{formatDateTime(cart.updatedAt)}</TableCell>
                <TableCell>{COMMERCE_CHANNEL_LABELS[cart.channel]}</TableCell>
                <TableCell>
                  {cart.customerNumber ?? '–'}
                  {cart.customerName && (
                    <span className="block text-xs text-muted-foreground">{cart.customerName}</span>
                  )}
                </TableCell>
                <TableCell className="font-mono text-xs">
                  {cart.productNumbers.join(', ')}
                  {cart.campaignCode && <span className="block">Kampanj {cart.campaignCode}</span>}
                </TableCell>
                <TableCell>
                  <CartStatusBadge status={cart.status} />
                  {cart.failedAttempts > 0 && (
                    <span className="block text-xs text-destructive">
                      {cart.failedAttempts} misslyckad order
                    </span>
                  )}
                </TableCell>
                <TableCell>
                  {cart.orderId === null ? (
                    '–'
                  ) : (
                    <button
                      type="button"
                      className="text-primary underline-offset-2 hover:underline"
                      onClick={() => setOpenId(cart.orderId)}
                    >
                      Order {cart.orderId}
                    </button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} className="justify-center" />}
      <OrderDetailsSheet orderId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
