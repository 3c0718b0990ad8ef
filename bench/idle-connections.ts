// Idle connections benchmark (issue 3, "Benchmarks"): at least 10,000 idle authenticated WebSocket
// connections to ONE API process; reports the API process's RSS before and after, per connection.
// The clients live in another process (each connection sends its own session cookie).
// In the same run, first the same number of connections to a bare `ws` server (support/bare-ws.ts), the
// baseline of issue 8: an idle authenticated connection should cost at most 2x a bare one. Both servers'
// RSS is read after a full garbage collection (support/gc-on-signal.mjs), before and after the connections.
//
//   node --import tsx bench/idle-connections.ts [--connections=10000] [--subscribed]
// --subscribed: each connection also holds a caseLocks.onListChanged subscription (what every case list follows).
// Each process needs a file descriptor per connection: `ulimit -n` must exceed the count (20000 here).
// DATABASE_URL set: a scratch database on that server; unset: a throwaway embedded PostgreSQL.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnServer } from '../apps/api/src/testing/spawn-server.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { startClientsProcess } from './support/clients-process.ts';
import { GC_PRELOAD, pause, retainedRss } from './support/retained-rss.ts';
import { createSessionCookies } from './support/sessions.ts';
import { printJson } from './support/stats.ts';

const connections = Number(process.argv.find((a) => a.startsWith('--connections='))?.split('=')[1] ?? 10_000);
const subscribed = process.argv.includes('--subscribed');
const MB = 1024 * 1024;

/** Opens `cookies.length` idle connections to `url` from a new clients process; RSS of `pid` around it. */
async function measure(pid: number, url: string, cookies: string[], subscribe: boolean) {
  const clients = startClientsProcess();
  try {
    await pause(1000);
    const before = await retainedRss(pid);
    const started = performance.now();
    const opened = await clients.request(
      { type: 'open', url, cookies, subscribe, lastEventId: null },
      'opened',
    );
    const openSeconds = (performance.now() - started) / 1000;
    await pause(3000);
    const after = await retainedRss(pid);
    return {
      connections: opened.opened,
      failed: opened.failed,
      openSeconds: Math.round(openSeconds * 10) / 10,
      serverRssBeforeMB: Math.round((before / MB) * 10) / 10,
      serverRssAfterMB: Math.round((after / MB) * 10) / 10,
      rssPerConnectionKB:
        opened.opened > 0 ? Math.round(((after - before) / opened.opened / 1024) * 10) / 10 : null,
    };
  } finally {
    await clients.request({ type: 'close' }, 'closed');
  }
}

const db = await createBenchDatabase('idle');
const server = await spawnServer({ databaseUrl: db.url, nodeArgs: GC_PRELOAD });
const bare = fork(fileURLToPath(new URL('./support/bare-ws.ts', import.meta.url)), [], {
  execArgv: [...GC_PRELOAD, '--import', 'tsx'],
});
try {
  const cookies = await createSessionCookies(db.prisma, connections, 500);
  const barePort = await new Promise<number>((resolve) =>
    bare.once('message', (message: { port: number }) => resolve(message.port)),
  );
  const bareResult = await measure(bare.pid ?? 0, `ws://127.0.0.1:${barePort}`, cookies, false);
  const apiResult = await measure(server.process.pid ?? 0, server.wsUrl, cookies, subscribed);
  printJson({
    bench: 'idle-connections',
    subscribed,
    bare: bareResult,
    api: apiResult,
    apiPerBareConnection:
      apiResult.rssPerConnectionKB && bareResult.rssPerConnectionKB
        ? Math.round((apiResult.rssPerConnectionKB / bareResult.rssPerConnectionKB) * 100) / 100
        : null,
  });
} finally {
  bare.kill();
  server.process.kill('SIGTERM');
  await server.exited;
  await db.drop();
}
