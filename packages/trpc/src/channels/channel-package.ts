import { isoDay } from '@sappis/shared';
import { authedProcedure } from '../trpc.ts';
import { channelPackageOutput, packageRowInput } from './channel-schemas.ts';
import { getChannelPackage } from './service.ts';

/** Service details' channel package: its channel lists and the edit rules (document 1 section 2.5). */
export const channelPackage = authedProcedure
  .input(packageRowInput)
  .output(channelPackageOutput)
  .query(({ ctx, input }) => getChannelPackage(ctx.prisma, input.packageRowId, isoDay(ctx.now())));
