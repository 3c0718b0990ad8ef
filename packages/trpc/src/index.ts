import { appRouter } from './app-router.ts';
import { createCallerFactory } from './trpc.ts';

export { type AdapterSettings, type Adapters, createAdapters } from './adapters/adapters.ts';
export { type AppRouter, appRouter } from './app-router.ts';
export {
  ADDRESS_WINDOW_MS,
  type AddressCount,
  countSignInFromAddress,
  forgetSignInsFromAddress,
  pruneAddressAttempts,
  takeBackSignInFromAddress,
} from './auth/address-throttle.ts';
export {
  type CompanyAccount,
  type CompanyAccountRefusal,
  type CompanySignInResult,
  signInWithCompanyAccount,
} from './auth/company-account.ts';
export {
  readSessionToken,
  SESSION_COOKIE_NAME,
  serializeClearedSessionCookie,
  serializeSessionCookie,
} from './auth/cookie.ts';
export { pruneLoginAttempts, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from './auth/login-throttle.ts';
export type { Profile } from './auth/service.ts';
export { SessionCache, type SessionCacheOptions } from './auth/session-cache.ts';
export {
  type AuthSession,
  authenticateSession,
  DEFAULT_SESSION_SETTINGS,
  deleteExpiredSessions,
  findLiveSessionIds,
  type SessionSettings,
  type SessionUser,
} from './auth/sessions.ts';
export {
  CALL_EVENT_NAMES,
  type CallEventInput,
  callEventSchema,
  type ExtensionMap,
} from './calls/call-event-schema.ts';
export { type RecordedCallEvent, recordCallEvent } from './calls/record-call-event.ts';
export { expirePresence } from './case-locks/presence.ts';
export { expireCaseLocks } from './case-locks/service.ts';
export {
  CASE_EXPORT_SHEET,
  caseExportFileName,
  writeCaseExport,
  XLSX_CONTENT_TYPE,
} from './cases/export/write-case-export.ts';
export { type Context, type CreateContextOptions, createContext, type Transport } from './context.ts';
export { expireCustomerPresence } from './customers/customer-presence.ts';
export { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable.ts';
export type { MailSettings } from './email/delivery/email-transport.ts';
export { emailAdapterOverrides } from './email/email-sender.ts';
export { AppError, type AppErrorCode, databaseUnavailableError } from './errors.ts';
export { EventHub, type EventHubOptions } from './events/event-hub.ts';
export type { LiveEvent, ResyncEvent, StreamEvent } from './events/event-types.ts';
export { pruneEvents } from './events/prune-events.ts';
export { subscriptionWireEncoder } from './events/subscription-wire.ts';
export { trpcHttpError } from './http-error.ts';
export {
  IDEMPOTENT_REQUEST_HOURS,
  pruneIdempotentRequests,
} from './idempotency/prune-idempotent-requests.ts';
export { type JobQueue, type JobQueueLogger, startJobQueue } from './jobs/job-queue.ts';
export { type FollowUpRun, runDueFollowUps } from './jobs/run-due-follow-ups.ts';
export { type JsonTextPart, jsonTextPartsOf } from './json-text.ts';
export { createMetrics, type Metrics } from './metrics/metrics.ts';
export { followShortLink } from './short-links/short-link-service.ts';
export { createSqlPool, type SqlPool } from './sql-pool.ts';
export { sqlRunnerOf } from './sql-runner.ts';
export { errorCodeOf } from './trpc.ts';

/** Calls procedures in-process with a given context (tests, scripts). */
export const createCaller = createCallerFactory(appRouter);
export { documentDownload, type FileDownload } from './documents/document-files.ts';
export { uploadDocuments } from './documents/upload-documents.ts';
export { createFileStorage, type FileStorageSettings } from './files/create-file-storage.ts';
export {
  authorizeFileRequest,
  type FileRequestUser,
  storeUploadedFile,
  type UploadedFile,
} from './files/file-requests.ts';
export type { FileStorage } from './files/file-storage.ts';
export { mainAgreementFileDownload } from './main-agreements/main-agreement-service.ts';
export { uploadMainAgreementFile } from './main-agreements/upload-file.ts';
