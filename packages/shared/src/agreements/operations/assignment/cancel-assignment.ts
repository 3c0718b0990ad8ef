import { z } from 'zod';
import { dbId } from '../../../input/safe-input.ts';
import { requestIdSchema } from '../../../request-id.ts';
import { CANCEL_ASSIGNMENT_TEXTS } from './cancel-assignment-texts.ts';
import type { PendingHandOver } from './pending-hand-over.ts';

export { CANCEL_ASSIGNMENT_TEXTS } from './cancel-assignment-texts.ts';

export const cancelAssignmentInput = z.object({
  requestId: requestIdSchema,
  agreementNumber: dbId('Välj ett avtal'),
});

export const cancelAssignmentResultSchema = z.object({
  agreementNumber: z.number().int(),
  assignerCustomerNumber: z.number().int(),
  receiverCustomerNumber: z.number().int(),
  receiverName: z.string(),
  removedRowIds: z.array(z.number().int()),
  restoredRowIds: z.array(z.number().int()),
});

export type CancelAssignmentResult = z.infer<typeof cancelAssignmentResultSchema>;

/**
 * Why a pending assignment cannot be cancelled on `today`, or null when it can: there must be one waiting, and the
 * hand-over day must not have come (from that morning the receiver holds the agreement).
 */
export function cancelAssignmentRefusal(handOver: PendingHandOver | null, today: string): string | null {
  if (!handOver) return CANCEL_ASSIGNMENT_TEXTS.noneToCancel;
  if (today >= handOver.startDate) return CANCEL_ASSIGNMENT_TEXTS.handedOver(handOver.startDate);
  return null;
}
