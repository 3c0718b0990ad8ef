import {
  canRetry,
  PROVISIONING_ACTION_LABELS,
  PROVISIONING_CATEGORIES,
  PROVISIONING_CATEGORY_LABELS,
  PROVISIONING_PLATFORM_LABELS,
  PROVISIONING_STATUSES,
  PROVISIONING_TEXTS,
  type ProvisioningFilter,
  type ProvisioningPlatform,
  statusesIn,
} from '@sappis/shared/provisioning/provisioning-rules';
import { RotateCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Pager } from '@/components/pager.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { ProvisioningStatusBadge } from './provisioning-status-badge.tsx';
import { useProvisioningLive } from './use-provisioning-live.ts';

/** One request id per order until its retry succeeded: a double click or a resend after an error acts once. */
function useRetryRequestIds() {
  const ids = useRef(new Map<number, string>());
  return {
    of(orderId: number) {
      let id = ids.current.get(orderId);
      if (!id) {
        id = crypto.randomUUID();
        ids.current.set(orderId, id);
      }
      return id;
    },
    renew(orderId: number) {
      ids.current.delete(orderId);
    },
  };
}

/**
 * /sappis/provisionering: the provisioning orders of agreement rows against the network and the TV platform with
 * the partners' status codes (document 3 section 4); filter by status, resend a failed one, live status.
 */
export function ProvisioningPage() {
  const id = useId();
  const toast = useToast();
  const [filter, setFilter] = useState<ProvisioningFilter>('ALL');
  const [platform, setPlatform] = useState<ProvisioningPlatform | ''>('');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const requestIds = useRetryRequestIds();
  useProvisioningLive();
  const orders = trpc.provisioning.list.useQuery(
    { filter, platform: platform || null, query, page },
    { placeholderData: (previous) => previous },
  );
  const retry = trpc.provisioning.retry.useMutation({
    onSuccess: (answer) => {
      requestIds.renew(answer.order.id);
      toast(answer.message, { severity: canRetry(answer.order.status) ? 'warning' : 'success' });
    },
    onError: (error) => toast(userMessageOf(error), { severity: 'error' }),
  });

  const counts = new Map(orders.data?.countsByStatus.map((item) => [item.status, item.count]));
  const countOf = (statuses: readonly string[]) =>
    statuses.reduce((sum, status) => sum + (counts.get(status as never) ?? 0), 0);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageHeader
        title="Provisionering"
        description="Ordrar av avtalsrader mot nätets kommunikationsoperatörer och TV-plattformen, med partnerns statuskod. Misslyckade ordrar kan skickas om; statusen uppdateras direkt för alla som har sidan öppen."
      />
      <Card className="p-4">
        <form
          className="grid gap-3 sm:grid-cols-[1fr_12rem_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            change(setQuery)(typed.trim());
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <NativeSelect
              id={`${id}-status`}
              value={filter}
              onChange={(event) => change(setFilter)(event.target.value as ProvisioningFilter)}
            >
              <option value="ALL">Alla ({countOf(PROVISIONING_STATUSES)})</option>
              <optgroup label="Kategori">
                {PROVISIONING_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {PROVISIONING_CATEGORY_LABELS[category]} ({countOf(statusesIn(category))})
                  </option>
                ))}
              </optgroup>
              <optgroup label="Statuskod">
                {PROVISIONING_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status} ({countOf([status])})
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-platform`}>Plattform</Label>
            <NativeSelect
              id={`${id}-platform`}
              value={platform}
              onChange={(event) => change(setPlatform)(event.target.value as ProvisioningPlatform | '')}
            >
              <option value="">Alla</option>
              <option value="NETWORK">{PROVISIONING_PLATFORM_LABELS.NETWORK}</option>
              <option value="TV">{PROVISIONING_PLATFORM_LABELS.TV}</option>
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-query`}>Avtal, kundnummer eller partnerreferens</Label>
            <Input id={`${id}-query`} value={typed} onChange={(event) => setTyped(event.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            Sök
          </Button>
        </form>
      </Card>
      <Card>
        <Table aria-label="Provisioneringsordrar">
          <TableHeader>
            <TableRow>
              <TableHead>Order</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Plattform</TableHead>
              <TableHead>Avtal</TableHead>
              <TableHead>Produkt</TableHead>
              <TableHead>Meddelande</TableHead>
              <TableHead className="text-right">Försök</TableHead>
              <TableHead>Senast skickad</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.isPending && (
              <TableRow>
                <TableCell colSpan={9} className="text-muted-foreground">
                  Hämtar ordrar...
                </TableCell>
              </TableRow>
            )}
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
                  {PROVISIONING_TEXTS.empty}
                </TableCell>
              </TableRow>
            )}
            {orders.data?.orders.map((order) => (
              <TableRow key={order.id} data-testid={`provisioning-order-${order.id}`} className="align-top">
                <TableCell className="tabular-nums">
                  {order.id}
                  {order.partnerReference && (
                    <span className="block font-mono text-xs text-muted-foreground">
                      {order.partnerReference}
                    </span>
                  )}
                </TableCell>
                <TableCell>
                  <ProvisioningStatusBadge status={order.status} />
                </TableCell>
                <TableCell>
                  {PROVISIONING_PLATFORM_LABELS[order.platform]}
                  <span className="block text-xs text-muted-foreground">
                    {PROVISIONING_ACTION_LABELS[order.action]} · {order.partner}
                  </span>
                  <span className="block text-xs text-muted-foreground">Gäller från {order.dueOn}</span>
                </TableCell>
                <TableCell>
                  <AppLink to={customerViewPath(order.customerNumber)} className="text-primary underline">
                    {order.agreementNumber}
                  </AppLink>
                  <span className="block text-xs text-muted-foreground">
                    {order.customerName}, {order.deliveryAddress}
                  </span>
                </TableCell>
                <TableCell>
                  {order.productName}
                  <span className="block text-xs text-muted-foreground">
                    {order.productNumber}
                    {order.cardNumber ? ` · kort ${order.cardNumber}` : ''}
                  </span>
                </TableCell>
                <TableCell className="max-w-64 text-sm">{order.message ?? '-'}</TableCell>
                <TableCell className="text-right tabular-nums">{order.attempts}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {order.attempts === 0 ? '-' : formatDateTime(order.lastAttemptAt)}
                </TableCell>
                <TableCell>
                  {canRetry(order.status) && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={retry.isPending && retry.variables?.orderId === order.id}
                      onClick={() => retry.mutate({ requestId: requestIds.of(order.id), orderId: order.id })}
                    >
                      <RotateCw aria-hidden="true" />
                      Skicka om
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} className="justify-center" />}
    </div>
  );
}
