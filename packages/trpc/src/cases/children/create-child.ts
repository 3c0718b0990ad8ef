import { childCaseCreateSchema, groupsFor } from '@sappis/shared';
import { runOnce } from '../../idempotency/run-once.ts';
import { requireGroups } from '../../trpc.ts';
import { caseCreateOutput } from '../create.ts';
import { createChildCase } from './create-child-case.ts';

/** 'Skapa underärende': a new case under a main case; a retried submit (same requestId) creates one. */
export const createChild = requireGroups(...groupsFor('case'))
  .input(childCaseCreateSchema)
  .output(caseCreateOutput)
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createChildCase(tx, {
        input,
        user: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
        now: ctx.now(),
      }),
    ),
  );
