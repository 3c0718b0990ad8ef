import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { SuggestionForm } from './suggestion-form.tsx';
import { categoriesOf, useSuggestions } from './use-suggestions.ts';

const EMPTY = { category: '', title: '', message: '' };

/** /sappis/suggestions: autoreply suggestions by category; create, edit, delete. */
export function SuggestionsPage() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const suggestions = useSuggestions();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { requestId, renew } = useRequestId();
  const onError = (error: unknown) => toast(userMessageOf(error), { severity: 'error' });
  const refresh = () => void utils.suggestions.list.invalidate();
  const create = trpc.suggestions.create.useMutation({
    onSuccess: () => {
      refresh();
      setFormKey((key) => key + 1);
      renew();
      toast('Förslaget har skapats', { severity: 'success' });
    },
    onError,
  });
  const update = trpc.suggestions.update.useMutation({
    onSuccess: () => {
      refresh();
      setEditing(null);
    },
    onError,
  });
  const remove = trpc.suggestions.delete.useMutation({
    onSuccess: () => {
      refresh();
      setDeleting(null);
    },
    onError,
  });

  if (suggestions.isPending) return <PageLoading />;
  if (suggestions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(suggestions.error, 'Kunde inte hämta förslag.')}
      </p>
    );
  }
  const categories = categoriesOf(suggestions.data);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader title="Förslag" description="Svarsförslag som kan infogas i meddelanden på ärenden." />
      <Card>
        <CardHeader>
          <CardTitle>Nytt förslag</CardTitle>
        </CardHeader>
        <CardContent>
          <SuggestionForm
            key={formKey}
            initial={EMPTY}
            categories={categories}
            submitLabel="Skapa förslag"
            busy={create.isPending}
            onSubmit={(fields) => create.mutate({ ...fields, requestId })}
          />
        </CardContent>
      </Card>
      {categories.map((category) => (
        <Card key={category} data-testid="suggestion-category">
          <CardHeader>
            <CardTitle>{category}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y">
              {suggestions.data
                .filter((suggestion) => suggestion.category === category)
                .map((suggestion) => (
                  <li key={suggestion.id} className="py-3">
                    {editing === suggestion.id ? (
                      <SuggestionForm
                        initial={suggestion}
                        categories={categories}
                        submitLabel="Spara"
                        busy={update.isPending}
                        onSubmit={(fields) => update.mutate({ id: suggestion.id, ...fields })}
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <div className="flex items-start justify-between gap-3">
                        <div className="min-w-0">
                          <p className="text-sm font-medium">{suggestion.title}</p>
                          <p className="whitespace-pre-line text-sm text-slate-700">{suggestion.message}</p>
                        </div>
                        <div className="flex shrink-0 gap-2">
                          <Button size="sm" variant="outline" onClick={() => setEditing(suggestion.id)}>
                            Redigera
                          </Button>
                          {deleting === suggestion.id ? (
                            <Button
                              size="sm"
                              variant="destructive"
                              disabled={remove.isPending}
                              onClick={() => remove.mutate({ id: suggestion.id })}
                            >
                              Bekräfta borttagning
                            </Button>
                          ) : (
                            <Button size="sm" variant="outline" onClick={() => setDeleting(suggestion.id)}>
                              Ta bort
                            </Button>
                          )}
                        </div>
                      </div>
                    )}
                  </li>
                ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
