import { router } from '../trpc.ts';
import { list } from './customer-emails.ts';
import { content } from './email-content.ts';
import { pdf } from './email-pdf.ts';
import { sendGeneric } from './send-generic.ts';
import { textMessages } from './text-messages.ts';

/** The customer's e-mails (also what the operations sent through the e-mail adapter) and SMS. */
export const emailRouter = router({
  list,
  content,
  pdf,
  textMessages,
  sendGeneric,
});
