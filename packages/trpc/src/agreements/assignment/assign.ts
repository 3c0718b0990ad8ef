import { assignmentChoicesSchema, assignmentResultSchema, isoDay, operationInputBase } from '@sappis/shared';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { operationActorOf } from '../operation-actor.ts';
import { executeAssignment } from './execute-assignment.ts';

/** Assignment of an agreement to another customer (Överlåtelse av avtal, document 3 panel 3, section 7). */
export const assign = customerActionProcedure
  .input(operationInputBase.extend({ choices: assignmentChoicesSchema }))
  .output(assignmentResultSchema)
  .mutation(({ ctx, input, path }) => {
    const now = ctx.now();
    return executeAssignment(ctx.prisma, {
      procedure: path,
      requestId: input.requestId,
      agreementNumber: input.agreementNumber,
      planFingerprint: input.planFingerprint,
      choices: input.choices,
      actor: operationActorOf(ctx.user),
      now,
      today: isoDay(now),
      email: ctx.adapters.email,
    });
  });
