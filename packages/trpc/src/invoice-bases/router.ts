import { router } from '../trpc.ts';
import {
  all,
  create,
  list,
  markInvoiced,
  pdf,
  prefill,
  remove,
  removeExpense,
  reopen,
  update,
} from './procedures.ts';

export const invoiceBasesRouter = router({
  all,
  create,
  list,
  markInvoiced,
  pdf,
  prefill,
  remove,
  removeExpense,
  reopen,
  update,
});
