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
import { useToast } from '@/components/ui/toast.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import { FormField, fieldErrorsOf, SelectField, TextareaField } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { serverFieldErrors, userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { type AnnouncementDraft, AnnouncementPreview } from './announcement-preview.tsx';

export interface EditedAnnouncement extends AnnouncementDraft {
  id: number;
}

const AUDIENCE_KEYS = Object.keys(ANNOUNCEMENT_AUDIENCES) as AnnouncementAudience[];

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
          <TextareaField
            id={`${id}-message`}
            label="Meddelande"
            value={draft.message}
            maxLength={ANNOUNCEMENT_MESSAGE_MAX}
            error={errors.message}
            hint="Ren text, radbrytningar behålls."
            onChange={set('message')}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              id={`${id}-audience`}
              label="Målgrupp"
              value={draft.audience}
              onChange={set('audience')}
            >
              {AUDIENCE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {ANNOUNCEMENT_AUDIENCES[key]}
                </option>
              ))}
            </SelectField>
            <DatePickerField
              id={`${id}-starts`}
              label="Visas från"
              value={draft.startsOn}
              error={errors.startsOn}
              onChange={set('startsOn')}
            />
            <DatePickerField
              id={`${id}-ends`}
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
