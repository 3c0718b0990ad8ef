import { router } from '../trpc.ts';
import { forCustomer } from './for-customer.ts';

export const parcelsRouter = router({ forCustomer });
