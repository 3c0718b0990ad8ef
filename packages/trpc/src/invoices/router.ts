import { router } from '../trpc.ts';
import { defer } from './deferment/defer-invoice.ts';
import { defermentStatus } from './deferment/deferment-status.ts';
import { details } from './details.ts';
import { availableCredit, economyInfo, extraBillingRows, payouts } from './economy/procedures.ts';
import { sendByEmail } from './email/send-invoice-email.ts';
import { list } from './list.ts';
import { pdf } from './pdf.ts';
import { reverse } from './reverse/reverse-invoice.ts';

export const invoicesRouter = router({
  list,
  details,
  pdf,
  defermentStatus,
  defer,
  reverse,
  sendByEmail,
  economyInfo,
  extraBillingRows,
  availableCredit,
  payouts,
});
