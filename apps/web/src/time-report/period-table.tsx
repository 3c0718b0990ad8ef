import { formatHours, weekDays } from '@sappis/shared/time-report/time-report-rules';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { dayLabel, type Entry, monthGrid, weekGrid } from './time-report-model.ts';

const hoursOrDash = (minutes: number | undefined) => (minutes ? formatHours(minutes) : '–');

/** One's own hours: a week by day and category (with the entries to change), or a month by week and category. */
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
  to: string;
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
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Vecka från</TableHead>
            {used.map((category) => (
              <TableHead key={category.id} className="text-right">
                {category.name}
              </TableHead>
            ))}
            <TableHead className="text-right">Summa</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {grid.weeks.map((week) => (
            <TableRow key={week}>
              <TableCell>{dayLabel(week)}</TableCell>
              {used.map((category) => (
                <TableCell key={category.id} className="text-right tabular-nums">
                  {hoursOrDash(grid.cell.get(`${week}|${category.id}`))}
                </TableCell>
              ))}
              <TableCell className="text-right font-medium tabular-nums">
                {hoursOrDash(grid.byWeek.get(week))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Summa månad</TableCell>
            {used.map((category) => (
              <TableCell key={category.id} className="text-right tabular-nums">
                {hoursOrDash(grid.byCategory.get(category.id))}
              </TableCell>
            ))}
            <TableCell className="text-right tabular-nums" data-testid="month-total">
              {formatHours(grid.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    );
  }
  const days = weekDays(from);
  const grid = weekGrid(entries);
  const open = (day: string) => day >= firstOpenDay && day <= today;
  return (
    <div className="flex flex-col gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Kategori</TableHead>
            {days.map((day) => (
              <TableHead key={day} className="text-right">
                {dayLabel(day)}
              </TableHead>
            ))}
            <TableHead className="text-right">Summa</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {used.map((category) => (
            <TableRow key={category.id}>
              <TableCell>{category.name}</TableCell>
              {days.map((day) => (
                <TableCell key={day} className="text-right tabular-nums">
                  {hoursOrDash(grid.cell.get(`${day}|${category.id}`))}
                </TableCell>
              ))}
              <TableCell className="text-right font-medium tabular-nums">
                {hoursOrDash(grid.byCategory.get(category.id))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Summa</TableCell>
            {days.map((day) => (
              <TableCell key={day} className="text-right tabular-nums">
                {hoursOrDash(grid.byDay.get(day))}
              </TableCell>
            ))}
            <TableCell className="text-right tabular-nums" data-testid="week-total">
              {formatHours(grid.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
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
