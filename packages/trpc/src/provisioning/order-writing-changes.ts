import type { OperationKind } from '@sappis/shared';

/**
 * The customer changes ('customer.changed' payload `change`) whose transactions can write provisioning orders:
 * the plan operations (applyPlan's change is the operation) and the equipment and channel changes. Their own
 * event is the transaction's last statement, so they append no provisioning event; /sappis/provisionering
 * refetches on these instead.
 */
const OPERATIONS: Record<OperationKind, true> = {
  terminate: true,
  regret: true,
  terminateDeceased: true,
  pause: true,
  continue: true,
  compensate: true,
  editRowDates: true,
  paymentMethodChange: true,
  returnCase: true,
  assignment: true,
  move: true,
  transferService: true,
  commerceOrder: true,
};

const ORDER_WRITING_CHANGES: ReadonlySet<string> = new Set([
  ...Object.keys(OPERATIONS),
  'agreementRow.activateHardware',
  'hardware.transfer',
  'agreement.updateChannels',
]);

export function writesProvisioningOrders(change: unknown): boolean {
  return typeof change === 'string' && ORDER_WRITING_CHANGES.has(change);
}
