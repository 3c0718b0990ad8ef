import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_TEXTS,
  type AnnouncementAudience,
  announcementFieldsSchema,
} from '@sappis/shared/announcements/announcement-rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { serverFieldErrors, userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { type AnnouncementDraft, AnnouncementPreview } from './announcement-preview.tsx';

export interface EditedAnnouncement extends AnnouncementDraft {
  id: number;
}

const AUDIENCE_KEYS = Object.keys(ANNOUNCEMENT_AUDIENCES) as AnnouncementAudience[];

/** The first message per field of a refused parse. */
function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** Writes a new announcement (saved as a draft) or changes one, with the customer's view beside it. */
export function AnnouncementForm({
  today,
  editing,
  onDone,
}: {
  today: string;
  editing: EditedAnnouncement | null;
  onDone: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const { requestId, renew } = useRequestId();
  const [draft, setDraft] = useState<AnnouncementDraft>(
    editing ?? { title: '', message: '', audience: 'ALL', startsOn: today, endsOn: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof AnnouncementDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const succeeded = (message: string) => {
    void utils.announcements.list.invalidate();
    toast(message, { severity: 'success' });
    renew();
    onDone();
  };
  const failed = (error: unknown) => {
    setErrors(serverFieldErrors(error));
    toast(userMessageOf(error), { severity: 'error' });
  };
  const create = trpc.announcements.create.useMutation({
    onSuccess: () => succeeded(ANNOUNCEMENT_TEXTS.created),
    onError: failed,
  });
  const update = trpc.announcements.update.useMutation({
    onSuccess: () => succeeded(ANNOUNCEMENT_TEXTS.updated),
    onError: failed,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = announcementFieldsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    if (editing) update.mutate({ id: editing.id, ...parsed.data });
    else create.mutate({ requestId, ...parsed.data });
  };

  const pending = create.isPending || update.isPending;
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-base font-semibold">
        {editing ? 'Ändra kundmeddelande' : 'Nytt kundmeddelande'}
      </h2>
      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <FormField
            id={`${id}-title`}
            label="Rubrik"
            value={draft.title}
            error={errors.title}
            onChange={set('title')}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-message`}>Meddelande</Label>
            <Textarea
              id={`${id}-message`}
              rows={5}
              value={draft.message}
              maxLength={ANNOUNCEMENT_MESSAGE_MAX}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${id}-message-note`}
              onChange={(event) => set('message')(event.target.value)}
            />
            <p
              id={`${id}-message-note`}
              className={errors.message ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
            >
              {errors.message ?? 'Ren text, radbrytningar behålls.'}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-audience`}>Målgrupp</Label>
              <NativeSelect
                id={`${id}-audience`}
                value={draft.audience}
                onChange={(event) => set('audience')(event.target.value)}
              >
                {AUDIENCE_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {ANNOUNCEMENT_AUDIENCES[key]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <FormField
              id={`${id}-starts`}
              type="date"
              label="Visas från"
              value={draft.startsOn}
              error={errors.startsOn}
              onChange={set('startsOn')}
            />
            <FormField
              id={`${id}-ends`}
              type="date"
              label="Visas till och med (valfritt)"
              value={draft.endsOn}
              min={draft.startsOn}
              error={errors.endsOn}
              onChange={set('endsOn')}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={pending}>
              {editing ? 'Spara ändringar' : 'Spara utkast'}
            </Button>
            {editing && (
              <Button type="button" variant="outline" onClick={onDone}>
                Avbryt
              </Button>
            )}
          </div>
        </form>
        <AnnouncementPreview draft={draft} />
      </div>
    </Card>
  );
}
