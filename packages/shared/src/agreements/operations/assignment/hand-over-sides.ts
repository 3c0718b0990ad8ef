import { addDays } from '../../../dates.ts';
import type { BillableRow } from '../../billing/billing-projection.ts';
import { rowsAfterPlan } from '../../billing/rows-after-plan.ts';
import type { OperationPlan } from '../plan.ts';
import type { OperationContext } from '../snapshot.ts';
import type { PendingHandOver } from './pending-hand-over.ts';

/** Each refusal says the way out: cancel the assignment ('Ångra överlåtelsen'), then change or end the agreement. */
export const HAND_OVER_TEXTS = {
  receiverRows: (name: string, startDate: string) =>
    `Avtalet överlåts till ${name} från ${startDate}: mottagarens tjänster kan inte ändras förrän dess. Ångra överlåtelsen först för att ändra dem.`,
  assignerRows: (name: string, endDate: string) =>
    `Avtalet överlåts till ${name}: överlåtarens tjänster måste sluta senast ${endDate}. Ångra överlåtelsen först för att låta dem löpa längre.`,
} as const;

const isServiceLine = (row: Pick<BillableRow, 'type'>) => row.type === 'SERVICE' || row.type === 'ADDON';

/** The receiver's side: a row that starts on or after the hand-over (it is billed to the receiver). */
const isReceivers = (row: Pick<BillableRow, 'startDate'>, handOver: PendingHandOver) =>
  row.startDate !== null && row.startDate >= handOver.startDate;

/**
 * While an assignment waits for its hand-over, each side's service lines stay on their side of it, so the assigner
 * is billed for nothing from the start date and the receiver for nothing before it: a plan may not end, cancel,
 * re-date or move away the receiver's rows (those starting on the start date or later), and every service line it
 * creates or re-dates must end by the assigner's end date. The refusals ('' for the whole operation); none when no
 * hand-over is pending.
 */
export function handOverRefusals(context: OperationContext, plan: OperationPlan): string[] {
  const { handOver } = context.agreement;
  if (!handOver) return [];
  const endDate = addDays(handOver.startDate, -1);
  const before = new Map(context.agreement.rows.map((row) => [row.id, row]));
  const after = new Map(rowsAfterPlan(context.agreement.rows, plan).map((row) => [row.id, row]));
  const moved = new Set(plan.target?.rows.map((row) => row.sourceRowId) ?? []);
  const refusals = new Set<string>();
  for (const row of context.agreement.rows) {
    const now = after.get(row.id);
    const touched =
      !now || now.startDate !== row.startDate || now.endDate !== row.endDate || moved.has(row.id);
    if (touched && isReceivers(row, handOver))
      refusals.add(HAND_OVER_TEXTS.receiverRows(handOver.receiverName, handOver.startDate));
  }
  for (const row of after.values()) {
    const previous = before.get(row.id);
    const changed = !previous || previous.startDate !== row.startDate || previous.endDate !== row.endDate;
    if (!changed || !isServiceLine(row) || (previous && isReceivers(previous, handOver))) continue;
    if (row.endDate === null || row.endDate > endDate)
      refusals.add(HAND_OVER_TEXTS.assignerRows(handOver.receiverName, endDate));
  }
  return [...refusals];
}
