import {
  dayRefusal,
  dayTotalRefusal,
  formatHours,
  parseHours,
  saveTimeEntrySchema,
  TIME_NOTE_MAX,
  TIME_REPORT_TEXTS,
} from '@sappis/shared/time-report/time-report-rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { serverFieldErrors, userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import type { Entry } from './time-report-model.ts';

/** An entry put back in the form to change it. */
export interface Draft {
  day: string;
  categoryId: number;
  hours: string;
  note: string;
}

/** 'Rapportera tid': a day, a category, hours in quarter hours and a note; saving replaces that day's category. */
export function TimeEntryForm({
  categories,
  entries,
  today,
  firstOpenDay,
  draft,
  onSaved,
}: {
  categories: { id: number; name: string }[];
  entries: Entry[];
  today: string;
  firstOpenDay: string;
  draft: Draft | null;
  onSaved: (day: string) => void;
}) {
  const id = useId();
  const toast = useToast();
  const { requestId, renew } = useRequestId();
  const [day, setDay] = useState(today);
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? 0);
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!draft) return;
    setDay(draft.day);
    setCategoryId(draft.categoryId);
    setHours(draft.hours);
    setNote(draft.note);
    setErrors({});
  }, [draft]);

  const save = trpc.timeReport.save.useMutation({
    onSuccess: () => {
      renew();
      setHours('');
      setNote('');
      onSaved(day);
      toast(TIME_REPORT_TEXTS.saved, { severity: 'success' });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast(userMessageOf(error), { severity: 'error' });
    },
  });

  // What the day already holds (known when it lies in the period shown): the form's check of the 24 hours.
  const sameDay = entries.filter((entry) => entry.day === day);
  const replaced = sameDay.find((entry) => entry.categoryId === categoryId);
  const otherMinutes = sameDay
    .filter((entry) => entry.categoryId !== categoryId)
    .reduce((sum, entry) => sum + entry.minutes, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const minutes = parseHours(hours);
    const dayProblem = dayRefusal(day, today);
    if (dayProblem) next.day = dayProblem;
    if (minutes === null) next.minutes = TIME_REPORT_TEXTS.invalidHours;
    else {
      const total = dayTotalRefusal(otherMinutes, minutes);
      if (total) next.minutes = total;
    }
    const parsed = saveTimeEntrySchema.safeParse({ requestId, day, categoryId, minutes, note });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    save.mutate(parsed.data);
  };

  return (
    <Card className="p-5">
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label="Rapportera tid">
        <h2 className="font-semibold">Rapportera tid</h2>
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr_8rem_2fr]">
          <DatePickerField
            id={`${id}-day`}
            label="Datum"
            value={day}
            min={firstOpenDay}
            max={today}
            error={errors.day}
            onChange={setDay}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-category`}>Kategori</Label>
            <NativeSelect
              id={`${id}-category`}
              value={categoryId}
              onChange={(event) => setCategoryId(Number(event.target.value))}
            >
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FormField
            id={`${id}-hours`}
            label="Timmar"
            placeholder="t.ex. 7,5"
            value={hours}
            error={errors.minutes}
            hint={
              replaced ? `Ersätter ${formatHours(replaced.minutes)} tim som redan är rapporterade.` : null
            }
            onChange={setHours}
          />
          <FormField
            id={`${id}-note`}
            label="Anteckning (valfri)"
            value={note}
            error={errors.note}
            onChange={(value) => setNote(value.slice(0, TIME_NOTE_MAX))}
          />
        </div>
        <Button type="submit" className="self-start" disabled={save.isPending || hours.trim() === ''}>
          Spara
        </Button>
      </form>
    </Card>
  );
}
