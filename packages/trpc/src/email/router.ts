import { router } from '../trpc.ts';
import { sent } from './sent-emails.ts';

/** Customer e-mail: what the operations sent through the e-mail adapter. */
export const emailRouter = router({
  sent,
});
