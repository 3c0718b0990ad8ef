import { appRouter } from './app-router.ts';
import { createCallerFactory } from './trpc.ts';

export { type AppRouter, appRouter } from './app-router.ts';
export {
  readSessionToken,
  SESSION_COOKIE_NAME,
  serializeClearedSessionCookie,
  serializeSessionCookie,
} from './auth/cookie.ts';
export type { Profile } from './auth/service.ts';
export {
  type AuthSession,
  authenticateSession,
  DEFAULT_SESSION_SETTINGS,
  deleteExpiredSessions,
  findLiveSessionIds,
  type SessionSettings,
  type SessionUser,
} from './auth/sessions.ts';
export { type Context, type CreateContextOptions, createContext, type Transport } from './context.ts';
export { AppError, type AppErrorCode } from './errors.ts';

/** Calls procedures in-process with a given context (tests, scripts). */
export const createCaller = createCallerFactory(appRouter);
