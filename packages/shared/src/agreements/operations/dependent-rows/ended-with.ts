import { addDays } from '../../../dates.ts';
import { runsOn } from '../../billing/billing-projection.ts';
import type { OperationProduct, OperationRow } from '../snapshot.ts';
import { dependentKindOf, serviceKindOf } from './service-kinds.ts';

/**
 * Whether a hardware, card or add-on `row` ended with `service` (issue 26): a main service of its kind that ends on
 * the same day, after which no service of its kind runs on the agreement. That is what the rule of
 * withDependentRows leaves (it ends such a row on its service's last day), and what an agent who ended both by
 * hand left; a row that ended on another day, or while another service of its kind ran on, ended for a reason of its
 * own. The rows are read as they are (no record of the operation is needed, so data from before the rule counts).
 */
export function endedWith(
  row: OperationRow,
  service: OperationRow,
  rows: readonly OperationRow[],
  products: Record<string, OperationProduct>,
): boolean {
  const kind = dependentKindOf(row, products);
  if (kind === null || row.endDate === null || service.endDate !== row.endDate) return false;
  if (serviceKindOf(service, products) !== kind) return false;
  const dayAfter = addDays(row.endDate, 1);
  return !rows.some((other) => serviceKindOf(other, products) === kind && runsOn(other, dayAfter));
}

/** Whether `row` ended with some service of the agreement (endedWith). */
export function endedWithAService(
  row: OperationRow,
  rows: readonly OperationRow[],
  products: Record<string, OperationProduct>,
): boolean {
  return rows.some((service) => endedWith(row, service, rows, products));
}
