import { groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { listCalls } from './call-log.ts';
import { callListInput, callLogOutput } from './call-schemas.ts';

/** /sappis/samtal: the caller log, filterable by queue and 'mina samtal'. */
export const list = requireGroups(...groupsFor('calls'))
  .input(callListInput)
  .output(callLogOutput)
  .query(({ ctx, input }) =>
    listCalls(ctx.prisma, { queue: input.queue ?? null, mineOf: input.mine ? ctx.user.id : null }),
  );
