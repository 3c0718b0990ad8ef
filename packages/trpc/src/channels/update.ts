import { isoDay } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { updateChannelsInput } from './channel-schemas.ts';
import { updateChannels } from './service.ts';

/** Edit channels: the chosen channels of a channel package, in effect from the next month end. */
export const update = customerActionProcedure
  .input(updateChannelsInput)
  .output(z.object({ added: z.array(z.string()), removed: z.array(z.string()), startDate: z.iso.date() }))
  .mutation(({ ctx, input }) =>
    updateChannels(ctx.prisma, {
      userId: ctx.user.id,
      packageRowId: input.packageRowId,
      channels: input.channels,
      today: isoDay(ctx.now()),
    }),
  );
