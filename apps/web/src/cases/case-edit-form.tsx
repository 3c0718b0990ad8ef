import { CASE_HEADER_MAX, CASE_STATUSES, caseStatusName } from '@sappis/shared/cases';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useProductName } from '@/system/product-name.tsx';
import { CasePrioritySelect, CaseTypeOptions } from './case-field-selects.tsx';
import type { CasePageData } from './case-lock-model.ts';

type Draft = {
  header: string;
  priority: CasePageData['priority']['key'];
  status: CasePageData['status']['key'];
  typeId: number;
  fields: Record<number, string>;
};

const draftOf = (item: CasePageData): Draft => ({
  header: item.header,
  priority: item.priority.key,
  status: item.status.key,
  typeId: item.type.id,
  fields: Object.fromEntries(item.formFields.map((field) => [field.id, field.value ?? ''])),
});

/** The fields of `draft` that differ from `base` (form fields by id). */
function changesOf(draft: Draft, base: Draft, formFields: CasePageData['formFields']) {
  const fields = formFields.filter(
    (field) => (draft.fields[field.id] ?? '') !== (base.fields[field.id] ?? ''),
  );
  return {
    header: draft.header !== base.header ? draft.header : undefined,
    priority: draft.priority !== base.priority ? draft.priority : undefined,
    status: draft.status !== base.status ? draft.status : undefined,
    typeId: draft.typeId !== base.typeId ? draft.typeId : undefined,
    fields: fields.length
      ? fields.map((field) => ({ id: field.id, value: draft.fields[field.id] || null }))
      : undefined,
  };
}

/**
 * Header, priority, status, type and form fields (a new type re-applies the automatic tags). The draft is
 * compared with the version it was started from: an untouched form follows newer versions live, an edited one
 * keeps its version so that saving after someone else's change is refused as stale instead of overwriting it.
 * Saving locks the case for the writer; a refusal shows the server's Swedish text.
 */
export function CaseEditForm({
  item,
  onDirtyChange,
}: {
  item: CasePageData;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const id = useId();
  const productName = useProductName();
  const utils = trpc.useUtils();
  const [base, setBase] = useState(() => ({ version: item.version, draft: draftOf(item) }));
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [saved, setSaved] = useState(false);
  const types = trpc.cases.types.useQuery(undefined, { staleTime: 5 * 60_000 });
  const update = trpc.cases.update.useMutation({
    onSuccess: () => {
      setSaved(true);
      void utils.cases.byNumber.invalidate({ caseNumber: item.number });
    },
  });
  const changes = changesOf(draft, base.draft, item.formFields);
  const dirty = Object.values(changes).some((value) => value !== undefined);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A newer version from the server replaces an untouched form. An edited form moves on to it only when it
  // left the form's fields as they were (a tag, an assignment): the save then still sends just the edit,
  // made on the values it shows. One that changed them keeps the old version, so the save is refused as stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version (or a form made clean) resets the draft
  useEffect(() => {
    if (item.version === base.version) return;
    const next = draftOf(item);
    if (!dirty) {
      setBase({ version: item.version, draft: next });
      setDraft(next);
    } else if (
      !Object.values(changesOf(next, base.draft, item.formFields)).some((value) => value !== undefined)
    ) {
      setBase({ version: item.version, draft: base.draft });
    }
  }, [item.version, base.version, dirty]);

  const reset = () => {
    update.reset();
    setSaved(false);
    const next = draftOf(item);
    setBase({ version: item.version, draft: next });
    setDraft(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const submitted = { version: base.version, draft };
    update.mutate(
      { caseNumber: item.number, version: base.version, ...changes },
      // What was saved becomes the base, so the refetched newer version then replaces the form.
      {
        onSuccess: () => setBase((current) => (current.version === submitted.version ? submitted : current)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ärendeuppgifter</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Ärendeuppgifter">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-header`}>Rubrik</Label>
              <Input
                id={`${id}-header`}
                value={draft.header}
                maxLength={CASE_HEADER_MAX}
                onChange={(event) => setDraft({ ...draft, header: event.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-priority`}>Prioritet</Label>
              <CasePrioritySelect
                id={`${id}-priority`}
                value={draft.priority}
                onChange={(priority) => setDraft({ ...draft, priority })}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <NativeSelect
                id={`${id}-status`}
                value={draft.status}
                onChange={(event) => setDraft({ ...draft, status: event.target.value as Draft['status'] })}
              >
                {CASE_STATUSES.map((status) => (
                  <option key={status.key} value={status.key}>
                    {caseStatusName(status.key, productName)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-type`}>Typ</Label>
              <NativeSelect
                id={`${id}-type`}
                value={draft.typeId}
                onChange={(event) => setDraft({ ...draft, typeId: Number(event.target.value) })}
              >
                <CaseTypeOptions types={types.data ?? [item.type]} />
              </NativeSelect>
            </div>
          </div>
          {item.formFields.map((field) => (
            <div key={field.id} className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-field-${field.id}`}>
                {field.title}
                {field.required && ' *'}
              </Label>
              <Textarea
                id={`${id}-field-${field.id}`}
                rows={2}
                className="min-h-0"
                value={draft.fields[field.id] ?? ''}
                onChange={(event) =>
                  setDraft({ ...draft, fields: { ...draft.fields, [field.id]: event.target.value } })
                }
              />
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!dirty || update.isPending}>
              Spara ändringar
            </Button>
            <Button type="button" variant="ghost" disabled={!dirty} onClick={reset}>
              Återställ
            </Button>
            {update.error && (
              <p role="alert" data-testid="case-save-error" className="text-sm text-destructive">
                {userMessageOf(update.error)}
              </p>
            )}
            {saved && !update.error && !dirty && (
              <p role="status" className="text-sm text-emerald-800">
                Ärendet har sparats
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
