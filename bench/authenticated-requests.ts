// Authenticated requests benchmark (issue 8, "Fast authenticated requests"): requests/s, p50 and p99 of
// cheap authenticated queries (auth.profile, messages.unreadCount) over HTTP from 50 and 200 concurrent
// clients, side by side with a bare Express app answering the same JSON, in the same run on the same machine.
// Our API runs as a child process (apps/api/src/testing/child-server.ts), the bare app in another, the
// clients in a third (support/http-load.ts: keep-alive connections, one session per client, each signed in
// through auth.login). Target: at least half the bare app's requests/s, p99 < 100 ms. Also reports each
// server's CPU time per request (warm-up included), which other load on the machine disturbs far less.
//
//   node --import tsx bench/authenticated-requests.ts [--seconds=10] [--warmup=2] [--concurrency=50,200]
//     [--procedures=auth.profile,messages.unreadCount] [--cpu-prof=<dir>] (our API's CPU profile, written on exit)
// DATABASE_URL set: a scratch database on that server; unset: a throwaway embedded PostgreSQL.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestUser } from '@sappis/trpc/testing/users';
import { spawnServer } from '../apps/api/src/testing/spawn-server.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import type { LoadCommand, LoadResult } from './support/http-load.ts';
import { cpuSecondsOf, printJson } from './support/stats.ts';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const seconds = Number(option('seconds', '10'));
const warmupSeconds = Number(option('warmup', '2'));
const concurrencies = option('concurrency', '50,200').split(',').map(Number);
const cpuProfileDir = option('cpu-prof', '');
const procedures = option('procedures', 'auth.profile,messages.unreadCount').split(',');
const USERS = 20;
const MESSAGES_PER_USER = 30;

const childScript = (name: string) => fileURLToPath(new URL(`./support/${name}`, import.meta.url));
const forkChild = (name: string) => fork(childScript(name), [], { execArgv: ['--import', 'tsx'] });
const ask = <T>(child: ReturnType<typeof fork>, message: object) =>
  new Promise<T>((resolve) => {
    child.once('message', (reply) => resolve(reply as T));
    child.send(message);
  });

/** Signs in over HTTP; returns the `sappis_session=...` cookie pair. */
async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.includes('session='));
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0] as string;
}

const db = await createBenchDatabase('authreq');
const api = await spawnServer({
  databaseUrl: db.url,
  nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
});
const bare = forkChild('bare-express.ts');
const load = forkChild('http-load.ts');
try {
  const apiUrl = `http://127.0.0.1:${api.port}`;
  const users = [];
  for (let n = 0; n < USERS; n += 1) {
    const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
    await db.prisma.userMessage.createMany({
      data: Array.from({ length: MESSAGES_PER_USER }, (_, i) => ({
        userId: user.id,
        message: `Meddelande ${i}`,
        senderName: 'Bänk',
        read: i % 3 === 0,
      })),
    });
    users.push(user);
  }
  const clientCount = Math.max(...concurrencies);
  const cookies: string[] = [];
  for (let n = 0; n < clientCount; n += 1) {
    const user = users[n % users.length]!;
    cookies.push(await signIn(apiUrl, user.username, user.password));
  }

  // The bare app answers each path with what our API answered the first client.
  const bodies: Record<string, unknown> = {};
  for (const procedure of procedures) {
    const response = await fetch(`${apiUrl}/trpc/${procedure}`, { headers: { cookie: cookies[0]! } });
    bodies[procedure] = await response.json();
  }
  const { port: barePort } = await ask<{ port: number }>(bare, { bodies });
  const bareUrl = `http://127.0.0.1:${barePort}`;

  const measure = async (url: string, pid: number, concurrency: number) => {
    const cpuBefore = cpuSecondsOf(pid);
    const result = await ask<LoadResult>(load, {
      url,
      cookies: cookies.slice(0, concurrency),
      concurrency,
      warmupMs: warmupSeconds * 1000,
      durationMs: seconds * 1000,
    } satisfies LoadCommand);
    const cpuMs = (cpuSecondsOf(pid) - cpuBefore) * 1000;
    const { allRequests, ...shown } = result;
    return { ...shown, serverCpuMsPerRequest: Math.round((cpuMs / allRequests) * 1000) / 1000 };
  };

  for (const procedure of procedures) {
    for (const concurrency of concurrencies) {
      const bareResult = await measure(`${bareUrl}/trpc/${procedure}`, bare.pid ?? 0, concurrency);
      const apiResult = await measure(`${apiUrl}/trpc/${procedure}`, api.process.pid ?? 0, concurrency);
      printJson({
        bench: 'authenticated-requests',
        procedure,
        concurrency,
        bare: bareResult,
        api: apiResult,
        apiShareOfBare: Math.round((apiResult.requestsPerSecond / bareResult.requestsPerSecond) * 100) / 100,
        targetMet: apiResult.requestsPerSecond * 2 >= bareResult.requestsPerSecond && apiResult.p99Ms < 100,
      });
    }
  }
} finally {
  bare.kill();
  load.kill();
  api.process.kill('SIGTERM');
  await api.exited;
  await db.drop();
}
