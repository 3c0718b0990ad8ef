import { addressesRouter } from './addresses/router.ts';
import { agreementRowsRouter } from './agreement-rows/router.ts';
import { agreementsRouter } from './agreements/router.ts';
import { authRouter } from './auth/router.ts';
import { caseLocksRouter } from './case-locks/router.ts';
import { caseQueuesRouter } from './case-queues/router.ts';
import { casesRouter } from './cases/router.ts';
import { channelsRouter } from './channels/router.ts';
import { creditChecksRouter } from './credit-checks/router.ts';
import { customerAccountRouter } from './customer-account/router.ts';
import { customerSyncRouter } from './customer-sync/router.ts';
import { customersRouter } from './customers/router.ts';
import { emailRouter } from './email/router.ts';
import { eventsRouter } from './events/router.ts';
import { invoiceBasesRouter } from './invoice-bases/router.ts';
import { invoicesRouter } from './invoices/router.ts';
import { logsRouter } from './logs/router.ts';
import { memosRouter } from './memos/router.ts';
import { messagesRouter } from './messages/router.ts';
import { playRouter } from './play/router.ts';
import { searchRouter } from './search/router.ts';
import { suggestionsRouter } from './suggestions/router.ts';
import { systemRouter } from './system/router.ts';
import { tagsRouter } from './tags/router.ts';
import { telephonyRouter } from './telephony/router.ts';
import { router } from './trpc.ts';

/** Every area of the API. Add an area by adding its router here. */
export const appRouter = router({
  addresses: addressesRouter,
  agreements: agreementsRouter,
  agreementRows: agreementRowsRouter,
  auth: authRouter,
  caseLocks: caseLocksRouter,
  caseQueues: caseQueuesRouter,
  cases: casesRouter,
  channels: channelsRouter,
  creditChecks: creditChecksRouter,
  customerAccount: customerAccountRouter,
  customerSync: customerSyncRouter,
  customers: customersRouter,
  email: emailRouter,
  events: eventsRouter,
  invoiceBases: invoiceBasesRouter,
  invoices: invoicesRouter,
  logs: logsRouter,
  memos: memosRouter,
  messages: messagesRouter,
  play: playRouter,
  search: searchRouter,
  suggestions: suggestionsRouter,
  system: systemRouter,
  tags: tagsRouter,
  telephony: telephonyRouter,
});

export type AppRouter = typeof appRouter;
