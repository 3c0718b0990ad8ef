import { mergeIntervals } from '../dependent-rows/day-intervals.ts';
import {
  dependentKindOf,
  type KindRow,
  type ServiceKind,
  serviceKindOf,
} from '../dependent-rows/service-kinds.ts';
import type { OperationProduct, OperationRow } from '../snapshot.ts';

type DatedRow = KindRow & Pick<OperationRow, 'startDate' | 'endDate'>;

/**
 * The kind of service a hardware, card or add-on row continues with (issue 26): its kind, when the agreement has
 * (had, or will have) a main service of it; null for any other row, and for one the agent kept without its service
 * (keptWithoutService: it runs as the agent decided).
 */
export function followedKind(
  row: KindRow & Pick<OperationRow, 'keptWithoutService'>,
  rows: readonly DatedRow[],
  products: Record<string, OperationProduct>,
): ServiceKind | null {
  const kind = row.keptWithoutService ? null : dependentKindOf(row, products);
  return kind !== null && rows.some((other) => serviceKindOf(other, products) === kind) ? kind : null;
}

/**
 * The last day the main services of `kind` run without a break from `day` on (null: without end); undefined when
 * none runs on `day`.
 */
export function kindRunsUntil(
  kind: ServiceKind,
  day: string,
  rows: readonly DatedRow[],
  products: Record<string, OperationProduct>,
): string | null | undefined {
  const days = mergeIntervals(
    rows.flatMap((row) =>
      serviceKindOf(row, products) === kind && row.startDate !== null
        ? [{ start: row.startDate, end: row.endDate }]
        : [],
    ),
  );
  return days.find((piece) => piece.start <= day && (piece.end === null || piece.end >= day))?.end;
}
