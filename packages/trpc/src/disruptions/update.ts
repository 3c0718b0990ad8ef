import { DISRUPTION_EDITOR_GROUPS, groupsFor } from '@sappis/shared';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroupsAndAnyOf } from '../trpc.ts';
import { disruptionOutput, updateInput } from './disruption-schemas.ts';
import { updateDisruption } from './service.ts';

/** Changes a disruption and adds an event when a text is given: once per requestId, audited, live. */
export const update = requireGroupsAndAnyOf(groupsFor('disruptions'), DISRUPTION_EDITOR_GROUPS)
  .input(updateInput)
  .output(disruptionOutput)
  .mutation(({ ctx, input: { requestId, id, text, ...fields }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      updateDisruption(tx, { userId: ctx.user.id, id, fields, text, now: ctx.now() }),
    ),
  );
