import { defineConfig } from '@playwright/test';
import { identityProviderSettings } from './apps/web/e2e/identity-provider.ts';
import { E2E_WORKERS, e2ePort } from './apps/web/e2e/servers.ts';
import { E2E_TELEPHONY_TOKEN } from './apps/web/e2e/telephony-token.ts';

/**
 * One suite walks the product as an agent would, in Debian's chromium (Playwright's own browser
 * download does not work on these machines). The web server is the real API on a throwaway embedded
 * PostgreSQL seeded with the demo data (CI leaves DATABASE_URL unset; if set, its database is used as is
 * and must be empty or already hold the demo data: SAPPIS_DEMO_DATA asks for the demo users there too).
 *
 * The journeys run in E2E_WORKERS workers (default 1, see servers.ts), each against a server and a throwaway database
 * of its own (apps/web/e2e/servers.ts): a journey only ever sees the journeys of its own worker that ran before it,
 * in file order, so two journeys of different workers never change each other's demo customers.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A journey with two browsers takes about 20 s on a quiet 2-core machine; leave room for a loaded one.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  use: {
    // baseURL is the worker's own server (test.ts).
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: 'node --import tsx apps/api/src/main.ts',
    url: `http://127.0.0.1:${e2ePort(worker)}/health`,
    // Two servers start side by side (migrations and the demo seed each): room for a loaded machine.
    timeout: 300_000,
    reuseExistingServer: false,
    // The default is SIGKILL, which leaves the throwaway database's temporary folder behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort(worker)),
      HOST: '127.0.0.1',
      SAPPIS_EPHEMERAL_DB: '1',
      SAPPIS_DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      // Each demo user signs in once per worker (e2e/sign-in.ts) and its session serves every later journey: it must
      // not idle out between two journeys of a rarely used role on a slow machine.
      SESSION_IDLE_MINUTES: '240',
      // Outside systems (ON-API, TV middleware) answer after 600 ms, so their loading states can be seen.
      ADAPTER_LATENCY_MS: '600',
      // An e-mail server is configured, so the texts say a confirmation was queued; nothing listens there, so
      // 'E-post och SMS' shows each delivery as failed with the reason and its next try.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Sappa Kundservice <kundservice@sappa.example>',
      // The phone system's endpoint (calls.spec.ts posts its events as a PBX would).
      TELEPHONY_TOKENS: E2E_TELEPHONY_TOKEN,
      // 'Logga in med företagskonto' against the identity provider company-sign-in.spec.ts starts.
      ...identityProviderSettings(e2ePort(worker)),
    },
  })),
});
