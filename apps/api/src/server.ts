import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { PrismaClient } from '@sappis/db';
import {
  appRouter,
  authenticateSession,
  createContext,
  type EventHub,
  findLiveSessionIds,
  readSessionToken,
  type SqlPool,
  serializeClearedSessionCookie,
  serializeSessionCookie,
  sqlRunnerOf,
  subscriptionWireEncoder,
} from '@sappis/trpc';
import type { TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import express, { type NextFunction, type Request, type Response } from 'express';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Logger } from './logger.ts';
import type { Settings } from './settings.ts';

export interface CreateServerOptions {
  prisma: PrismaClient;
  logger: Logger;
  settings: Settings;
  /** The built web app (apps/web/dist); served with an SPA fallback when it holds an index.html. */
  webDistDir?: string;
  /** How often open WebSockets are checked against their session (idle/absolute expiry). Default 60 s. */
  webSocketSessionCheckMs?: number;
  /** The process's event hub (subscriptions stream from it); its owner closes it after `close()`. */
  events?: EventHub;
  /** A node-postgres pool for hot raw-SQL paths (case locks); its owner ends it after `close()`. */
  sqlPool?: SqlPool;
}

export interface AppServer {
  app: express.Express;
  httpServer: http.Server;
  /** Starts listening; port 0 picks a free port. Resolves with the bound port and base URL. */
  listen(port: number, host?: string): Promise<{ port: number; url: string }>;
  /** Tells WebSocket clients to reconnect, closes them, stops accepting HTTP and drains open requests. */
  close(): Promise<void>;
}

const TRPC_PATH = '/trpc';
/** WebSocket close code when the session behind the connection has ended (logout, expiry). */
export const SESSION_ENDED_CLOSE_CODE = 4401;
const WS_CLOSE_GRACE_MS = 1_000;
const HEALTH_TIMEOUT_MS = 3_000;
const MAX_BODY_BYTES = 1024 * 1024;

/** Secure cookies when the browser talks https to us or to the proxy in front of us. */
function isHttps(req: Request): boolean {
  if (req.secure) return true;
  const forwarded = req.get('x-forwarded-proto');
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https';
}

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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function createServer(options: CreateServerOptions): AppServer {
  const { prisma, logger, settings, events, sqlPool } = options;
  let closing = false;

  // Open WebSockets by the Session id they were opened with: closed when that session ends.
  const socketsBySession = new Map<string, Set<WebSocket>>();
  const closeSessionSockets = (sessionId: string) => {
    const sockets = socketsBySession.get(sessionId);
    if (!sockets) return;
    socketsBySession.delete(sessionId);
    for (const socket of sockets) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
  };

  const app = express();
  app.disable('x-powered-by');

  // One JSON line per request.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const fields = {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.writableFinished ? res.statusCode : 499,
        ms: Math.round(ms * 10) / 10,
        userId: (res.locals.userId as number | undefined) ?? null,
      };
      if (req.path === '/health') logger.debug('request', fields);
      else logger.info('request', fields);
    };
    res.on('finish', log);
    res.on('close', log);
    next();
  });

  app.get('/health', async (_req, res) => {
    if (closing) {
      res.status(503).json({ status: 'shutting_down', db: 'unknown' });
      return;
    }
    try {
      await withTimeout(prisma.$queryRaw`SELECT 1`, HEALTH_TIMEOUT_MS);
      res.json({ status: 'ok', db: 'ok' });
    } catch (error) {
      logger.warn('health check failed', { err: error });
      res.status(503).json({ status: 'error', db: 'error' });
    }
  });

  const onTrpcError = ({
    error,
    path: procedurePath,
    type,
  }: {
    error: TRPCError;
    path?: string;
    type: string;
  }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      logger.error('procedure failed', { procedure: procedurePath ?? null, type, err: error });
    }
  };

  app.use(
    TRPC_PATH,
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => {
        const secure = isHttps(req);
        const setCookie = (value: string) => {
          if (res.headersSent) {
            // Only possible with a streaming link; login/logout must use a non-streaming HTTP link.
            logger.error('session cookie could not be written: headers already sent', {
              path: req.originalUrl,
            });
            return;
          }
          res.append('Set-Cookie', value);
        };
        return createContext({
          prisma,
          sessionToken: readSessionToken(req.headers.cookie),
          sessionSettings: settings.session,
          caseLockLeaseSeconds: settings.caseLockLeaseSeconds,
          userAgent: req.get('user-agent') ?? null,
          transport: 'http',
          setSessionCookie: (token) => setCookie(serializeSessionCookie(token, { secure })),
          clearSessionCookie: () => setCookie(serializeClearedSessionCookie({ secure })),
          onAuthenticated: (user) => {
            res.locals.userId = user.id;
          },
          onSessionEnded: closeSessionSockets,
          events,
          sqlPool,
        });
      },
      onError: onTrpcError,
      maxBodySize: MAX_BODY_BYTES,
    }),
  );

  // tRPC reads its own bodies (its parse errors keep the tRPC shape); JSON for any other route.
  app.use(express.json({ limit: MAX_BODY_BYTES }));

  // The built web app, with index.html for every other GET that accepts HTML (client-side routes).
  const indexHtml = options.webDistDir ? path.join(options.webDistDir, 'index.html') : undefined;
  if (options.webDistDir && indexHtml && existsSync(indexHtml)) {
    app.use(
      express.static(options.webDistDir, {
        index: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    app.get('/{*splat}', (req, res, next) => {
      const isApi = req.path === TRPC_PATH || req.path.startsWith(`${TRPC_PATH}/`) || req.path === '/health';
      const looksLikeFile = path.posix.basename(req.path).includes('.');
      if (isApi || looksLikeFile || !req.accepts('html')) {
        next();
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  }

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
        ? error.status
        : 500;
    if (status >= 500) logger.error('request failed', { path: req.originalUrl, err: error });
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).json({ error: status >= 500 ? 'Internal server error' : 'Bad request' });
  });

  const httpServer = http.createServer(app);

  // WebSockets: only upgrades on /trpc whose session cookie maps to a valid session.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const wssHandler = applyWSSHandler({
    wss,
    router: appRouter,
    createContext: ({ req, res }) =>
      createContext({
        prisma,
        sessionToken: readSessionToken(req.headers.cookie),
        sessionSettings: settings.session,
        caseLockLeaseSeconds: settings.caseLockLeaseSeconds,
        userAgent: req.headers['user-agent'] ?? null,
        transport: 'ws',
        events,
        sqlPool,
        webSocket: res,
      }),
    // Plain JSON, plus what lets event subscriptions write to their socket directly (issue 3, latency).
    experimental_encoder: subscriptionWireEncoder,
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
    onError: onTrpcError,
  });

  // What stays attached to an open WebSocket is created outside the upgrade handler: a closure made inside it
  // would keep the handler's scope (the upgrade request and its head buffer) for the connection's lifetime.
  const onUpgradeSocketError = (error: Error) => logger.debug('upgrade socket error', { err: error });
  const addSessionSocket = (sessionId: string, ws: WebSocket) => {
    const sockets = socketsBySession.get(sessionId) ?? new Set<WebSocket>();
    socketsBySession.set(sessionId, sockets);
    sockets.add(ws);
    ws.once('close', () => {
      sockets.delete(ws);
      if (sockets.size === 0 && socketsBySession.get(sessionId) === sockets)
        socketsBySession.delete(sessionId);
    });
  };

  httpServer.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', onUpgradeSocketError);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const log = (status: number, userId: number | null) =>
      logger.info('websocket upgrade', { path: pathname, status, userId });

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
    const token = readSessionToken(req.headers.cookie);
    const lookup = token
      ? authenticateSession(sqlRunnerOf({ prisma, sqlPool }), token, {
          now: new Date(),
          settings: settings.session,
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
          addSessionSocket(session.id, ws);
          wss.emit('connection', ws, connectionRequest(req));
        });
      },
      (error: unknown) => {
        logger.error('websocket authentication failed', { err: error });
        rejectUpgrade(socket, 503, 'Service Unavailable');
      },
    );
  });

  // Sessions also end by idle or absolute timeout without anyone calling: check the open sockets' sessions.
  const sessionCheck = setInterval(() => {
    const ids = [...socketsBySession.keys()];
    if (ids.length === 0) return;
    findLiveSessionIds(prisma, ids, { now: new Date(), settings: settings.session }).then(
      (live) => {
        for (const id of ids) if (!live.has(id)) closeSessionSockets(id);
      },
      (error: unknown) => logger.warn('websocket session check failed', { err: error }),
    );
  }, options.webSocketSessionCheckMs ?? 60_000);
  sessionCheck.unref();

  let closed: Promise<void> | undefined;

  async function closeWebSockets(): Promise<void> {
    wssHandler.broadcastReconnectNotification();
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
            client.close(1001, 'Server shutting down');
          }),
      ),
    );
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }

  async function closeHttp(): Promise<void> {
    if (!httpServer.listening) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        logger.warn('shutdown timeout: closing open connections', { timeoutMs: settings.shutdownTimeoutMs });
        httpServer.closeAllConnections();
      }, settings.shutdownTimeoutMs);
      timer.unref();
      httpServer.close(() => {
        clearTimeout(timer);
        resolve();
      });
      httpServer.closeIdleConnections();
    });
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
        closing = true;
        clearInterval(sessionCheck);
        await closeWebSockets();
        await closeHttp();
      })();
      return closed;
    },
  };
}
