import { DISRUPTION_PLATFORM_LABELS } from '@sappis/shared/disruptions/disruptions';
import { PROVISIONING_PLATFORMS } from '@sappis/shared/provisioning/provisioning-rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DatePicker } from '@/components/ui/date-picker.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { type DisruptionFormValues, disruptionInputOf } from './disruption-form-model.ts';

type DisruptionInput = Extract<ReturnType<typeof disruptionInputOf>, { ok: true }>['input'];

/** What a disruption touches, each a comma-separated list; empty: all. */
const SCOPE_LISTS = [
  ['networks', 'Nät'],
  ['centrals', 'Huvudcentraler'],
  ['addressIds', 'Adress-id'],
] as const;

/** Create or update a disruption: Rubrik, Händelse, Visas från, Nät, Huvudcentraler, Adress-id, Tjänster, Åtgärdat. */
export function DisruptionForm({
  initial,
  mode,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial: DisruptionFormValues;
  mode: 'create' | 'update';
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (input: DisruptionInput) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof DisruptionFormValues, string>>>({});
  const set = (key: keyof DisruptionFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const togglePlatform = (platform: DisruptionFormValues['platforms'][number], on: boolean) =>
    setValues((current) => ({
      ...current,
      platforms: PROVISIONING_PLATFORMS.filter((each) =>
        each === platform ? on : current.platforms.includes(each),
      ),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = disruptionInputOf(values, mode);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.input);
  };
  const fieldError = (key: keyof DisruptionFormValues) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-xs text-destructive">
        {errors[key]}
      </p>
    ) : null;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={submit}
      noValidate
      data-testid={`disruption-form-${mode}`}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>Rubrik</Label>
        <Input id={`${id}-title`} value={values.title} maxLength={200} onChange={set('title')} />
        {fieldError('title')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>{mode === 'create' ? 'Händelse' : 'Ny händelse (valfri)'}</Label>
        <Textarea id={`${id}-text`} value={values.text} maxLength={2000} onChange={set('text')} />
        {fieldError('text')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-show-from`}>Visas från</Label>
          <DatePicker
            id={`${id}-show-from`}
            label="Visas från"
            withTime
            value={values.showFrom}
            onChange={(showFrom) => setValues((current) => ({ ...current, showFrom }))}
          />
          {fieldError('showFrom')}
        </div>
        {SCOPE_LISTS.map(([key, label]) => (
          <div key={key} className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-${key}`}>{label} (kommaseparerade)</Label>
            <Input id={`${id}-${key}`} value={values[key]} onChange={set(key)} placeholder="Alla" />
            {fieldError(key)}
          </div>
        ))}
      </div>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <legend className="mb-1 text-sm font-medium">Tjänster (ingen vald: alla)</legend>
        {PROVISIONING_PLATFORMS.map((platform) => (
          <label key={platform} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={values.platforms.includes(platform)}
              onChange={(event) => togglePlatform(platform, event.target.checked)}
            />
            {DISRUPTION_PLATFORM_LABELS[platform]}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.markAsFinished}
          onChange={(event) => setValues((current) => ({ ...current, markAsFinished: event.target.checked }))}
        />
        Åtgärdat
      </label>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
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
