import type { PrismaClient } from '@sappis/db';
import { createSqlPool, EventHub, type SessionCacheOptions } from '@sappis/trpc';
import { createDatabaseProbe } from '../http/database-probe.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createServer } from '../server.ts';
import { type Settings, testSettings } from '../settings.ts';

export interface LiveServer {
  url: string;
  wsUrl: string;
  port: number;
  events: EventHub;
  /** Closes the server, then its event hub and SQL pool (like main.ts on shutdown). */
  close(): Promise<void>;
}

/** An API server with its own event hub and SQL pool on `databaseUrl` (tests, the child server, benchmarks). */
export async function startLiveServer(options: {
  prisma: PrismaClient;
  databaseUrl: string;
  port?: number;
  logger?: Logger;
  sessionCache?: SessionCacheOptions;
  settings?: Partial<Settings>;
}): Promise<LiveServer> {
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const events = new EventHub({
    connectionString: options.databaseUrl,
    onError: (error) => logger.warn({ err: error }, 'event hub connection problem'),
  });
  await events.ready();
  const sqlPool = createSqlPool(options.databaseUrl, {
    onError: (error) => logger.warn({ err: error }, 'sql pool connection problem'),
  });
  const databaseProbe = createDatabaseProbe(options.databaseUrl);
  const server = createServer({
    prisma: options.prisma,
    databaseProbe,
    logger,
    settings: testSettings(options.settings),
    events,
    sqlPool,
    sessionCache: options.sessionCache,
  });
  const { port } = await server.listen(options.port ?? 0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/trpc`,
    port,
    events,
    async close() {
      await server.close();
      await events.close();
      await sqlPool.end();
      await databaseProbe.close();
    },
  };
}
