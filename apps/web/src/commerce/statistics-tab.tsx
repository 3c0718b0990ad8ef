import {
  COMMERCE_TEXTS,
  type CommerceGranularity,
  formatConversion,
} from '@sappis/shared/commerce/commerce-admin';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { StatisticsChart } from './statistics-chart.tsx';

const PERIODS = [
  { days: 7, label: 'Senaste 7 dagarna' },
  { days: 30, label: 'Senaste 30 dagarna' },
  { days: 91, label: 'Senaste 13 veckorna' },
  { days: 182, label: 'Senaste halvåret' },
] as const;

/** Orders per day or week against carts, and conversion (placed orders per cart) of the period. */
export function StatisticsTab() {
  const id = useId();
  const [days, setDays] = useState(30);
  const [granularity, setGranularity] = useState<CommerceGranularity>('day');
  const statistics = trpc.commerce.statistics.useQuery(
    { days, granularity },
    { placeholderData: (previous) => previous },
  );
  const data = statistics.data;
  const empty = data && data.totals.carts + data.totals.orders + data.totals.failed === 0;
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-wrap items-end gap-3 p-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-days`}>Period</Label>
          <NativeSelect
            id={`${id}-days`}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {PERIODS.map((period) => (
              <option key={period.days} value={period.days}>
                {period.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-granularity`}>Per</Label>
          <NativeSelect
            id={`${id}-granularity`}
            value={granularity}
            onChange={(event) => setGranularity(event.target.value as CommerceGranularity)}
          >
            <option value="day">Dag</option>
            <option value="week">Vecka</option>
          </NativeSelect>
        </div>
      </Card>
      {statistics.isError && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(statistics.error, 'Kunde inte hämta statistiken.')}
        </p>
      )}
      {data && (
        <div className="grid gap-3 sm:grid-cols-4">
          {[
            ['Kundvagnar', String(data.totals.carts)],
            ['Lagda ordrar', String(data.totals.orders)],
            ['Misslyckade ordrar', String(data.totals.failed)],
            ['Konvertering', formatConversion(data.conversion)],
          ].map(([label, value]) => (
            <Card key={label} className="p-4">
              <p className="text-xs text-muted-foreground">{label}</p>
              <p className="text-2xl font-semibold tabular-nums" data-testid={`commerce-stat-${label}`}>
                {value}
              </p>
            </Card>
          ))}
        </div>
      )}
      <Card className="p-4">
        {empty ? (
          <p className="text-sm text-muted-foreground">{COMMERCE_TEXTS.noStatistics}</p>
        ) : (
          data && (
            <StatisticsChart
              buckets={data.buckets}
              title={`Kundvagnar och ordrar per ${granularity === 'day' ? 'dag' : 'vecka'}`}
            />
          )
        )}
      </Card>
    </div>
  );
}
