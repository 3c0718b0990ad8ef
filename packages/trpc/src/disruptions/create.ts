import { DISRUPTION_EDITOR_GROUPS, groupsFor } from '@sappis/shared';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroupsAndAnyOf } from '../trpc.ts';
import { createInput, disruptionOutput } from './disruption-schemas.ts';
import { createDisruption } from './service.ts';

/** A new disruption: once per requestId, audited, and live on every open page. */
export const create = requireGroupsAndAnyOf(groupsFor('disruptions'), DISRUPTION_EDITOR_GROUPS)
  .input(createInput)
  .output(disruptionOutput)
  .mutation(({ ctx, input: { requestId, text, ...fields }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createDisruption(tx, { userId: ctx.user.id, fields, text, now: ctx.now() }),
    ),
  );
