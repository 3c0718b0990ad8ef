import {
  CASE_LOCK_MIN_LEASE_SECONDS,
  COMPANY_SIGN_IN_CALLBACK_PATH,
  DEFAULT_PRODUCT_NAME,
  DEFAULT_TOOL_LINKS,
  type GroupMap,
  parseGroupMap,
  parseToolLinks,
  productNameSchema,
  type ToolLink,
} from '@sappis/shared';
import type { AdapterSettings, FileStorageSettings, MailSettings } from '@sappis/trpc';
import { z } from 'zod';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** localhost, 127.x.x.x or [::1]: an address of this machine. */
export function isLoopbackUrl(url: URL): boolean {
  return (
    url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname)
  );
}

const OIDC_CREDENTIALS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

const settingsSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** '1': the embedded database is a throwaway cluster deleted on exit (end-to-end tests). */
    SAPPIS_EPHEMERAL_DB: z.enum(['0', '1']).default('0'),
    /** '1': seed the demo users and data into an empty database; default only on the embedded database. */
    SAPPIS_DEMO_DATA: z.enum(['0', '1']).optional(),
    /** '0': the database is already migrated and seeded (a replica of a cluster whose starter did it once). */
    SAPPIS_PREPARE_DB: z.enum(['0', '1']).default('1'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** Connections of the process's Prisma pool (procedures, transactions); README 'Database connections'. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    /** Connections of the process's raw SQL pool (session lookups, case locks, unread counts). */
    SQL_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
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
    /** On SIGTERM: how long in-flight requests (and a running job) may take before they are cut off. */
    DRAIN_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
    /** On SIGTERM: how long readiness answers 503 before the process stops accepting (the load balancer's checks). */
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    /** Events older than this are pruned; a client further behind is told to refetch. */
    EVENT_RETENTION_HOURS: z.coerce.number().positive().default(24),
    /** A case lock not renewed (heartbeat) within this many seconds is free. */
    CASE_LOCK_LEASE_SECONDS: z.coerce
      .number()
      .int()
      .min(CASE_LOCK_MIN_LEASE_SECONDS)
      .max(86_400)
      .default(300),
    /** The address browsers use; https makes the session cookie `__Host-` and Secure. */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .transform((value) => new URL(value))
      .optional(),
    /** More origins whose pages may open WebSockets, comma-separated. */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((origin) => new URL(origin).origin))),
    /** Express 'trust proxy': a hop count or addresses/subnets ('loopback, 10.0.0.0/8'); never everyone. */
    TRUST_PROXY: z
      .string()
      .refine((value) => value.trim() !== 'true', 'true would believe any client-supplied X-Forwarded-For')
      .transform((value) => (/^\d+$/.test(value) ? Number(value) : value))
      .default(0),
    /** The brand name ('{product}'): names the groups {PRODUCT}_IT and {PRODUCT}_TEKNIK and goes into texts. */
    PRODUCT_NAME: productNameSchema.default(DEFAULT_PRODUCT_NAME),
    /** Added before every call to an outside system (TV middleware, ON-API, ...), to see and test loading states. */
    ADAPTER_LATENCY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** Overrides every outside system's own timeout (milliseconds). */
    ADAPTER_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).optional(),
    /** The bearer token a Prometheus scrape of /metrics must send; unset: /metrics is not served (404). */
    METRICS_TOKEN: z.string().trim().min(16).optional(),
    /** The e-mail server customer e-mails go out through, e.g. smtp://user:password@smtp.example.se:587; unset: none. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The From of customer e-mails, e.g. 'Sappa Kundservice <kundservice@sappa.se>'; required with SMTP_URL. */
    MAIL_FROM: z.string().trim().min(3).optional(),
    /** Where customers' answers go (Reply-To); unset: to MAIL_FROM. */
    MAIL_REPLY_TO: z.string().trim().min(3).optional(),
    /** The HTTP SMS gateway customer SMS are POSTed to (README 'SMS'), e.g. https://sms.example.se/v1/messages; unset: none. */
    SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The gateway's bearer token (Authorization: Bearer), if it wants one. */
    SMS_GATEWAY_TOKEN: z.string().trim().min(1).optional(),
    /** The sender the customer's phone shows: up to 11 letters and digits, or a phone number; required with SMS_GATEWAY_URL. */
    SMS_SENDER: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9]{1,11}|\+?\d{3,15})$/, 'up to 11 letters and digits, or a phone number')
      .optional(),
    /** Where uploaded and generated files are kept: PostgreSQL (default, shared by every process) or an S3 bucket. */
    FILE_STORAGE: z.enum(['postgres', 's3']).default('postgres'),
    /** The S3 bucket (FILE_STORAGE=s3). */
    S3_BUCKET: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'a bucket name of 3-63 lower-case letters, digits, dots or dashes',
      )
      .optional(),
    /** The address of an S3-compatible store (MinIO, Ceph...); unset: AWS's own for S3_REGION. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** Both or neither; neither: the AWS SDK's default credentials (environment, instance role...). */
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** 1: the bucket goes in the path (http://host/bucket/key), as most S3-compatible stores need. */
    S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
    /** The phone system's tokens (POST /integrations/telephony/{token}), comma-separated: several while rotating. */
    TELEPHONY_TOKENS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((token) => token.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^[A-Za-z0-9_-]{24,200}$/,
              'each token 24-200 letters, digits, - or _ (it goes in the path)',
            ),
        ),
      ),
    /** The phone system's extensions and the Sappis users they are: '201=agent,202=anna@sappa.se'. */
    TELEPHONY_EXTENSIONS: z
      .string()
      .default('')
      .transform((value, context) => {
        const map = new Map<string, string>();
        for (const pair of value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)) {
          const [extension, user, ...rest] = pair.split('=').map((part) => part.trim());
          if (!extension || !user || rest.length > 0) {
            context.addIssue({ code: 'custom', message: `'${pair}' is no 'extension=user' pair` });
            return z.NEVER;
          }
          map.set(extension, user);
        }
        return map;
      }),
    /** Requests to the phone-system endpoint per minute and client address (each process); more get 429. */
    TELEPHONY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(600),
    /** '0': no sign-in with username and password (the form is gone, auth.login refuses); needs OIDC_*. */
    LOCAL_SIGN_IN: z.enum(['0', '1']).default('1'),
    /** The company's OpenID Connect provider (its issuer URL, https unless on this machine); with the next two. */
    OIDC_ISSUER: z
      .url({ protocol: /^https?$/ })
      .transform((value) => new URL(value))
      .refine((url) => url.protocol === 'https:' || isLoopbackUrl(url), 'https (http only on this machine)')
      .optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
    /** Where the provider sends the browser back; default PUBLIC_URL + /auth/oidc/callback. */
    OIDC_REDIRECT_URL: z
      .url({ protocol: /^https?$/ })
      .transform((value) => new URL(value))
      .optional(),
    /** The scopes asked for, space-separated; 'openid' is required. */
    OIDC_SCOPES: z
      .string()
      .trim()
      .default('openid profile email')
      .refine((value) => value.split(/\s+/).includes('openid'), "must include 'openid'"),
    /** The claim holding the user's groups: a name, or a dotted path ('realm_access.roles'). */
    OIDC_GROUPS_CLAIM: z.string().trim().min(1).default('groups'),
    /** JSON: the provider's group names to Sappis groups, e.g. {"sappis-agenter": ["SAPPIS"]}. */
    OIDC_GROUP_MAP: z.string().trim().min(1).optional(),
    /** The tools dropdown's external links: 'name=url' pairs separated by '|' or new lines, or a JSON list. */
    TOOL_LINKS: z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return DEFAULT_TOOL_LINKS;
        try {
          return parseToolLinks(value);
        } catch (error) {
          context.addIssue({
            code: 'custom',
            message: error instanceof Error ? error.message : String(error),
          });
          return z.NEVER;
        }
      }),
  })
  .refine((s) => !s.SMTP_URL || s.MAIL_FROM, {
    message: 'MAIL_FROM is required with SMTP_URL',
    path: ['MAIL_FROM'],
  })
  .refine((s) => !s.SMS_GATEWAY_URL || s.SMS_SENDER, {
    message: 'SMS_SENDER is required with SMS_GATEWAY_URL',
    path: ['SMS_SENDER'],
  })
  .refine((s) => s.FILE_STORAGE !== 's3' || s.S3_BUCKET, {
    message: 'S3_BUCKET is required with FILE_STORAGE=s3',
    path: ['S3_BUCKET'],
  })
  .refine((s) => (s.S3_ACCESS_KEY_ID === undefined) === (s.S3_SECRET_ACCESS_KEY === undefined), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .superRefine((s, context) => {
    const given = OIDC_CREDENTIALS.filter((name) => s[name] !== undefined);
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (given.length > 0 && given.length < OIDC_CREDENTIALS.length) {
      problem('OIDC_ISSUER', `${OIDC_CREDENTIALS.join(', ')} go together`);
    }
    if (given.length === 0) {
      if (s.LOCAL_SIGN_IN === '0') problem('LOCAL_SIGN_IN', '0 needs OIDC_ISSUER: nobody could sign in');
      return;
    }
    if (!s.OIDC_REDIRECT_URL && !s.PUBLIC_URL) problem('OIDC_REDIRECT_URL', 'required without PUBLIC_URL');
    if (!s.OIDC_GROUP_MAP) {
      problem('OIDC_GROUP_MAP', 'required with OIDC_ISSUER: without it nobody gets a group');
      return;
    }
    try {
      parseGroupMap(s.OIDC_GROUP_MAP, s.PRODUCT_NAME);
    } catch (error) {
      problem('OIDC_GROUP_MAP', error instanceof Error ? error.message : String(error));
    }
  });

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface HttpSettings {
  /** Origin of PUBLIC_URL, if set. */
  publicOrigin: string | undefined;
  /** Browsers reach us over https (PUBLIC_URL): `__Host-` Secure session cookie, HSTS. */
  https: boolean;
  /** Origins besides our own whose pages may open WebSockets. */
  allowedOrigins: string[];
  /** Express 'trust proxy': which proxies' X-Forwarded-* to believe (client address, protocol). */
  trustProxy: number | string;
}

/** Signing in with the company account (OpenID Connect, settings OIDC_*). */
export interface CompanySignInSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Our callback, as registered at the provider. */
  redirectUrl: URL;
  /** Space-separated, with 'openid'. */
  scopes: string;
  /** The claim with the user's groups (a name or a dotted path). */
  groupsClaim: string;
  groupMap: GroupMap;
}

export interface Settings {
  port: number;
  host: string | undefined;
  databaseUrl: string | undefined;
  ephemeralDatabase: boolean;
  /** Seed the demo users (public passwords) and data into an empty database. */
  demoData: boolean;
  /** Migrate and seed at start; false on the replicas of a cluster (its starter does it once). */
  prepareDatabase: boolean;
  logLevel: LogLevel;
  /** Per-process pool sizes (DATABASE_POOL_SIZE, SQL_POOL_SIZE). */
  pools: { prisma: number; sql: number };
  session: { idleMinutes: number; absoluteHours: number };
  /** Graceful drain on SIGTERM: readiness false for `delayMs`, then in-flight work gets at most `timeoutMs`. */
  drain: { delayMs: number; timeoutMs: number };
  /** How long events are kept for reconnecting clients. */
  eventRetentionHours: number;
  /** Lease of a case lock in seconds. */
  caseLockLeaseSeconds: number;
  http: HttpSettings;
  /** The brand name, '{product}' of the specification. */
  productName: string;
  /** Latency and timeout of the calls to outside systems, and the SMS gateway (undefined: SMS NOT_CONFIGURED). */
  adapters: AdapterSettings;
  /** The e-mail server; undefined: none (e-mails are kept as NOT_CONFIGURED). */
  mail: MailSettings | undefined;
  /** Where uploaded and generated files are kept (FILE_STORAGE and S3_*). */
  files: FileStorageSettings;
  /** The tools dropdown's external links (TOOL_LINKS). */
  toolLinks: readonly ToolLink[];
  /** The bearer token of /metrics (METRICS_TOKEN); undefined: metrics are not served. */
  metricsToken: string | undefined;
  /** The phone-system endpoint (TELEPHONY_*); no tokens: it is not served (404). */
  telephony: TelephonySettings;
  /** How staff sign in: with a password (LOCAL_SIGN_IN) and/or the company account (OIDC_*; undefined: not offered). */
  signIn: { password: boolean; company: CompanySignInSettings | undefined };
}

export interface TelephonySettings {
  tokens: readonly string[];
  /** Extension → username or e-mail. */
  extensions: ReadonlyMap<string, string>;
  /** Requests per minute and client address, in each process. */
  rateLimitPerMinute: number;
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
    // No default accounts on a database of one's own (DATABASE_URL) unless asked for.
    demoData: s.SAPPIS_DEMO_DATA === undefined ? s.DATABASE_URL === undefined : s.SAPPIS_DEMO_DATA === '1',
    prepareDatabase: s.SAPPIS_PREPARE_DB === '1',
    logLevel: s.LOG_LEVEL,
    pools: { prisma: s.DATABASE_POOL_SIZE, sql: s.SQL_POOL_SIZE },
    session: { idleMinutes: s.SESSION_IDLE_MINUTES, absoluteHours: s.SESSION_ABSOLUTE_HOURS },
    drain: { delayMs: s.DRAIN_DELAY_MS, timeoutMs: s.DRAIN_TIMEOUT_MS },
    eventRetentionHours: s.EVENT_RETENTION_HOURS,
    caseLockLeaseSeconds: s.CASE_LOCK_LEASE_SECONDS,
    http: {
      publicOrigin: s.PUBLIC_URL?.origin,
      https: s.PUBLIC_URL?.protocol === 'https:',
      allowedOrigins: s.ALLOWED_ORIGINS,
      trustProxy: s.TRUST_PROXY,
    },
    productName: s.PRODUCT_NAME,
    adapters: {
      latencyMs: s.ADAPTER_LATENCY_MS,
      timeoutMs: s.ADAPTER_TIMEOUT_MS,
      ...(s.SMS_GATEWAY_URL && s.SMS_SENDER
        ? {
            smsGateway: {
              url: s.SMS_GATEWAY_URL,
              sender: s.SMS_SENDER,
              ...(s.SMS_GATEWAY_TOKEN ? { token: s.SMS_GATEWAY_TOKEN } : {}),
            },
          }
        : {}),
    },
    mail:
      s.SMTP_URL && s.MAIL_FROM
        ? { smtpUrl: s.SMTP_URL, from: s.MAIL_FROM, ...(s.MAIL_REPLY_TO ? { replyTo: s.MAIL_REPLY_TO } : {}) }
        : undefined,
    files:
      s.FILE_STORAGE === 's3' && s.S3_BUCKET
        ? {
            kind: 's3',
            bucket: s.S3_BUCKET,
            region: s.S3_REGION,
            endpoint: s.S3_ENDPOINT,
            accessKeyId: s.S3_ACCESS_KEY_ID,
            secretAccessKey: s.S3_SECRET_ACCESS_KEY,
            forcePathStyle: s.S3_FORCE_PATH_STYLE === '1',
          }
        : { kind: 'postgres' },
    toolLinks: s.TOOL_LINKS,
    metricsToken: s.METRICS_TOKEN,
    telephony: {
      tokens: s.TELEPHONY_TOKENS,
      extensions: s.TELEPHONY_EXTENSIONS,
      rateLimitPerMinute: s.TELEPHONY_RATE_LIMIT,
    },
    signIn: {
      password: s.LOCAL_SIGN_IN === '1',
      company:
        s.OIDC_ISSUER && s.OIDC_CLIENT_ID && s.OIDC_CLIENT_SECRET && s.OIDC_GROUP_MAP
          ? {
              issuer: s.OIDC_ISSUER,
              clientId: s.OIDC_CLIENT_ID,
              clientSecret: s.OIDC_CLIENT_SECRET,
              redirectUrl: s.OIDC_REDIRECT_URL ?? new URL(COMPANY_SIGN_IN_CALLBACK_PATH, s.PUBLIC_URL),
              scopes: s.OIDC_SCOPES,
              groupsClaim: s.OIDC_GROUPS_CLAIM,
              groupMap: parseGroupMap(s.OIDC_GROUP_MAP, s.PRODUCT_NAME),
            }
          : undefined,
    },
  };
}

/** Settings for tests: defaults without the drain delay, quiet logs, overridable. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...loadSettings({ DRAIN_DELAY_MS: '0' }), port: 0, logLevel: 'silent', ...overrides };
}
