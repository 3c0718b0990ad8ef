import { z } from 'zod';
import { dbId } from '../../input/safe-input.ts';
import { requestIdSchema } from '../../request-id.ts';

export const STALE_PLAN_MESSAGE =
  'Avtalet har ändrats sedan formuläret öppnades. Kontrollera förhandsvisningen och försök igen.';

/**
 * What every agreement operation's mutation takes besides the user's choices (docs/operations.md): the submit's
 * request id, the agreement, and the fingerprint of the plan the form previewed.
 */
export const operationInputBase = z.object({
  requestId: requestIdSchema,
  agreementNumber: dbId('Välj ett avtal'),
  planFingerprint: z.string().regex(/^[0-9a-f]{16}$/, STALE_PLAN_MESSAGE),
});

export type OperationInputBase = z.infer<typeof operationInputBase>;

/** What the server answers after executing a plan. */
export const operationResultSchema = z.object({
  planFingerprint: z.string(),
  caseNumbers: z.array(z.number().int()),
  createdRowIds: z.array(z.number().int()),
  endedRowIds: z.array(z.number().int()),
  /** The customer's confirmation: accepted by the e-mail adapter (PENDING), not sendable, or not asked for. */
  confirmation: z.enum(['SENT', 'NOT_SENT', 'NOT_ASKED']),
  /** The agreement the plan's target rows went to (move: the new agreement), when the plan had a target. */
  targetAgreementNumber: z.number().int().optional(),
  /** The plan's warnings (OperationPlan.warnings), when it had any: the success text repeats them. */
  warnings: z.array(z.string()).optional(),
});

export type OperationResult = z.infer<typeof operationResultSchema>;
