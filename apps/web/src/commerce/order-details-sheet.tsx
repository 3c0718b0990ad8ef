import { COMMERCE_CHANNEL_LABELS, COMMERCE_TEXTS } from '@sappis/shared/commerce/commerce-admin';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { EmailStatusBadge, formatKr, OrderStatusBadge } from './commerce-labels.tsx';

/** One order: who, where, its lines and totals, why it failed, and its e-mails with delivery and HubSpot status. */
export function OrderDetailsSheet({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = trpc.commerce.order.useQuery({ id: orderId ?? 0 }, { enabled: orderId !== null });
  const data = order.data;
  const toast = useToast();
  const utils = trpc.useUtils();
  const hubspot = trpc.commerce.updateHubspotStatus.useMutation({
    onSuccess: () => {
      void utils.commerce.order.invalidate({ id: orderId ?? 0 });
      toast(COMMERCE_TEXTS.hubspotUpdated, { severity: 'success' });
    },
    onError: (error) => toast(userMessageOf(error), { severity: 'error' }),
  });
  return (
    <Sheet open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-[36rem] gap-4 overflow-y-auto p-5">
        <SheetTitle>Order {orderId}</SheetTitle>
        <SheetDescription>
          {data
            ? `${COMMERCE_CHANNEL_LABELS[data.channel]}, lagd ${formatDateTime(data.placedAt)}`
            : 'Hämtar ordern...'}
        </SheetDescription>
        {order.isError && (
          <p role="alert" className="text-sm text-destructive">
            {userMessageOf(order.error, 'Kunde inte hämta ordern.')}
          </p>
        )}
        {data && (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <OrderStatusBadge status={data.status} />
              </dd>
              {data.failureReason && (
                <>
                  <dt className="text-muted-foreground">Orsak</dt>
                  <dd>{data.failureReason}</dd>
                </>
              )}
              <dt className="text-muted-foreground">Kund</dt>
              <dd>
                {data.customerNumber ?? '–'} {data.customerName}
              </dd>
              <dt className="text-muted-foreground">Avtal</dt>
              <dd>{data.agreementNumber ?? '–'}</dd>
              <dt className="text-muted-foreground">Adress-id</dt>
              <dd>{data.addressId ?? '–'}</dd>
              <dt className="text-muted-foreground">Kampanj</dt>
              <dd>{data.campaignCode ?? '–'}</dd>
              <dt className="text-muted-foreground">Lagd av</dt>
              <dd>{data.placedBy ?? 'Kunden (webbshop)'}</dd>
              <dt className="text-muted-foreground">Kundvagn</dt>
              <dd>
                {data.cartId === null ? '–' : `${data.cartId}, skapad ${formatDateTime(data.cartCreatedAt)}`}
              </dd>
            </dl>
            <section aria-label="Orderrader" className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">Orderrader</h3>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Produkt</TableHead>
                    <TableHead>Benämning</TableHead>
                    <TableHead className="text-right">Pris</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.lines.map((line) => (
                    <TableRow key={line.id}>
                      <TableCell className="font-mono text-xs">{line.productNumber}</TableCell>
                      <TableCell>{line.name}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatKr(line.price)}
                        {line.oneOff ? ' (engång)' : '/mån'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <p className="text-right text-sm">
                Per månad {formatKr(data.monthlyTotal)} · Engång {formatKr(data.oneOffTotal)}
              </p>
            </section>
            <section aria-label="E-post" className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">E-post</h3>
              {data.emails.length === 0 ? (
                <p className="text-sm text-muted-foreground">{COMMERCE_TEXTS.noEmails}</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Skickat</TableHead>
                      <TableHead>Typ och ämne</TableHead>
                      <TableHead>Status</TableHead>
                      <TableHead>HubSpot</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.emails.map((email) => (
                      <TableRow key={email.id}>
                        <TableCell>{formatDateTime(email.createdAt)}</TableCell>
                        <TableCell>
                          {email.kind}
                          <span className="block text-xs text-muted-foreground">
                            {email.subject} → {email.recipient ?? 'saknar e-postadress'}
                          </span>
                        </TableCell>
                        <TableCell>
                          <EmailStatusBadge status={email.status} />
                        </TableCell>
                        <TableCell>
                          {email.hubspotStatus ?? '–'}
                          <Button
                            variant="link"
                            size="sm"
                            className="block h-auto p-0 text-xs"
                            disabled={hubspot.isPending}
                            onClick={() => hubspot.mutate({ emailId: email.id })}
                          >
                            Uppdatera
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </section>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
