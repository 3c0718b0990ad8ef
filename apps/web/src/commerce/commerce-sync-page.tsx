import { COMMERCE_TEXTS } from '@sappis/shared/commerce/commerce-admin';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

/**
 * /sappis/sync ({product}_IT): sends our product catalogue (with today's prices) and running campaigns to
 * commerce, so the web shop sells what Sappis sells; every run is listed with its counts.
 */
export function CommerceSyncPage() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const { requestId, renew } = useRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const runs = trpc.commerceSync.runs.useQuery();
  const run = trpc.commerceSync.run.useMutation({
    onSuccess: () => {
      renew();
      setFailure(null);
      void utils.commerceSync.runs.invalidate();
      void utils.commerce.product.invalidate();
      void utils.commerce.campaign.invalidate();
      toast(COMMERCE_TEXTS.syncDone, { severity: 'success' });
    },
    onError: (error) => {
      renew();
      setFailure(userMessageOf(error));
    },
  });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Synka commerce"
        description="Skickar produktkatalogen med dagens priser och de kampanjer som pågår till Commerce, så att webbshoppen säljer samma utbud som Sappis."
      />
      <Card className="flex flex-col gap-3 p-5">
        <p className="text-sm">
          Synka efter att produkter, priser eller kampanjer har ändrats. Synkningen ändrar inget i Sappis.
        </p>
        <Button className="self-start" disabled={run.isPending} onClick={() => run.mutate({ requestId })}>
          {run.isPending ? 'Synkar...' : 'Synka commerce'}
        </Button>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
      </Card>
      <Card>
        <Table aria-label="Synkningar">
          <TableHeader>
            <TableRow>
              <TableHead>Körd</TableHead>
              <TableHead>Av</TableHead>
              <TableHead className="text-right">Produkter</TableHead>
              <TableHead className="text-right">Med pris</TableHead>
              <TableHead className="text-right">Kampanjer</TableHead>
              <TableHead className="text-right">Nya</TableHead>
              <TableHead className="text-right">Borttagna</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {runs.isError && (
              <TableRow>
                <TableCell colSpan={7} role="alert" className="text-destructive">
                  {userMessageOf(runs.error, 'Kunde inte hämta synkningarna.')}
                </TableCell>
              </TableRow>
            )}
            {runs.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} className="text-center text-muted-foreground">
                  {COMMERCE_TEXTS.noSyncRuns}
                </TableCell>
              </TableRow>
            )}
            {runs.data?.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{formatDateTime(item.startedAt)}</TableCell>
                <TableCell>{item.startedBy ?? '–'}</TableCell>
                <TableCell className="text-right tabular-nums">{item.products}</TableCell>
                <TableCell className="text-right tabular-nums">{item.prices}</TableCell>
                <TableCell className="text-right tabular-nums">{item.campaigns}</TableCell>
                <TableCell className="text-right tabular-nums">{item.added}</TableCell>
                <TableCell className="text-right tabular-nums">{item.removed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
