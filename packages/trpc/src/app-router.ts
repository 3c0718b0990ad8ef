import { addressManagerRouter } from './address-manager/router.ts';
import { addressesRouter } from './addresses/router.ts';
import { agreementRowsRouter } from './agreement-rows/router.ts';
import { agreementsRouter } from './agreements/router.ts';
import { announcementsRouter } from './announcements/router.ts';
import { arcadeRouter } from './arcade/router.ts';
import { authRouter } from './auth/router.ts';
import { bitcomRouter } from './bitcom/router.ts';
import { callsRouter } from './calls/router.ts';
import { campaignsRouter } from './campaigns/router.ts';
import { cantabRouter } from './cantab/router.ts';
import { caseLocksRouter } from './case-locks/router.ts';
import { caseQueuesRouter } from './case-queues/router.ts';
import { casesRouter } from './cases/router.ts';
import { channelsRouter } from './channels/router.ts';
import { commerceRouter, commerceSyncRouter } from './commerce/router.ts';
import { connectionStatusRouter } from './connection-status/router.ts';
import { creditChecksRouter } from './credit-checks/router.ts';
import { customerAccountRouter } from './customer-account/router.ts';
import { customerSyncRouter } from './customer-sync/router.ts';
import { customersRouter } from './customers/router.ts';
import { disruptionsRouter } from './disruptions/router.ts';
import { documentsRouter } from './documents/router.ts';
import { emailRouter } from './email/router.ts';
import { hardwareRouter } from './hardware/router.ts';
import { historyRouter } from './history/router.ts';
import { invoiceBasesRouter } from './invoice-bases/router.ts';
import { invoicesRouter } from './invoices/router.ts';
import { logsRouter } from './logs/router.ts';
import { mainAgreementsRouter } from './main-agreements/router.ts';
import { marketabilityRouter } from './marketability/router.ts';
import { memosRouter } from './memos/router.ts';
import { messagesRouter } from './messages/router.ts';
import { middlewareLookupRouter } from './middleware-lookup/router.ts';
import { ordersRouter } from './orders/router.ts';
import { parcelsRouter } from './parcels/router.ts';
import { playRouter } from './play/router.ts';
import { provisioningRouter } from './provisioning/router.ts';
import { searchRouter } from './search/router.ts';
import { secondLineRouter } from './second-line/router.ts';
import { shortLinksRouter } from './short-links/router.ts';
import { smsRouter } from './sms/router.ts';
import { suggestionsRouter } from './suggestions/router.ts';
import { supportRouter } from './support/router.ts';
import { systemRouter } from './system/router.ts';
import { tagsRouter } from './tags/router.ts';
import { telephonyRouter } from './telephony/router.ts';
import { timeReportRouter } from './time-report/router.ts';
import { router } from './trpc.ts';
import { tvDiagnosticsRouter } from './tv-diagnostics/router.ts';
import { usersRouter } from './users/router.ts';

/** Every area of the API. Add an area by adding its router here. */
export const appRouter = router({
  addresses: addressesRouter,
  agreements: agreementsRouter,
  agreementRows: agreementRowsRouter,
  auth: authRouter,
  calls: callsRouter,
  caseLocks: caseLocksRouter,
  caseQueues: caseQueuesRouter,
  cases: casesRouter,
  channels: channelsRouter,
  creditChecks: creditChecksRouter,
  customerAccount: customerAccountRouter,
  customerSync: customerSyncRouter,
  customers: customersRouter,
  documents: documentsRouter,
  email: emailRouter,
  hardware: hardwareRouter,
  history: historyRouter,
  invoiceBases: invoiceBasesRouter,
  invoices: invoicesRouter,
  logs: logsRouter,
  mainAgreements: mainAgreementsRouter,
  memos: memosRouter,
  messages: messagesRouter,
  play: playRouter,
  search: searchRouter,
  shortLinks: shortLinksRouter,
  sms: smsRouter,
  suggestions: suggestionsRouter,
  system: systemRouter,
  tags: tagsRouter,
  telephony: telephonyRouter,
  users: usersRouter,
  disruptions: disruptionsRouter,
  parcels: parcelsRouter,
  connectionStatus: connectionStatusRouter,
  tvDiagnostics: tvDiagnosticsRouter,
  orders: ordersRouter,
  marketability: marketabilityRouter,
  arcade: arcadeRouter,
  commerce: commerceRouter,
  commerceSync: commerceSyncRouter,
  cantab: cantabRouter,
  bitcom: bitcomRouter,
  timeReport: timeReportRouter,
  announcements: announcementsRouter,
  campaigns: campaignsRouter,
  support: supportRouter,
  provisioning: provisioningRouter,
  secondLine: secondLineRouter,
  middlewareLookup: middlewareLookupRouter,
  addressManager: addressManagerRouter,
});

export type AppRouter = typeof appRouter;
