import { isoDay } from '@sappis/shared';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { channelPackageOutput, packageRowInput } from './channel-schemas.ts';
import { getChannelPackage } from './service.ts';

/** Service details' channel package: its channel lists and the edit rules (document 1 section 2.5). */
export const channelPackage = customerViewProcedure
  .input(packageRowInput)
  .output(channelPackageOutput)
  .query(({ ctx, input }) => getChannelPackage(ctx.prisma, input.packageRowId, isoDay(ctx.now())));
