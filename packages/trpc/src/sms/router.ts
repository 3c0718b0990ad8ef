import { router } from '../trpc.ts';
import { send } from './send.ts';

/** SMS to the customer through the SMS adapter's outbox (the list is email.textMessages). */
export const smsRouter = router({ send });
