import { CASE_LOCK_MIN_LEASE_SECONDS, DEFAULT_PRODUCT_NAME, productNameSchema } from '@sappis/shared';
import { z } from 'zod';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** '1': the embedded database is a throwaway cluster deleted on exit (end-to-end tests). */
  SAPPIS_EPHEMERAL_DB: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Events older than this are pruned; a client further behind is told to refetch. */
  EVENT_RETENTION_HOURS: z.coerce.number().positive().default(24),
  /** A case lock not renewed (heartbeat) within this many seconds is free. */
  CASE_LOCK_LEASE_SECONDS: z.coerce.number().int().min(CASE_LOCK_MIN_LEASE_SECONDS).max(86_400).default(300),
  /** The brand name ('{product}'): names the groups {PRODUCT}_IT and {PRODUCT}_TEKNIK and goes into texts. */
  PRODUCT_NAME: productNameSchema.default(DEFAULT_PRODUCT_NAME),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Settings {
  port: number;
  host: string | undefined;
  databaseUrl: string | undefined;
  ephemeralDatabase: boolean;
  logLevel: LogLevel;
  session: { idleMinutes: number; absoluteHours: number };
  /** How long shutdown waits for open HTTP requests before closing their connections. */
  shutdownTimeoutMs: number;
  /** How long events are kept for reconnecting clients. */
  eventRetentionHours: number;
  /** Lease of a case lock in seconds. */
  caseLockLeaseSeconds: number;
  /** The brand name, '{product}' of the specification. */
  productName: string;
}

/** Reads and validates the settings from the environment; throws with every problem listed. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // Empty strings mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(`Invalid settings:\n${z.prettifyError(parsed.error)}`);
  }
  const s = parsed.data;
  return {
    port: s.PORT,
    host: s.HOST,
    databaseUrl: s.DATABASE_URL,
    ephemeralDatabase: s.SAPPIS_EPHEMERAL_DB === '1',
    logLevel: s.LOG_LEVEL,
    session: { idleMinutes: s.SESSION_IDLE_MINUTES, absoluteHours: s.SESSION_ABSOLUTE_HOURS },
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_MS,
    eventRetentionHours: s.EVENT_RETENTION_HOURS,
    caseLockLeaseSeconds: s.CASE_LOCK_LEASE_SECONDS,
    productName: s.PRODUCT_NAME,
  };
}

/** Settings for tests: defaults, quiet logs, overridable. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...loadSettings({}), port: 0, logLevel: 'silent', ...overrides };
}
