import { router } from '../trpc.ts';
import { config } from './config.ts';
import { toolLinks } from './tool-links.ts';

export const systemRouter = router({
  config,
  toolLinks,
});
