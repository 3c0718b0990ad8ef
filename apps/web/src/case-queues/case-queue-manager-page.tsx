import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { QueueDefinitionSummary } from './queue-definition-summary.tsx';
import { EMPTY_QUEUE, QueueForm, type QueueFormValue } from './queue-form.tsx';
import { moveInOrder } from './queue-model.ts';
import { useQueueChanges } from './use-queue-changes.ts';

type QueueDefinition = RouterOutputs['caseQueues']['definitions'][number];
type Editing = { mode: 'create' } | { mode: 'edit'; queue: QueueDefinition } | null;

function formValueOf(queue: QueueDefinition): QueueFormValue {
  const { id: _id, position: _position, ...definition } = queue;
  return definition;
}

/** /sappis/case-queue-manager — 'Hantera köer': create, edit, order and delete queues. */
export function CaseQueueManagerPage() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const queues = trpc.caseQueues.definitions.useQuery();
  const options = trpc.caseQueues.options.useQuery();
  useQueueChanges();
  const [editing, setEditing] = useState<Editing>(null);
  const { requestId, renew } = useRequestId();
  const closeForm = () => {
    setEditing(null);
    renew();
  };

  const changed = () => {
    void utils.caseQueues.definitions.invalidate();
    void utils.caseQueues.list.invalidate();
  };
  const onError = (error: unknown) => toast(userMessageOf(error), { severity: 'error' });
  const create = trpc.caseQueues.create.useMutation({
    onSuccess: () => {
      closeForm();
      changed();
      toast('Kön har skapats', { severity: 'success' });
    },
    onError,
  });
  const update = trpc.caseQueues.update.useMutation({
    onSuccess: (queue) => {
      setEditing(null);
      changed();
      void utils.caseQueues.get.invalidate({ id: queue.id });
      toast('Kön har sparats', { severity: 'success' });
    },
    onError,
  });
  const reorder = trpc.caseQueues.reorder.useMutation({
    onSuccess: (order) => utils.caseQueues.definitions.setData(undefined, order),
    onError: (error) => {
      onError(error);
      changed();
    },
  });
  const remove = trpc.caseQueues.delete.useMutation({
    onSuccess: () => {
      changed();
      toast('Kön har tagits bort', { severity: 'success' });
    },
    onError,
  });

  if (queues.isPending || options.isPending) return <PageLoading />;
  if (queues.isError || options.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(queues.error ?? options.error, 'Kunde inte hämta köerna.')}
      </p>
    );
  }
  const ids = queues.data.map((queue) => queue.id);
  const move = (id: number, step: -1 | 1) => reorder.mutate({ ids: moveInOrder(ids, id, step) });
  const confirmDelete = (queue: QueueDefinition) => {
    if (window.confirm(`Ta bort kön ${queue.name}?`)) remove.mutate({ id: queue.id });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Hantera köer"
        description="Köer är filter på ärenden. Ordningen här är ordningen i ärendeköerna."
        actions={
          editing === null && (
            <Button onClick={() => setEditing({ mode: 'create' })}>
              <Plus />
              Ny kö
            </Button>
          )
        }
      />
      {editing !== null && (
        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold">
            {editing.mode === 'create' ? 'Ny kö' : 'Redigera kö'}
          </h2>
          <QueueForm
            key={editing.mode === 'edit' ? editing.queue.id : 'new'}
            initial={editing.mode === 'edit' ? formValueOf(editing.queue) : EMPTY_QUEUE}
            options={options.data}
            submitLabel="Spara"
            pending={create.isPending || update.isPending}
            onCancel={closeForm}
            onSubmit={(definition) =>
              editing.mode === 'edit'
                ? update.mutate({ id: editing.queue.id, definition })
                : create.mutate({ ...definition, requestId })
            }
          />
        </Card>
      )}
      {queues.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Det finns inga köer ännu.</p>
      ) : (
        <Card>
          <ol className="divide-y" aria-label="Köer">
            {queues.data.map((queue, index) => (
              <li key={queue.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium">{queue.name}</span>
                  <QueueDefinitionSummary queue={queue} options={options.data} />
                </div>
                <div className="flex items-center gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Flytta upp ${queue.name}`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(queue.id, -1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Flytta ner ${queue.name}`}
                    disabled={index === queues.data.length - 1 || reorder.isPending}
                    onClick={() => move(queue.id, 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Redigera ${queue.name}`}
                    onClick={() => setEditing({ mode: 'edit', queue })}
                  >
                    <Pencil />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Ta bort ${queue.name}`}
                    disabled={remove.isPending}
                    onClick={() => confirmDelete(queue)}
                  >
                    <Trash2 />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
}
