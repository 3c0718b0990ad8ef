import { formatHours, weekDays } from '@sappis/shared/time-report/time-report-rules';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { HoursTable } from './hours-table.tsx';
import { dayLabel, type Entry, monthGrid, weekGrid } from './time-report-model.ts';

/** One's own hours: a week by category and day (with the entries to change), or a month by week and category. */
export function PeriodTable({
  kind,
  from,
  categories,
  entries,
  firstOpenDay,
  today,
  onEdit,
  onRemove,
  removing,
}: {
  kind: 'week' | 'month';
  from: string;
  categories: { id: number; name: string }[];
  entries: Entry[];
  firstOpenDay: string;
  today: string;
  onEdit: (entry: Entry) => void;
  onRemove: (entry: Entry) => void;
  removing: boolean;
}) {
  if (entries.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        {kind === 'week' ? 'Ingen tid rapporterad den här veckan.' : 'Ingen tid rapporterad den här månaden.'}
      </p>
    );
  }
  const used = categories.filter((category) => entries.some((entry) => entry.categoryId === category.id));
  if (kind === 'month') {
    const grid = monthGrid(entries);
    return (
      <HoursTable
        firstHeader="Vecka från"
        columns={used.map((category) => ({ key: category.id, label: category.name }))}
        rows={grid.weeks.map((week) => ({
          key: week,
          label: dayLabel(week),
          minutes: (categoryId) => grid.cell.get(`${week}|${categoryId}`),
          total: grid.byWeek.get(week) ?? 0,
        }))}
        footer={{
          label: 'Summa månad',
          minutes: (categoryId) => grid.byCategory.get(categoryId),
          total: grid.total,
          testId: 'month-total',
        }}
      />
    );
  }
  const grid = weekGrid(entries);
  const open = (day: string) => day >= firstOpenDay && day <= today;
  return (
    <div className="flex flex-col gap-4">
      <HoursTable
        firstHeader="Kategori"
        columns={weekDays(from).map((day) => ({ key: day, label: dayLabel(day) }))}
        rows={used.map((category) => ({
          key: category.id,
          label: category.name,
          minutes: (day) => grid.cell.get(`${day}|${category.id}`),
          total: grid.byCategory.get(category.id) ?? 0,
        }))}
        footer={{
          label: 'Summa',
          minutes: (day) => grid.byDay.get(day),
          total: grid.total,
          testId: 'week-total',
        }}
      />
      <ul className="flex flex-col divide-y text-sm" aria-label="Tidrader">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 py-1.5">
            <span className="w-24">{dayLabel(entry.day)}</span>
            <span className="flex-1">
              {categories.find((category) => category.id === entry.categoryId)?.name}
              {entry.note && <span className="text-muted-foreground"> – {entry.note}</span>}
            </span>
            <span className="w-16 text-right tabular-nums">{formatHours(entry.minutes)} tim</span>
            {open(entry.day) && (
              <>
                <Button variant="ghost" size="sm" aria-label="Ändra" onClick={() => onEdit(entry)}>
                  <Pencil className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label="Ta bort"
                  disabled={removing}
                  onClick={() => onRemove(entry)}
                >
                  <Trash2 className="size-4" />
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
