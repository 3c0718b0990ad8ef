import type { PrismaClient } from '@sappis/db';
import type { ToolLink } from '@sappis/shared';
import type { Adapters } from '../adapters/adapters.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { type Context, createContext } from '../context.ts';
import type { EventHub } from '../events/event-hub.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { SqlPool } from '../sql-pool.ts';

/** A jar holding the session cookie the way a browser would. */
export interface CookieJar {
  token: string | null;
}

/**
 * A context for `createCaller` that behaves like one HTTP request from a browser with `jar`:
 * it sends the jar's token and stores what login/logout write.
 */
export function createTestContext(
  prisma: PrismaClient,
  jar: CookieJar = { token: null },
  options: {
    sessionSettings?: SessionSettings;
    now?: () => Date;
    productName?: string;
    events?: EventHub;
    sqlPool?: SqlPool;
    adapters?: Adapters;
    files?: FileStorage;
    toolLinks?: readonly ToolLink[];
  } = {},
): Context {
  return createContext({
    prisma,
    sessionToken: jar.token,
    transport: 'caller',
    setSessionCookie: (token) => {
      jar.token = token;
    },
    clearSessionCookie: () => {
      jar.token = null;
    },
    ...options,
  });
}
