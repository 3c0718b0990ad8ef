import { canEditDisruptions, DISRUPTION_TEXTS } from '@sappis/shared/disruptions/disruptions';
import { useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { type Disruption, DisruptionCard } from './disruption-card.tsx';
import { DisruptionForm } from './disruption-form.tsx';
import { disruptionFormOf, emptyDisruptionForm } from './disruption-form-model.ts';
import { useDisruptionsLive } from './use-disruptions-live.ts';

function CreateDisruption() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [formKey, setFormKey] = useState(0);
  const { requestId, renew } = useRequestId();
  const create = trpc.disruptions.create.useMutation({
    onSuccess: () => {
      void utils.disruptions.list.invalidate();
      setFormKey((key) => key + 1);
      renew();
      toast(DISRUPTION_TEXTS.created, { severity: 'success' });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ny driftstörning</CardTitle>
      </CardHeader>
      <CardContent>
        <DisruptionForm
          key={formKey}
          mode="create"
          initial={emptyDisruptionForm()}
          submitLabel="Skapa störning"
          busy={create.isPending}
          error={create.error ? userMessageOf(create.error) : null}
          onSubmit={(input) => create.mutate({ ...input, requestId })}
        />
      </CardContent>
    </Card>
  );
}

function UpdateDisruption({ disruption, close }: { disruption: Disruption; close: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const { requestId } = useRequestId();
  const update = trpc.disruptions.update.useMutation({
    onSuccess: () => {
      void utils.disruptions.list.invalidate();
      toast(DISRUPTION_TEXTS.updated, { severity: 'success' });
      close();
    },
  });
  return (
    <DisruptionForm
      mode="update"
      initial={disruptionFormOf(disruption)}
      submitLabel="Spara"
      busy={update.isPending}
      error={update.error ? userMessageOf(update.error) : null}
      onSubmit={(input) => update.mutate({ ...input, id: disruption.id, requestId })}
      onCancel={close}
    />
  );
}

/** /sappis/disruptions ('Driftstatus'): the operating disruptions, live; editors create and update them. */
export function DisruptionsPage() {
  const user = useCurrentUser();
  const editor = canEditDisruptions(user.groups);
  useDisruptionsLive();
  const disruptions = trpc.disruptions.list.useQuery();
  const [editing, setEditing] = useState<number | null>(null);

  if (disruptions.isPending) return <PageLoading />;
  if (disruptions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(disruptions.error, 'Kunde inte hämta driftstörningarna.')}
      </p>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader title="Driftstatus" description="Pågående och åtgärdade driftstörningar." />
      {editor && <CreateDisruption />}
      {disruptions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Inga driftstörningar.</p>
      ) : (
        <div className="flex flex-col gap-3" data-testid="disruption-list">
          {disruptions.data.map((disruption) => (
            <DisruptionCard
              key={disruption.id}
              disruption={disruption}
              actions={
                editor && editing !== disruption.id ? (
                  <Button size="sm" variant="outline" onClick={() => setEditing(disruption.id)}>
                    Uppdatera
                  </Button>
                ) : null
              }
            >
              {editing === disruption.id && (
                <UpdateDisruption disruption={disruption} close={() => setEditing(null)} />
              )}
            </DisruptionCard>
          ))}
        </div>
      )}
    </div>
  );
}
