import type { CommerceStatisticsBucket } from '@sappis/shared/commerce/commerce-admin';

const HEIGHT = 180;
const AXIS = 28;
const TOP = 12;
const LEFT = 32;

/** Roughly five round steps up to at least `max`. */
function ticks(max: number): number[] {
  const rough = Math.max(1, max) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((value) => value >= rough) ?? rough;
  const top = Math.ceil(Math.max(1, max) / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/**
 * Carts beside placed orders per day or week, as plain SVG bars (no chart library for two series): a grey bar
 * for the carts, a blue one for the orders, failed orders as a red cap on it; every bar has its numbers as a
 * tooltip, and the whole chart a text alternative.
 */
export function StatisticsChart({
  buckets,
  title,
}: {
  buckets: readonly CommerceStatisticsBucket[];
  title: string;
}) {
  const axis = ticks(
    Math.max(0, ...buckets.map((bucket) => Math.max(bucket.carts, bucket.orders + bucket.failed))),
  );
  const top = axis.at(-1) ?? 1;
  const slot = Math.max(14, Math.min(48, 720 / Math.max(1, buckets.length)));
  const width = LEFT + slot * buckets.length + 8;
  const plot = HEIGHT - AXIS - TOP;
  const y = (value: number) => TOP + plot - (value / top) * plot;
  const bar = Math.max(4, (slot - 4) / 2);
  const labelEvery = Math.ceil(buckets.length / 12);
  return (
    <figure className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <svg
          role="img"
          aria-label={title}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="text-[10px]"
          data-testid="commerce-statistics-chart"
        >
          <title>{title}</title>
          {axis.map((value) => (
            <g key={value}>
              <line x1={LEFT} x2={width} y1={y(value)} y2={y(value)} className="stroke-slate-200" />
              <text x={LEFT - 4} y={y(value) + 3} textAnchor="end" className="fill-slate-500">
                {value}
              </text>
            </g>
          ))}
          {buckets.map((bucket, index) => {
            const x = LEFT + index * slot + 2;
            const placedTop = y(bucket.orders);
            return (
              <g key={bucket.start} data-bucket={bucket.start}>
                <title>{`${bucket.label}: ${bucket.carts} kundvagnar, ${bucket.orders} ordrar, ${bucket.failed} misslyckade`}</title>
                <rect
                  x={x}
                  y={y(bucket.carts)}
                  width={bar}
                  height={TOP + plot - y(bucket.carts)}
                  className="fill-slate-300"
                />
                <rect
                  x={x + bar}
                  y={placedTop}
                  width={bar}
                  height={TOP + plot - placedTop}
                  className="fill-blue-600"
                />
                {bucket.failed > 0 && (
                  <rect
                    x={x + bar}
                    y={y(bucket.orders + bucket.failed)}
                    width={bar}
                    height={placedTop - y(bucket.orders + bucket.failed)}
                    className="fill-red-500"
                  />
                )}
                {index % labelEvery === 0 && (
                  <text x={x + bar} y={HEIGHT - AXIS + 14} textAnchor="middle" className="fill-slate-600">
                    {bucket.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="flex gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-slate-300" /> Kundvagnar
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-blue-600" /> Lagda ordrar
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-red-500" /> Misslyckade ordrar
        </span>
      </figcaption>
    </figure>
  );
}
