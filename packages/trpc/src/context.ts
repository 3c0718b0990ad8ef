import type { PrismaClient } from '@sappis/db';
import {
  DEFAULT_PRODUCT_NAME,
  DEFAULT_SIGN_IN_METHODS,
  DEFAULT_TOOL_LINKS,
  type SignInMethods,
  type ToolLink,
} from '@sappis/shared';
import type pg from 'pg';
import { type Adapters, defaultAdaptersOf } from './adapters/adapters.ts';
import type { SessionCache } from './auth/session-cache.ts';
import {
  type AuthSession,
  authenticateSession,
  DEFAULT_SESSION_SETTINGS,
  hashSessionToken,
  type SessionSettings,
  type SessionUser,
} from './auth/sessions.ts';
import type { EventHub } from './events/event-hub.ts';
import type { WireSocket } from './events/subscription-wire.ts';
import type { FileStorage } from './files/file-storage.ts';
import { postgresFileStorage } from './files/postgres-file-storage.ts';
import type { Metrics } from './metrics/metrics.ts';
import { sqlRunnerOf } from './sql-runner.ts';

/** How the call reached us: the HTTP adapter, the WebSocket adapter, or a server-side caller (tests). */
export type Transport = 'http' | 'ws' | 'caller';

export interface CreateContextOptions {
  prisma: PrismaClient;
  /** The raw token of the `sappis_session` cookie, if any. */
  sessionToken: string | null;
  sessionSettings?: SessionSettings;
  /** Writes the session cookie (HTTP only; absent on WebSocket connections). */
  setSessionCookie?: (token: string) => void;
  /** Clears the session cookie (HTTP only). */
  clearSessionCookie?: () => void;
  userAgent?: string | null;
  transport?: Transport;
  /** Called once the caller is known, e.g. for the request log's user id. */
  onAuthenticated?: (user: SessionUser) => void;
  /** Called with the Session id when login or logout ends the caller's session (to close its WebSockets). */
  onSessionEnded?: (sessionId: string) => void;
  /** The clock; tests may move it. */
  now?: () => Date;
  /** The process's live event stream (subscriptions need it; absent in plain caller tests). */
  events?: EventHub;
  /** Lease of a case lock in seconds (setting CASE_LOCK_LEASE_SECONDS); default 300. */
  caseLockLeaseSeconds?: number;
  /** A node-postgres pool for hot raw-SQL paths (sessions, case locks); without it they go through Prisma. */
  sqlPool?: pg.Pool;
  /** The process's recently looked-up sessions (the API's, see auth/session-cache.ts); absent in caller tests. */
  sessionCache?: SessionCache;
  /** The connection's WebSocket (WebSocket transport): subscriptions may write events to it directly. */
  webSocket?: WireSocket;
  /** The HTTP request's id, or the WebSocket connection's: on its log lines and in its errors' data. */
  requestId?: string;
  /** The brand name, '{product}' of the specification (setting PRODUCT_NAME); default 'Sappa'. */
  productName?: string;
  /** The outside systems (adapters/adapters.ts); default: the client's default adapters. */
  adapters?: Adapters;
  /** Where uploaded and generated files are kept (files/file-storage.ts); default PostgreSQL (the context's prisma). */
  files?: FileStorage;
  /** The tools dropdown's external links (setting TOOL_LINKS); default DEFAULT_TOOL_LINKS. */
  toolLinks?: readonly ToolLink[];
  /** The process's metrics (metrics/metrics.ts); absent in caller tests. */
  metrics?: Metrics;
  /** How staff may sign in (LOCAL_SIGN_IN, OIDC_*); default: the password form only. */
  signInMethods?: SignInMethods;
}

export interface Context {
  prisma: PrismaClient;
  sessionSettings: SessionSettings;
  transport: Transport;
  userAgent: string | null;
  now: () => Date;
  /** The current session token (updated by login/logout within the same request). */
  readonly sessionToken: string | null;
  /**
   * The valid session of the caller, or null. Within one HTTP request (a batch) it is looked up once;
   * on a WebSocket connection it is looked up on every call, so an ended session stops working at once.
   */
  getSession(): Promise<AuthSession | null>;
  /** True when this transport can write cookies (login needs it). */
  readonly canSetCookies: boolean;
  /** Makes `token` the caller's session: writes the cookie and forgets any looked-up session. */
  startSession(token: string): void;
  /** Forgets the caller's session and clears the cookie. */
  endSession(): void;
  onAuthenticated: (user: SessionUser) => void;
  /** The process's live event stream (pass it to streamEvents); absent in plain caller tests. */
  events: EventHub | undefined;
  /** Lease of a case lock in seconds: a lock not renewed within it is free. */
  caseLockLeaseSeconds: number;
  /** A node-postgres pool for hot raw-SQL paths; absent in plain caller tests. */
  sqlPool: pg.Pool | undefined;
  /** The connection's WebSocket (see events/subscription-wire.ts); absent over HTTP and in caller tests. */
  webSocket: WireSocket | undefined;
  /** The request's (or WebSocket connection's) id; absent in caller tests. */
  requestId: string | undefined;
  /** The brand name: it names the product's groups ('{product}_IT') and goes into texts. */
  productName: string;
  /** The outside systems, guarded by timeouts (adapters/adapters.ts). */
  adapters: Adapters;
  /** Where uploaded and generated files are kept. */
  files: FileStorage;
  /** The tools dropdown's external links (setting TOOL_LINKS). */
  toolLinks: readonly ToolLink[];
  /** The process's metrics: procedures' latency, open subscriptions, event fan-out lag; absent in caller tests. */
  metrics: Metrics | undefined;
  /** How staff may sign in: auth.login refuses when the password form is off. */
  signInMethods: SignInMethods;
}

export const DEFAULT_CASE_LOCK_LEASE_SECONDS = 300;

const currentTime = () => new Date();
const ignoreUser = () => {};

export function createContext(options: CreateContextOptions): Context {
  const transport = options.transport ?? 'http';
  const settings = options.sessionSettings ?? DEFAULT_SESSION_SETTINGS;
  const now = options.now ?? currentTime;
  const memoize = transport !== 'ws';
  const sessionSql = sqlRunnerOf(options);
  let token = options.sessionToken;
  let cached: Promise<AuthSession | null> | undefined;
  // This process forgets the session at once; the others when the event of its end arrives.
  const sessionEnded = (endedToken: string) => {
    const sessionId = hashSessionToken(endedToken);
    options.sessionCache?.delete(sessionId);
    options.onSessionEnded?.(sessionId);
  };

  // sessionToken is a data property kept up to date, not a getter: middlewares copy the context with object
  // spreads (tRPC's next({ ctx })), which V8 does several times faster for objects without accessors (issue 8).
  const context: Context & { sessionToken: string | null } = {
    prisma: options.prisma,
    sessionSettings: settings,
    transport,
    userAgent: options.userAgent ?? null,
    now,
    sessionToken: token,
    getSession() {
      if (!token) return Promise.resolve(null);
      if (memoize && cached) return cached;
      const lookup = authenticateSession(sessionSql, token, {
        now: now(),
        settings,
        cache: options.sessionCache,
      });
      if (memoize) {
        cached = lookup;
        lookup.catch(() => {
          if (cached === lookup) cached = undefined;
        });
      }
      return lookup;
    },
    canSetCookies: options.setSessionCookie !== undefined,
    startSession(newToken) {
      if (token && token !== newToken) sessionEnded(token);
      token = newToken;
      context.sessionToken = token;
      cached = undefined;
      options.setSessionCookie?.(newToken);
    },
    endSession() {
      if (token) sessionEnded(token);
      token = null;
      context.sessionToken = token;
      cached = undefined;
      options.clearSessionCookie?.();
    },
    onAuthenticated: options.onAuthenticated ?? ignoreUser,
    events: options.events,
    caseLockLeaseSeconds: options.caseLockLeaseSeconds ?? DEFAULT_CASE_LOCK_LEASE_SECONDS,
    sqlPool: options.sqlPool,
    webSocket: options.webSocket,
    requestId: options.requestId,
    productName: options.productName ?? DEFAULT_PRODUCT_NAME,
    adapters: options.adapters ?? defaultAdaptersOf(options.prisma),
    files: options.files ?? postgresFileStorage(options.prisma),
    toolLinks: options.toolLinks ?? DEFAULT_TOOL_LINKS,
    metrics: options.metrics,
    signInMethods: options.signInMethods ?? DEFAULT_SIGN_IN_METHODS,
  };
  return context;
}
