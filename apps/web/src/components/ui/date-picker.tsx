import { isoDay } from '@sappis/shared/dates';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { sv } from 'react-day-picker/locale/sv';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { cn } from '@/lib/utils.ts';
import {
  calendarDate,
  type DayLimits,
  DEFAULT_TIME,
  datePlaceholder,
  dayOfCalendarDate,
  dayProblem,
  isTime,
  problemText,
  readDateText,
} from './date-picker-value.ts';

export interface DatePickerProps extends DayLimits {
  id?: string;
  /** The field's name when its label is an element of its own: it names the calendar button. */
  label?: string;
  /** 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm' with `withTime`; '' for no date. */
  value: string;
  /** Called with the chosen or typed value, or '' when the field is cleared or its text is no day. */
  onChange: (value: string) => void;
  withTime?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const CALENDAR_CLASSES = {
  months: 'relative flex flex-col',
  month: 'flex flex-col gap-3',
  nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
  button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' })),
  button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' })),
  chevron: 'size-4 fill-slate-700',
  month_caption: 'flex h-7 items-center justify-center',
  caption_label: 'text-sm font-medium',
  weekdays: 'flex',
  weekday: 'w-8 text-xs font-normal text-muted-foreground',
  week: 'mt-1 flex',
  day: 'size-8 p-0 text-center text-sm',
  day_button:
    'size-8 rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:hover:bg-transparent',
  selected: '[&>button]:bg-primary [&>button]:text-primary-foreground',
  today: '[&>button]:font-semibold [&>button]:underline',
  outside: 'text-muted-foreground',
  disabled: 'text-muted-foreground opacity-40',
  hidden: 'invisible',
};

/**
 * The product's one date field (doc 3 §5): a typed 'yyyy-MM-dd' (with ' HH:mm' when time is used) that does not
 * depend on the browser's locale, and a calendar with Swedish month and day names, 'Rensa', and a confirm button
 * disabled until a day is chosen. Days before `min`, after `max` or refused by `isAllowed` cannot be chosen.
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  withTime = false,
  min,
  max,
  isAllowed,
  disabled,
  className,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: DatePickerProps) {
  const limits = { min, max, isAllowed };
  const fieldName = ariaLabel ?? label;
  const messageId = useId();
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [pendingDay, setPendingDay] = useState<string | undefined>();
  const [time, setTime] = useState(DEFAULT_TIME);

  const read = readDateText(draft, withTime, limits);
  if (value !== shownValue) {
    // A value set from outside (a reset, a loaded record) replaces the text; the echo of our own typing does not.
    setShownValue(value);
    if (read.value !== value) setDraft(value);
  }
  // The form's own message, when it marks the field, says more than the picker's; an unfinished text is no error yet;
  // a locked field (e.g. the start of a row that has started) shows its day, which no one can change, as no error.
  const problem = disabled || ariaInvalid || (read.problem === 'format' && typing) ? null : read.problem;

  const type = (text: string) => {
    setDraft(text);
    const next = readDateText(text, withTime, limits).value;
    if (next !== value) onChange(next);
  };

  const openCalendar = (next: boolean) => {
    if (next) {
      const [day, clock] = value.split(' ');
      setPendingDay(day || undefined);
      setTime(clock ?? DEFAULT_TIME);
    }
    setOpen(next);
  };

  const choose = (next: string) => {
    setDraft(next);
    if (next !== value) onChange(next);
    setOpen(false);
  };

  const timeValid = !withTime || isTime(time);
  const chosen = pendingDay && dayProblem(pendingDay, limits) === null && timeValid;
  const describedBy =
    [ariaDescribedBy, problem ? messageId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="relative">
        <Input
          id={id}
          value={draft}
          inputMode="numeric"
          autoComplete="off"
          placeholder={datePlaceholder(withTime)}
          disabled={disabled}
          aria-label={ariaLabel}
          aria-invalid={ariaInvalid || problem ? true : undefined}
          aria-describedby={describedBy}
          className="pr-9"
          onFocus={() => setTyping(true)}
          onBlur={() => setTyping(false)}
          onChange={(event) => type(event.target.value)}
        />
        <Popover open={open} onOpenChange={openCalendar}>
          <PopoverTrigger asChild>
            <Button
              variant="ghost"
              size="icon-sm"
              className="absolute top-1 right-1"
              disabled={disabled}
              // A title, not an aria-label: the name must not make the button one more match for the field's label.
              title={fieldName ? `Öppna kalender, ${fieldName}` : 'Öppna kalender'}
            >
              <CalendarDays aria-hidden="true" />
            </Button>
          </PopoverTrigger>
          <PopoverContent align="end" aria-label="Kalender" className="flex w-auto flex-col gap-3 p-3">
            <DayPicker
              mode="single"
              required
              locale={sv}
              autoFocus
              today={calendarDate(isoDay())}
              selected={pendingDay ? calendarDate(pendingDay) : undefined}
              defaultMonth={calendarDate(pendingDay ?? min ?? isoDay())}
              startMonth={min ? calendarDate(min) : undefined}
              endMonth={max ? calendarDate(max) : undefined}
              disabled={(date) => dayProblem(dayOfCalendarDate(date), limits) !== null}
              onSelect={(date) => setPendingDay(date ? dayOfCalendarDate(date) : undefined)}
              classNames={CALENDAR_CLASSES}
            />
            {withTime && (
              <Input
                aria-label="Tid"
                placeholder="tt:mm"
                inputMode="numeric"
                className="w-24"
                value={time}
                aria-invalid={timeValid ? undefined : true}
                onChange={(event) => setTime(event.target.value)}
              />
            )}
            <div className="flex items-center justify-between">
              <Button variant="link" size="sm" className="px-0" onClick={() => choose('')}>
                Rensa
              </Button>
              <Button
                size="sm"
                disabled={!chosen}
                onClick={() => pendingDay && choose(withTime ? `${pendingDay} ${time}` : pendingDay)}
              >
                Välj
              </Button>
            </div>
          </PopoverContent>
        </Popover>
      </div>
      {problem && (
        <p id={messageId} className="text-xs text-destructive">
          {problemText(problem, withTime, limits)}
        </p>
      )}
    </div>
  );
}
