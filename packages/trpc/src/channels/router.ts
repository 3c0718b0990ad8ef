import { router } from '../trpc.ts';
import { channelPackage } from './channel-package.ts';
import { update } from './update.ts';

export const channelsRouter = router({
  channelPackage,
  update,
});
