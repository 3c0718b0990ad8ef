import { MERGE, MERGE_TEXTS, planMerge } from '@sappis/shared/customers/merge/merge';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { forgetCustomer } from '@/shell/use-recent-customers.ts';

type Candidate = { customerNumber: number; name: string; personalId: string; deliveryAddress: string | null };

/** The search text once typing has stopped for 500 ms (document 3 section 9). */
function useDebounced(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/**
 * Merge customers (document 3 panel 2): search another customer, pick one, confirm. The picked customer is merged
 * into the open one (KundNrFran the picked, KundNrTill the open); Ja only for the same personal number. A merge
 * says so, and the merged-away customer leaves the side menu's 'Kunder'.
 */
export default function MergePanel({ customer, close }: PanelProps) {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), MERGE.searchDebounceMs);
  const [picked, setPicked] = useState<Candidate | null>(null);
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const { username } = useCurrentUser();
  const toast = useToast();
  const search = trpc.customers.mergeCandidates.useQuery(
    { customerNumber: customer.customerNumber, query },
    { enabled: query.length >= MERGE.searchMinLength, retry: false },
  );
  const mutation = trpc.customers.merge.useMutation({
    onSuccess: (merged) => {
      renew();
      forgetCustomer(username, merged.fromCustomerNumber);
      void utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      toast(MERGE_TEXTS.success, { severity: 'success' });
      close();
    },
  });
  const outcome = picked
    ? planMerge(
        {
          customerNumber: picked.customerNumber,
          name: picked.name,
          personalId: picked.personalId,
          merged: false,
        },
        {
          customerNumber: customer.customerNumber,
          name: customer.name,
          personalId: customer.personalId ?? '',
          merged: false,
        },
      )
    : null;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="merge-search">Sök kund (kundnummer, personnummer eller namn)</Label>
        <Input id="merge-search" value={text} onChange={(event) => setText(event.target.value)} />
        {text.trim().length > 0 && text.trim().length < MERGE.searchMinLength && (
          <p className="text-xs text-muted-foreground">{MERGE_TEXTS.searchTooShort}</p>
        )}
      </div>
      {search.isFetching && <p className="text-sm text-muted-foreground">Söker...</p>}
      {search.data && search.data.length === 0 && <p className="text-sm">{MERGE_TEXTS.noHits}</p>}
      {search.data && search.data.length > 0 && (
        <ul aria-label="Sökresultat" className="flex flex-col divide-y rounded-md border text-sm">
          {search.data.map((hit) => (
            <li key={hit.customerNumber} className="flex items-center justify-between gap-2 p-2">
              <span>
                {`${hit.name}, ${hit.customerNumber}, ${hit.personalId}`}
                {hit.deliveryAddress ? `, ${hit.deliveryAddress}` : ''}
              </span>
              <Button size="sm" variant="outline" onClick={() => setPicked(hit)}>
                Välj
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={picked !== null} onOpenChange={(open) => !open && setPicked(null)}>
        <DialogContent className="w-[min(32rem,calc(100vw-2rem))] gap-3 p-4">
          <DialogTitle>{MERGE_TEXTS.title}</DialogTitle>
          <DialogDescription>
            {picked &&
              MERGE_TEXTS.confirm(
                `${picked.name} (${picked.customerNumber})`,
                `${customer.name} (${customer.customerNumber})`,
              )}
          </DialogDescription>
          {picked && (
            <p className="text-sm">
              Avtal, fakturor, ärenden, memon och e-post flyttas till {customer.customerNumber}; kund{' '}
              {picked.customerNumber} kan sedan inte användas.
            </p>
          )}
          {outcome && !outcome.ok && (
            <p role="alert" className="text-sm text-destructive">
              {outcome.refusal}
            </p>
          )}
          {mutation.error && (
            <p role="alert" className="text-sm text-destructive">
              {userMessageOf(mutation.error)}
            </p>
          )}
          <div className="flex gap-2">
            <Button
              disabled={!outcome?.ok || mutation.isPending}
              onClick={() =>
                picked &&
                mutation.mutate({
                  requestId,
                  fromCustomerNumber: picked.customerNumber,
                  toCustomerNumber: customer.customerNumber,
                })
              }
            >
              Ja
            </Button>
            <Button variant="outline" onClick={() => setPicked(null)}>
              Nej
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
