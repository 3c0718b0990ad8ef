import { DatePicker, type DatePickerProps } from '@/components/ui/date-picker.tsx';
import { Label } from '@/components/ui/label.tsx';

/** A labelled date picker with its validation message, or a note under it (e.g. why it is locked). */
export function DatePickerField({
  id,
  label,
  error,
  hint,
  readOnly,
  ...picker
}: Omit<DatePickerProps, 'id' | 'disabled' | 'aria-label' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string | null;
  readOnly?: boolean;
}) {
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <DatePicker
        id={id}
        label={label}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
        {...picker}
      />
      {error && (
        <p id={note} className="text-xs text-destructive">
          {error}
        </p>
      )}
      {!error && hint && (
        <p id={note} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
