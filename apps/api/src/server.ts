import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { PrismaClient } from '@sappis/db';
import {
  ACCESS_CHANGED_CLOSE_CODE,
  CASE_EXPORT_PATH,
  MAX_CALLS_PER_BATCH,
  ROUTES,
  SERVER_DRAINING_CLOSE_CODE,
  SHORT_LINK_PATH,
  TRPC_BASE_PATH as TRPC_PATH,
} from '@sappis/shared';
import {
  appRouter,
  authenticateSession,
  type Context,
  createAdapters,
  createContext,
  createFileStorage,
  createMetrics,
  databaseUnavailableError,
  type EventHub,
  emailAdapterOverrides,
  errorCodeOf,
  findLiveSessionIds,
  isDatabaseUnavailable,
  type Metrics,
  readSessionToken,
  SessionCache,
  type SessionCacheOptions,
  type SqlPool,
  serializeClearedSessionCookie,
  serializeSessionCookie,
  sqlRunnerOf,
  subscriptionWireEncoder,
} from '@sappis/trpc';
import type { TRPCError } from '@trpc/server';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import express, { type NextFunction, type Request, type Response } from 'express';
import { WebSocketServer } from 'ws';
import { limitBatchSize } from './http/batch-size-limit.ts';
import { caseExportHandler } from './http/case-export.ts';
import { closeConnectionsWhile } from './http/close-connections-while.ts';
import { companySignInOff, companySignInRoutes } from './http/company-sign-in/company-sign-in-routes.ts';
import { identityProvider } from './http/company-sign-in/identity-provider.ts';
import type { DatabaseProbe } from './http/database-probe.ts';
import { FILES_PATH, fileRoutes } from './http/file-routes.ts';
import { firstScreens } from './http/first-screen.ts';
import { HEALTH_PATH, healthRoutes } from './http/health-routes.ts';
import { inSequence } from './http/in-sequence.ts';
import { indexHtmlFor } from './http/index-html.ts';
import { loginRateLimit } from './http/login-rate-limit.ts';
import { METRICS_PATH, metricsRoute } from './http/metrics-route.ts';
import { precompressedFiles } from './http/precompressed-files.ts';
import { setRetryAfterOn503 } from './http/retry-after.ts';
import { noStore, securityHeaders } from './http/security-headers.ts';
import { shortLinkRedirect } from './http/short-link-redirect.ts';
import { TELEPHONY_PATH, telephonyRoutes } from './http/telephony-route.ts';
import { trpcHandler } from './http/trpc-handler.ts';
import { webSocketOriginCheck } from './http/websocket-origin.ts';
import type { Logger } from './logger.ts';
import { requestIdOf, requestLogger } from './request-logger.ts';
import { SessionSocketRegistry } from './session-sockets.ts';
import type { Settings } from './settings.ts';
import { startWebSocketHeartbeat } from './websocket-heartbeat.ts';

export interface CreateServerOptions {
  prisma: PrismaClient;
  logger: Logger;
  settings: Settings;
  /** The built web app (apps/web/dist); served with an SPA fallback when it holds an index.html. */
  webDistDir?: string;
  /** The web app's first-screen renderer (apps/web/dist-ssr/render-first-screen.js; http/first-screen.ts). */
  firstScreenRenderer?: string;
  /** How often open WebSockets are checked against their session (idle/absolute expiry). Default 60 s. */
  webSocketSessionCheckMs?: number;
  /** How often open WebSockets are pinged; one not answering by the next ping is closed. Default 30 s. */
  webSocketHeartbeatMs?: number;
  /** The process's event hub (subscriptions stream from it); its owner closes it after `close()`. */
  events?: EventHub;
  /** A node-postgres pool for hot raw-SQL paths (case locks); its owner ends it after `close()`. */
  sqlPool?: SqlPool;
  /** How long a looked-up session answers without the database, and its clock (packages/trpc/src/auth/session-cache.ts). */
  sessionCache?: SessionCacheOptions;
  /** The process's metrics (the job queue reports into them too); default: the server's own. */
  metrics?: Metrics;
  /** The clock the sign-in limit per client address counts its windows by. Default: the system clock. */
  loginClock?: () => Date;
  /** `/health`'s own database connection (its owner closes it after `close()`); default: a query through Prisma. */
  databaseProbe?: Pick<DatabaseProbe, 'check'>;
  /** How far ahead of the identity provider's clock this server's is taken to be, in seconds (tests: a late ID token). */
  companySignInClockSkewSeconds?: number;
}

export interface AppServer {
  app: express.Express;
  httpServer: http.Server;
  /** Starts listening; port 0 picks a free port. Resolves with the bound port and base URL. */
  listen(port: number, host?: string): Promise<{ port: number; url: string }>;
  /**
   * Drains (SIGTERM): readiness 503 at once, after the drain delay stops accepting connections, closes the
   * WebSockets with SERVER_DRAINING_CLOSE_CODE (reconnect elsewhere now) and lets in-flight requests finish
   * within the drain timeout. Logs each step.
   */
  close(): Promise<void>;
}

const WS_CLOSE_GRACE_MS = 1_000;
const MAX_BODY_BYTES = 1024 * 1024;

function rejectUpgrade(socket: Duplex, status: number, reason: string): void {
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
}

/**
 * The request tRPC's WebSocket handler is given: it keeps it for the connection's lifetime (issue 8: an idle
 * connection should cost at most twice a bare `ws` one), so only what it and createContext read (the url, the
 * host, the cookie and the user agent), not the IncomingMessage with its raw headers and stream state.
 */
function connectionRequest(req: http.IncomingMessage): http.IncomingMessage {
  const { host, cookie } = req.headers;
  const headers = { host, cookie, 'user-agent': req.headers['user-agent'] };
  return { url: req.url, headers } as http.IncomingMessage;
}

const APP_PAGES_NAMED_LIKE_FILES: ReadonlySet<string> = new Set(
  ROUTES.filter((route) => route.path.endsWith('.html')).map((route) => route.path),
);

export function createServer(options: CreateServerOptions): AppServer {
  const { prisma, logger, settings, events, sqlPool } = options;
  // https is a property of the deployment (PUBLIC_URL), never of a request header.
  const cookieOptions = { secure: settings.http.https };
  let closing = false;
  const sessionCache = new SessionCache(options.sessionCache);
  const metrics = options.metrics ?? createMetrics(prisma);
  const adapters = createAdapters(
    prisma,
    settings.adapters,
    emailAdapterOverrides(settings.mail),
    metrics.adapterCalls,
  );
  const files = createFileStorage(prisma, settings.files);
  const signInMethods = {
    password: settings.signIn.password,
    companyAccount: settings.signIn.company !== undefined,
  };
  const stopSessionInvalidation = events?.subscribe(sessionCache.onEvents);
  // Expired entries go even when no new session is looked up (an idle process keeps none).
  const sessionCacheSweep = setInterval(() => sessionCache.sweep(), sessionCache.ttlMs);
  sessionCacheSweep.unref();

  // Open WebSockets by the session they were opened with: closed when that session ends or its user's groups change.
  const sessionSockets = new SessionSocketRegistry();
  const closeSessionSockets = (sessionId: string) => sessionSockets.closeSession(sessionId);

  const app = express();
  app.disable('x-powered-by');
  // Which proxies' X-Forwarded-For to believe for req.ip (sign-in throttling per address).
  app.set('trust proxy', settings.http.trustProxy);

  // Every request passes these: one Express layer (see in-sequence.ts).
  app.use(
    inSequence(
      requestLogger(logger),
      securityHeaders(settings.http),
      closeConnectionsWhile(() => closing),
    ),
  );

  // A bug logs once, with its stack, at error; a refusal (the client's fault) only at debug. Never the input.
  const onTrpcError = ({
    error,
    path: procedurePath,
    type,
    ctx,
  }: {
    error: TRPCError;
    path?: string;
    type: string;
    ctx?: Context;
  }) => {
    const code = errorCodeOf(error);
    // Only the router's own paths become series: a client's made-up path must not add one.
    const known = procedurePath !== undefined && Object.hasOwn(appRouter._def.procedures, procedurePath);
    metrics.countProcedureError(known ? procedurePath : 'unknown', code);
    const fields = { reqId: ctx?.requestId, procedure: procedurePath ?? null, type, code };
    if (code === 'INTERNAL_SERVER_ERROR') logger.error({ ...fields, err: error }, 'procedure failed');
    else if (code === 'SERVICE_UNAVAILABLE')
      logger.warn({ ...fields, err: error }, 'procedure not served now');
    else logger.debug(fields, 'procedure refused');
  };

  /** The context of a request over HTTP (tRPC calls and the plain routes that call procedures). */
  const httpContext = (req: Request, res: Response): Context => {
    const setCookie = (value: string) => {
      if (res.headersSent) {
        // Only possible with a streaming link; login/logout must use a non-streaming HTTP link.
        logger.error(
          { reqId: requestIdOf(req), path: req.path },
          'session cookie could not be written: headers already sent',
        );
        return;
      }
      res.append('Set-Cookie', value);
    };
    return createContext({
      prisma,
      sessionToken: readSessionToken(req.headers.cookie, cookieOptions),
      sessionSettings: settings.session,
      caseLockLeaseSeconds: settings.caseLockLeaseSeconds,
      productName: settings.productName,
      adapters,
      files,
      toolLinks: settings.toolLinks,
      userAgent: req.get('user-agent') ?? null,
      transport: 'http',
      setSessionCookie: (token) => setCookie(serializeSessionCookie(token, cookieOptions)),
      clearSessionCookie: () => setCookie(serializeClearedSessionCookie(cookieOptions)),
      onAuthenticated: (user) => {
        res.locals.userId = user.id;
      },
      onSessionEnded: closeSessionSockets,
      events,
      sqlPool,
      sessionCache,
      requestId: requestIdOf(req),
      metrics,
      signInMethods,
    });
  };

  // First after the common middlewares: nearly every request is a tRPC call.
  app.use(
    TRPC_PATH,
    inSequence(
      noStore,
      limitBatchSize(MAX_CALLS_PER_BATCH),
      loginRateLimit(logger, prisma, options.loginClock),
      trpcHandler({
        router: appRouter,
        createContext: ({ req, res }) => httpContext(req, res),
        onError: onTrpcError,
        maxBodySize: MAX_BODY_BYTES,
      }),
    ),
  );

  // Uploads and downloads of documents and main-agreement files: streamed, checked like the procedures.
  app.use(
    FILES_PATH,
    noStore,
    fileRoutes({
      prisma,
      files,
      logger,
      contextOf: httpContext,
    }),
  );

  // Signing in with the company account (OpenID Connect), when OIDC_* are set.
  if (settings.signIn.company) {
    app.use(
      companySignInRoutes({
        prisma,
        logger,
        settings: settings.signIn.company,
        provider: identityProvider(settings.signIn.company, {
          clockSkewSeconds: options.companySignInClockSkewSeconds,
        }),
        secure: settings.http.https,
        productName: settings.productName,
        contextOf: httpContext,
      }),
    );
  } else {
    app.use(companySignInOff());
  }

  app.get(METRICS_PATH, noStore, metricsRoute({ metrics, token: settings.metricsToken, logger }));

  // Liveness, readiness (503 while draining) and /health (readiness, for the load balancer's checks).
  const checkDatabase = options.databaseProbe?.check ?? (() => prisma.$queryRaw`SELECT 1`);
  app.use(HEALTH_PATH, healthRoutes({ checkDatabase, logger, isDraining: () => closing }));

  // The phone system's call events: own token, rate limit and body parsers.
  app.use(TELEPHONY_PATH, noStore, telephonyRoutes({ prisma, logger, settings: settings.telephony }));

  // tRPC reads its own bodies (its parse errors keep the tRPC shape); JSON for any other route.
  app.use(express.json({ limit: MAX_BODY_BYTES }));

  app.get(`${SHORT_LINK_PATH}:slug`, shortLinkRedirect(prisma));

  app.get(
    CASE_EXPORT_PATH,
    caseExportHandler({ prisma, logger, productName: settings.productName, createContext: httpContext }),
  );

  // The built web app, with index.html for every other GET that accepts HTML (client-side routes).
  const indexHtml = options.webDistDir ? path.join(options.webDistDir, 'index.html') : undefined;
  if (options.webDistDir && indexHtml && existsSync(indexHtml)) {
    const setHeaders = (res: Response, filePath: string) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    };
    // The build's brotli/gzip copies to clients that accept them; express.static serves the rest as is.
    app.use(precompressedFiles(options.webDistDir, setHeaders));
    app.use(express.static(options.webDistDir, { index: false, setHeaders }));
    const page = indexHtmlFor(indexHtml);
    const firstScreen = options.firstScreenRenderer
      ? firstScreens(options.firstScreenRenderer, logger)
      : undefined;
    app.get('/{*splat}', async (req, res, next) => {
      const isApi =
        req.path === TRPC_PATH ||
        req.path.startsWith(`${TRPC_PATH}/`) ||
        req.path.startsWith(`${FILES_PATH}/`) ||
        req.path === HEALTH_PATH ||
        req.path.startsWith(`${HEALTH_PATH}/`) ||
        req.path === METRICS_PATH ||
        req.path.startsWith(`${TELEPHONY_PATH}/`);
      // The route table's pages named like files (/tidrap.html, /pong.html, ...) are pages of the web app too.
      const looksLikeFile =
        path.posix.basename(req.path).includes('.') && !APP_PAGES_NAMED_LIKE_FILES.has(req.path);
      if (isApi || looksLikeFile || !req.accepts('html')) {
        next();
        return;
      }
      if (
        firstScreen?.isFor(req.originalUrl, req.path) &&
        readSessionToken(req.headers.cookie, cookieOptions)
      ) {
        // The user's own data is in this page: kept nowhere. Its head goes out at once, so the browser takes the app's
        // code (from its cache) while the first screen is rendered.
        res.setHeader('Cache-Control', 'no-store');
        res.type('html').write(page.firstScreenHead);
        res.end(
          page.afterFirstScreenHead(await firstScreen.render(req.originalUrl, () => httpContext(req, res))),
        );
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(page.forRoute(req.path));
    });
  }

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isDatabaseUnavailable(error) && !res.headersSent) {
      logger.warn({ reqId: requestIdOf(req), err: error }, 'database unavailable');
      res.status(503);
      setRetryAfterOn503(res);
      res.json({ error: databaseUnavailableError(error).userMessage });
      return;
    }
    const status =
      typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
        ? error.status
        : 500;
    if (status >= 500) logger.error({ reqId: requestIdOf(req), err: error }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).json({ error: status >= 500 ? 'Internal server error' : 'Bad request' });
  });

  const httpServer = http.createServer(app);

  // WebSockets: only upgrades on /trpc from an allowed origin whose session cookie maps to a valid session.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  metrics.countWebSocketsWith(() => wss.clients.size);
  // Each WebSocket connection's id (keyed by the request tRPC keeps), on its log lines and in its errors' data.
  const connectionIds = new WeakMap<http.IncomingMessage, string>();
  applyWSSHandler({
    wss,
    router: appRouter,
    createContext: ({ req, res }) =>
      createContext({
        prisma,
        sessionToken: readSessionToken(req.headers.cookie, cookieOptions),
        sessionSettings: settings.session,
        caseLockLeaseSeconds: settings.caseLockLeaseSeconds,
        productName: settings.productName,
        adapters,
        files,
        toolLinks: settings.toolLinks,
        userAgent: req.headers['user-agent'] ?? null,
        transport: 'ws',
        events,
        sqlPool,
        sessionCache,
        webSocket: res,
        requestId: connectionIds.get(req),
        metrics,
        signInMethods,
      }),
    // Plain JSON, plus what lets event subscriptions write to their socket directly (issue 3, latency).
    experimental_encoder: subscriptionWireEncoder,
    // Dead connections are found by one heartbeat for all sockets (websocket-heartbeat.ts), not per connection.
    keepAlive: { enabled: false },
    onError: onTrpcError,
  });

  const stopHeartbeat = startWebSocketHeartbeat(wss, options.webSocketHeartbeatMs ?? 30_000);

  // What stays attached to an open WebSocket is created outside the upgrade handler: a closure made inside it
  // would keep the handler's scope (the upgrade request and its head buffer) for the connection's lifetime.
  const onUpgradeSocketError = (error: Error) => logger.debug({ err: error }, 'upgrade socket error');

  const isAllowedOrigin = webSocketOriginCheck(settings.http);
  httpServer.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', onUpgradeSocketError);
    const connectionId = randomUUID();
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const log = (status: number, userId: number | null) =>
      logger.info({ reqId: connectionId, path: pathname, status, userId }, 'websocket upgrade');

    if (pathname !== TRPC_PATH) {
      log(404, null);
      rejectUpgrade(socket, 404, 'Not Found');
      return;
    }
    if (closing) {
      log(503, null);
      rejectUpgrade(socket, 503, 'Service Unavailable');
      return;
    }
    if (!isAllowedOrigin(req)) {
      log(403, null);
      rejectUpgrade(socket, 403, 'Forbidden');
      return;
    }
    const token = readSessionToken(req.headers.cookie, cookieOptions);
    const lookup = token
      ? authenticateSession(sqlRunnerOf({ prisma, sqlPool }), token, {
          now: new Date(),
          settings: settings.session,
          cache: sessionCache,
        })
      : Promise.resolve(null);
    lookup.then(
      (session) => {
        if (!session) {
          log(401, null);
          rejectUpgrade(socket, 401, 'Unauthorized');
          return;
        }
        if (closing || socket.destroyed) {
          rejectUpgrade(socket, 503, 'Service Unavailable');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          log(101, session.user.id);
          sessionSockets.add(session.id, session.user.id, ws);
          const kept = connectionRequest(req);
          connectionIds.set(kept, connectionId);
          wss.emit('connection', ws, kept);
        });
      },
      (error: unknown) => {
        logger.error({ reqId: connectionId, err: error }, 'websocket authentication failed');
        rejectUpgrade(socket, 503, 'Service Unavailable');
      },
    );
  });

  /** Closes the open sockets whose session has ended (expired, deleted, or its user deactivated). */
  /**
   * Closes the open sockets whose session has ended (expired, deleted, or its user deactivated), and those of the
   * users in `accessChanged` whose session lives on (their groups changed).
   */
  const checkOpenSessions = (accessChanged: ReadonlySet<number> = new Set()) => {
    const ids = sessionSockets.sessionIds();
    if (ids.length === 0) return;
    findLiveSessionIds(prisma, ids, { now: new Date(), settings: settings.session }).then(
      (live) => {
        for (const id of ids) {
          if (!live.has(id)) closeSessionSockets(id);
          else if (accessChanged.has(sessionSockets.userOf(id) ?? -1)) {
            sessionSockets.closeSession(id, ACCESS_CHANGED_CLOSE_CODE);
          }
        }
      },
      (error: unknown) => logger.warn({ err: error }, 'websocket session check failed'),
    );
  };
  // Sessions also end by idle or absolute timeout without anyone calling: check the open sockets' sessions.
  const sessionCheck = setInterval(checkOpenSessions, options.webSocketSessionCheckMs ?? 60_000);
  sessionCheck.unref();
  // A sign-out in any process closes this process's sockets of that session at once; a changed user (deactivated,
  // groups changed) has the open sessions checked at once instead of at the next interval.
  const stopSocketSessionEvents = events?.subscribe((batch) => {
    let userChanged = false;
    const accessChanged = new Set<number>();
    for (const event of batch) {
      const { sessionId } = event.payload;
      if (event.type === 'session.ended' && typeof sessionId === 'string') closeSessionSockets(sessionId);
      if (event.type === 'user.changed') {
        userChanged = true;
        if (event.userId !== null) accessChanged.add(event.userId);
      }
    }
    if (userChanged) checkOpenSessions(accessChanged);
  });

  let closed: Promise<void> | undefined;

  async function closeWebSockets(): Promise<void> {
    const clients = [...wss.clients];
    await Promise.all(
      clients.map(
        (client) =>
          new Promise<void>((resolve) => {
            if (client.readyState === client.CLOSED) return resolve();
            const timer = setTimeout(() => {
              client.terminate();
              resolve();
            }, WS_CLOSE_GRACE_MS);
            client.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            client.close(SERVER_DRAINING_CLOSE_CODE, 'Server draining, reconnect now');
          }),
      ),
    );
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }

  /** Stops accepting connections; resolves once the open ones have finished, or were cut at the drain timeout. */
  function stopAccepting(): Promise<void> {
    if (!httpServer.listening) return Promise.resolve();
    return new Promise<void>((resolve) => httpServer.close(() => resolve()));
  }

  async function finishInFlight(finished: Promise<void>): Promise<void> {
    const { timeoutMs } = settings.drain;
    const timer = setTimeout(() => {
      logger.warn({ timeoutMs }, 'drain: timeout, closing the connections still open');
      httpServer.closeAllConnections();
    }, timeoutMs);
    timer.unref();
    httpServer.closeIdleConnections();
    await finished;
    clearTimeout(timer);
  }

  return {
    app,
    httpServer,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        httpServer.once('error', onError);
        httpServer.listen(port, host, () => {
          httpServer.off('error', onError);
          const address = httpServer.address() as AddressInfo;
          const shownHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
          resolve({ port: address.port, url: `http://${shownHost}:${address.port}` });
        });
      });
    },
    close() {
      closed ??= (async () => {
        const started = Date.now();
        closing = true;
        const { delayMs } = settings.drain;
        logger.info({ delayMs }, 'drain: readiness is false');
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const finished = stopAccepting();
        logger.info('drain: no longer accepting connections');
        clearInterval(sessionCheck);
        stopSocketSessionEvents?.();
        stopSessionInvalidation?.();
        clearInterval(sessionCacheSweep);
        stopHeartbeat();
        const webSockets = wss.clients.size;
        await closeWebSockets();
        logger.info(
          { webSockets, code: SERVER_DRAINING_CLOSE_CODE },
          'drain: websocket clients told to reconnect',
        );
        await finishInFlight(finished);
        logger.info({ ms: Date.now() - started }, 'drain: in-flight requests finished');
      })();
      return closed;
    },
  };
}
