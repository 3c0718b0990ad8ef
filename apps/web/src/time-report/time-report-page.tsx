import { isoDay } from '@sappis/shared/dates';
import {
  formatHours,
  periodRange,
  shiftPeriod,
  TIME_REPORT_TEXTS,
  type TimePeriodKind,
} from '@sappis/shared/time-report/time-report-rules';
import { keepPreviousData } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { PeriodTable } from './period-table.tsx';
import { TeamTotals } from './team-totals.tsx';
import { type Draft, TimeEntryForm } from './time-entry-form.tsx';
import { monthLabel, weekLabel } from './time-report-model.ts';

/** /tidrap.html: report one's hours per day and category, see one's week and month; leads see their teams. */
export function TimeReportPage() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<TimePeriodKind>('week');
  const [day, setDay] = useState(() => isoDay());
  const [draft, setDraft] = useState<Draft | null>(null);
  const { requestId: removeRequestId, renew: renewRemove } = useRequestId();
  const categories = trpc.timeReport.categories.useQuery(undefined, { staleTime: 5 * 60_000 });
  const period = trpc.timeReport.period.useQuery({ kind, day }, { placeholderData: keepPreviousData });
  const teams = trpc.timeReport.teamTotals.useQuery({ kind, day }, { placeholderData: keepPreviousData });
  const refresh = () =>
    Promise.all([utils.timeReport.period.invalidate(), utils.timeReport.teamTotals.invalidate()]);
  const remove = trpc.timeReport.remove.useMutation({
    onSuccess: () => {
      renewRemove();
      void refresh();
      toast(TIME_REPORT_TEXTS.removed, { severity: 'success' });
    },
    onError: (error) => toast(userMessageOf(error), { severity: 'error' }),
  });

  if (categories.isPending || period.isPending) return <PageLoading />;
  if (categories.isError || period.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(categories.error ?? period.error, 'Kunde inte hämta tidrapporten.')}
      </p>
    );
  }
  const { from, to, today, firstOpenDay, entries } = period.data;
  const title = kind === 'week' ? weekLabel(from, to) : monthLabel(from);
  const nextFrom = periodRange(kind, shiftPeriod(kind, day, 1)).from;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Tidrapport"
        description={`Rapportera din arbetstid per dag och kategori i hela kvartar. Tid kan rapporteras från ${firstOpenDay} till och med i dag.`}
      />
      <TimeEntryForm
        categories={categories.data}
        entries={entries}
        today={today}
        firstOpenDay={firstOpenDay}
        draft={draft}
        onSaved={(savedDay) => {
          setDraft(null);
          setDay(savedDay);
          void refresh();
        }}
      />
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={kind === 'week' ? 'Föregående vecka' : 'Föregående månad'}
              onClick={() => setDay(shiftPeriod(kind, day, -1))}
            >
              <ChevronLeft className="size-4" />
            </Button>
            <h2 className="min-w-56 text-center font-semibold" data-testid="time-period-title">
              {title}
            </h2>
            <Button
              variant="outline"
              size="sm"
              aria-label={kind === 'week' ? 'Nästa vecka' : 'Nästa månad'}
              disabled={nextFrom > today}
              onClick={() => setDay(shiftPeriod(kind, day, 1))}
            >
              <ChevronRight className="size-4" />
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDay(today)}>
              I dag
            </Button>
          </div>
          <fieldset className="flex gap-1" aria-label="Visa">
            <Button
              variant={kind === 'week' ? 'default' : 'outline'}
              size="sm"
              onClick={() => setKind('week')}
            >
              Vecka
            </Button>
            <Button
              variant={kind === 'month' ? 'default' : 'outline'}
              size="sm"
              onClick={() => setKind('month')}
            >
              Månad
            </Button>
          </fieldset>
        </div>
        <PeriodTable
          kind={kind}
          from={from}
          categories={categories.data}
          entries={entries}
          firstOpenDay={firstOpenDay}
          today={today}
          onEdit={(entry) => setDraft({ ...entry, hours: formatHours(entry.minutes) })}
          onRemove={(entry) => remove.mutate({ requestId: removeRequestId, entryId: entry.id })}
          removing={remove.isPending}
        />
      </Card>
      {teams.data && teams.data.teams.length > 0 && (
        <TeamTotals title={title} categories={categories.data} teams={teams.data.teams} />
      )}
    </div>
  );
}
