import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/**
 * The tags of a case (embedded on the case page): shown as pills, automatic ones marked, added by
 * name (an existing tag or a new one) and removed; changes by anyone show live. A tag change is a case
 * change: it carries the case `version` the page shows (or the one the own last change produced, until the
 * page has refetched), so a change made on a stale page is refused instead of overwriting; after a change
 * the case page is refetched (its version and history).
 */
export function CaseTags({
  caseId,
  caseNumber,
  version,
}: {
  caseId: number;
  caseNumber: number;
  version: number;
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The version the own last change produced (of this case: the page may move on to another one).
  const [own, setOwn] = useState<{ caseId: number; version: number } | null>(null);
  const currentVersion = own?.caseId === caseId ? Math.max(version, own.version) : version;
  const tags = trpc.tags.list.useQuery({ caseIds: [caseId] });
  const catalogue = trpc.tags.list.useQuery({ hideAutomatic: true });
  trpc.tags.onChanged.useSubscription(
    { caseId },
    {
      onStarted: () => void utils.tags.list.invalidate(),
      onData: ({ data: event }) => {
        if (
          event.type === 'resync' ||
          event.type === 'tag.renamed' ||
          event.type === 'tag.catalogueChanged'
        ) {
          void utils.tags.list.invalidate();
        } else {
          void utils.tags.list.invalidate({ caseIds: [caseId] });
        }
      },
    },
  );
  const onError = (failure: unknown) => setError(userMessageOf(failure));
  const onSuccess = (result: { version: number }) => {
    setError(null);
    setOwn((known) => ({
      caseId,
      version: known?.caseId === caseId ? Math.max(known.version, result.version) : result.version,
    }));
    void utils.tags.list.invalidate({ caseIds: [caseId] });
    void utils.cases.byNumber.invalidate({ caseNumber });
  };
  const add = trpc.tags.addToCase.useMutation({
    onSuccess: (result) => {
      setName('');
      onSuccess(result);
      void utils.tags.list.invalidate({ hideAutomatic: true });
    },
    onError,
  });
  const remove = trpc.tags.removeFromCase.useMutation({ onSuccess, onError });
  // One change at a time: each carries the version the one before produced.
  const busy = add.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted || busy) return;
    const existing = catalogue.data?.find((tag) => tag.name.toLowerCase() === wanted.toLowerCase());
    add.mutate(
      existing
        ? { caseId, version: currentVersion, tagId: existing.id }
        : { caseId, version: currentVersion, name: wanted },
    );
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-title`} data-testid="case-tags">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Taggar <span className="sr-only">för ärende {caseNumber}</span>
      </h3>
      {tags.isError && <p className="text-sm text-destructive">Kunde inte hämta taggar.</p>}
      {tags.data && tags.data.length === 0 && <p className="text-sm text-muted-foreground">Inga taggar.</p>}
      {tags.data && tags.data.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {tags.data.map((tag) => (
            <li key={tag.id}>
              <Badge
                variant={tag.automatic ? 'secondary' : 'outline'}
                title={tag.automatic ? 'Automatisk tagg' : undefined}
              >
                {tag.name}
                {tag.automatic && <span className="sr-only"> (automatisk)</span>}
                <button
                  type="button"
                  className="rounded-full hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Ta bort taggen ${tag.name}`}
                  disabled={busy}
                  onClick={() => remove.mutate({ caseId, version: currentVersion, id: tag.id })}
                >
                  <X className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <form className="flex gap-2" onSubmit={submit}>
        <Input
          aria-label="Ny tagg"
          placeholder="Lägg till tagg"
          list={`${id}-catalogue`}
          value={name}
          maxLength={50}
          onChange={(event) => setName(event.target.value)}
          className="h-8 max-w-56"
        />
        <datalist id={`${id}-catalogue`}>
          {catalogue.data?.map((tag) => (
            <option key={tag.id} value={tag.name} />
          ))}
        </datalist>
        <Button type="submit" size="sm" variant="outline" disabled={busy || !name.trim()}>
          Lägg till
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
