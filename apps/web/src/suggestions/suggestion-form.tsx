import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

export interface SuggestionFields {
  category: string;
  title: string;
  message: string;
}

/** Create or edit a suggestion: Kategori, Rubrik, Meddelande. */
export function SuggestionForm({
  initial,
  categories,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: SuggestionFields;
  categories: string[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (fields: SuggestionFields) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState(initial);
  const set = (key: keyof SuggestionFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const complete = fields.category.trim() && fields.title.trim() && fields.message.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit(fields);
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-category`}>Kategori</Label>
          <Input
            id={`${id}-category`}
            list={`${id}-categories`}
            value={fields.category}
            maxLength={50}
            onChange={set('category')}
          />
          <datalist id={`${id}-categories`}>
            {categories.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-title`}>Rubrik</Label>
          <Input id={`${id}-title`} value={fields.title} maxLength={100} onChange={set('title')} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-message`}>Meddelande</Label>
        <Textarea id={`${id}-message`} value={fields.message} maxLength={5000} onChange={set('message')} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || !complete}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Avbryt
          </Button>
        )}
      </div>
    </form>
  );
}
