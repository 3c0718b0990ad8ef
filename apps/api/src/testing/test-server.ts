import net from 'node:net';
import type { PrismaClient } from '@sappis/db';
import type { EventHub } from '@sappis/trpc';
import WebSocket from 'ws';
import { createLogger, type Logger } from '../logger.ts';
import { type AppServer, createServer } from '../server.ts';
import { type HttpSettings, type Settings, testSettings } from '../settings.ts';

export interface TestServer {
  url: string;
  /** ws://.../trpc */
  wsUrl: string;
  server: AppServer;
}

/** An API server on a free port of 127.0.0.1 with test settings; `http` overrides the edge settings. */
export async function startTestServer(options: {
  prisma: PrismaClient;
  http?: Partial<HttpSettings>;
  logger?: Logger;
  webDistDir?: string;
  firstScreenRenderer?: string;
  loginClock?: () => Date;
  /** Other settings than the tests' defaults. */
  settings?: Partial<Settings>;
  /** How staff sign in (LOCAL_SIGN_IN, OIDC_*); default: the password form only. */
  signIn?: Settings['signIn'];
  companySignInClockSkewSeconds?: number;
  /** Default: a free one. */
  port?: number;
  /** The process's live events (they drop cached sessions of changed users); default none. */
  events?: EventHub;
}): Promise<TestServer> {
  const defaults = testSettings(options.settings);
  const server = createServer({
    prisma: options.prisma,
    logger: options.logger ?? createLogger({ level: 'silent' }),
    settings: {
      ...defaults,
      http: { ...defaults.http, ...options.http },
      signIn: options.signIn ?? defaults.signIn,
    },
    webDistDir: options.webDistDir,
    firstScreenRenderer: options.firstScreenRenderer,
    loginClock: options.loginClock,
    companySignInClockSkewSeconds: options.companySignInClockSkewSeconds,
    events: options.events,
  });
  const { url } = await server.listen(options.port ?? 0, '127.0.0.1');
  return { url, wsUrl: `${url.replace(/^http/, 'ws')}/trpc`, server };
}

/** A port that was free a moment ago (for a server whose address another one must know before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Tries a raw upgrade; resolves with the HTTP status of a refused one, or 101 when it opened. */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}
