import { type ProvisionableRow, provisioningPlatformOf } from './provisioning-platform.ts';
import type { ProvisioningAction, ProvisioningPlatform } from './provisioning-rules.ts';

/** An order for an existing row. */
export interface RowProvisioningOrder {
  rowId: number;
  platform: ProvisioningPlatform;
  action: ProvisioningAction;
  /** ISO Stockholm day it takes effect. */
  dueOn: string;
}

type Row = ProvisionableRow & { id: number };

function order(row: Row, action: ProvisioningAction, dueOn: string): RowProvisioningOrder[] {
  const platform = provisioningPlatformOf(row);
  return platform ? [{ rowId: row.id, platform, action, dueOn }] : [];
}

/**
 * 'Swap hardware cards': the activated box or card is activated on its new card row today and the hardware it
 * replaces (as it was before it got card 99) deactivated today.
 */
export function hardwareSwapOrders(
  activated: Row,
  card: number,
  swappedOut: readonly Row[],
  today: string,
): RowProvisioningOrder[] {
  return [
    ...order({ ...activated, card }, 'ACTIVATE', today),
    ...swappedOut.flatMap((row) => order(row, 'DEACTIVATE', today)),
  ];
}

/**
 * Equipment transferred to another agreement on `date`: deactivated on the old agreement (its row's last day is
 * the day before) and activated on the new one, both on `date`.
 */
export function equipmentTransferOrders(
  moved: readonly { from: Row; toRowId: number }[],
  date: string,
): RowProvisioningOrder[] {
  return moved.flatMap(({ from, toRowId }) => [
    ...order(from, 'DEACTIVATE', date),
    ...order({ ...from, id: toRowId }, 'ACTIVATE', date),
  ]);
}
