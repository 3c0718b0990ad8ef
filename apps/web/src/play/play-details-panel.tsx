import { playTexts } from '@sappis/shared/play/play';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useProductName } from '@/system/product-name.tsx';

/** Play details: the play service data, set or remove the play external id, and reset the play account. */
export default function PlayDetailsPanel({ customer }: PanelProps) {
  const customerNumber = customer.customerNumber;
  const query = trpc.play.details.useQuery({ customerNumber });
  const [externalId, setExternalId] = useState('');
  const toast = useToast();
  const texts = playTexts(useProductName());
  const utils = trpc.useUtils();
  const setMutation = trpc.play.setExternalId.useMutation();
  const removeMutation = trpc.play.removeExternalId.useMutation();
  const resetMutation = trpc.play.reset.useMutation();
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!query.data) return <p className="text-sm text-destructive">{userMessageOf(query.error)}</p>;
  const play = query.data;
  const busy = setMutation.isPending || removeMutation.isPending || resetMutation.isPending;

  const refresh = () =>
    Promise.all([
      utils.play.details.invalidate({ customerNumber }),
      utils.customers.byNumber.invalidate({ customerNumber }),
    ]);
  const save = async () => {
    try {
      await setMutation.mutateAsync({ customerNumber, externalId });
      setExternalId('');
      await refresh();
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };
  const reset = async () => {
    try {
      await resetMutation.mutateAsync({ customerNumber });
      await utils.play.details.invalidate({ customerNumber });
      toast(texts.resetDone, { severity: 'success', duration: 5000 });
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };
  const remove = async () => {
    try {
      await removeMutation.mutateAsync({ customerNumber });
      await refresh();
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="play-details">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-muted-foreground">Tjänst</dt>
        <dd>{play.service ?? '-'}</dd>
        <dt className="text-muted-foreground">Aktiv</dt>
        <dd>{play.active ? 'Ja' : 'Nej'}</dd>
        <dt className="text-muted-foreground">Aktiverad</dt>
        <dd>{play.activated ? 'Ja' : 'Nej'}</dd>
        <dt className="text-muted-foreground">Externt id</dt>
        <dd>{play.externalId ?? '-'}</dd>
        <dt className="text-muted-foreground">Kopplad e-postadress</dt>
        <dd>{play.linkedEmail ?? '-'}</dd>
        <dt className="text-muted-foreground">Utbud</dt>
        <dd>{play.channels.length} kanaler</dd>
      </dl>
      {play.externalId ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy || !play.canReset} onClick={reset}>
              {texts.reset}
            </Button>
            <Button variant="outline" disabled={busy} onClick={remove}>
              {texts.removeId}
            </Button>
          </div>
          {play.resetUrl && (
            <p className="text-sm text-muted-foreground">
              Kunden kopplar kontot på{' '}
              <a className="underline" href={play.resetUrl} target="_blank" rel="noreferrer">
                {play.resetUrl}
              </a>
            </p>
          )}
        </div>
      ) : (
        <>
          <FormField
            id="play-external-id"
            label={texts.idLabel}
            value={externalId}
            onChange={setExternalId}
          />
          <Button className="self-start" disabled={busy || externalId.trim() === ''} onClick={save}>
            Spara
          </Button>
        </>
      )}
    </div>
  );
}
