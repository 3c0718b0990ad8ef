import { cancelAssignmentInput, cancelAssignmentResultSchema, isoDay } from '@sappis/shared';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { operationActorOf } from '../operation-actor.ts';
import { executeCancelAssignment } from './execute-cancel-assignment.ts';

/** Cancels an assignment that waits for its hand-over (before the hand-over day): both customers as before it. */
export const cancelAssignment = customerActionProcedure
  .input(cancelAssignmentInput)
  .output(cancelAssignmentResultSchema)
  .mutation(({ ctx, input, path }) =>
    executeCancelAssignment(ctx.prisma, {
      procedure: path,
      requestId: input.requestId,
      agreementNumber: input.agreementNumber,
      actor: operationActorOf(ctx.user),
      today: isoDay(ctx.now()),
    }),
  );
