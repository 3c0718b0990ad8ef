import { type FormEvent, useId, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { TagRow } from './tag-row.tsx';

/** /sappis/tags: the tag catalogue with usage counts; create, rename, set the rule, delete. */
export function TagsPage() {
  const id = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const catalogue = trpc.tags.catalogue.useQuery();
  trpc.tags.onChanged.useSubscription(
    {},
    {
      onStarted: () => void utils.tags.catalogue.invalidate(),
      onData: () => void utils.tags.catalogue.invalidate(),
    },
  );
  const [name, setName] = useState('');
  const [rule, setRule] = useState('');
  const onSuccess = () => void utils.tags.invalidate();
  const onError = (error: unknown) => toast(userMessageOf(error), { severity: 'error' });
  const { requestId, renew } = useRequestId();
  const create = trpc.tags.create.useMutation({
    onSuccess: () => {
      renew();
      setName('');
      setRule('');
      onSuccess();
      toast('Taggen har skapats', { severity: 'success' });
    },
    onError,
  });
  const rename = trpc.tags.rename.useMutation({ onSuccess, onError });
  const setTagRule = trpc.tags.setRule.useMutation({ onSuccess, onError });
  const remove = trpc.tags.delete.useMutation({ onSuccess, onError });
  const busy = rename.isPending || setTagRule.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate({ requestId, name, ruleCaseTypeId: rule ? Number(rule) : null });
  };

  if (catalogue.isPending) return <PageLoading />;
  if (catalogue.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(catalogue.error, 'Kunde inte hämta taggar.')}
      </p>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Taggar"
        description="Taggar på ärenden. En tagg med regel sätts automatiskt på ärenden av den ärendetypen."
      />
      <Card className="p-5">
        <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>Namn</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={50}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-rule`}>Regel</Label>
            <NativeSelect id={`${id}-rule`} value={rule} onChange={(event) => setRule(event.target.value)}>
              <option value="">Ingen regel (manuell)</option>
              {catalogue.data.caseTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            Skapa tagg
          </Button>
        </form>
      </Card>
      <Card>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Namn</TableHead>
              <TableHead>Regel (ärendetyp)</TableHead>
              <TableHead className="text-right">Används i</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Åtgärder</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {catalogue.data.tags.map((tag) => (
              <TagRow
                key={tag.id}
                tag={tag}
                caseTypes={catalogue.data.caseTypes}
                busy={busy}
                onRename={(next) => rename.mutate({ id: tag.id, name: next })}
                onSetRule={(ruleCaseTypeId) => setTagRule.mutate({ id: tag.id, ruleCaseTypeId })}
                onDelete={() => remove.mutate({ id: tag.id })}
              />
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
