import {
  CUSTOMER_SYNC_SUCCESS_MS,
  CUSTOMER_SYNC_TEXTS,
  type CustomerSyncTarget,
} from '@sappis/shared/customer-account';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';

type SyncState = 'idle' | 'syncing' | 'synced' | 'failed';

/**
 * 'Synka kund' (document 3 panel 24): syncs the customer, or syncs it to the accounting system. While it runs:
 * 'Synkar kund, det kan ta en liten stund.'; then 'Kund synkad.' for 1.5 s and the customer is reloaded, or
 * 'Någonting gick fel vid synkning av kund.'.
 */
export default function CustomerSyncPanel({ customer }: PanelProps) {
  const customerNumber = customer.customerNumber;
  const utils = trpc.useUtils();
  const [state, setState] = useState<SyncState>('idle');
  const sync = trpc.customerSync.sync.useMutation({
    onMutate: () => setState('syncing'),
    onSuccess: () => setState('synced'),
    onError: () => setState('failed'),
  });
  useEffect(() => {
    if (state !== 'synced') return;
    const timer = setTimeout(() => {
      setState('idle');
      void utils.customers.byNumber.invalidate({ customerNumber });
    }, CUSTOMER_SYNC_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state, utils, customerNumber]);

  const run = (target: CustomerSyncTarget) => {
    if (state === 'syncing') return;
    sync.mutate({ customerNumber, target });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button disabled={state === 'syncing'} onClick={() => run('customer')}>
          Synka kund
        </Button>
        <Button variant="outline" disabled={state === 'syncing'} onClick={() => run('accounting')}>
          Synka till ekonomisystemet
        </Button>
      </div>
      {state === 'syncing' && (
        <p role="status" className="text-sm text-muted-foreground">
          {CUSTOMER_SYNC_TEXTS.syncing}
        </p>
      )}
      {state === 'synced' && (
        <p role="status" className="text-sm text-emerald-700">
          {CUSTOMER_SYNC_TEXTS.synced}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {CUSTOMER_SYNC_TEXTS.failed}
        </p>
      )}
    </div>
  );
}
