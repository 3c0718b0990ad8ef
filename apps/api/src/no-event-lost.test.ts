import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { appendEvent } from '@sappis/trpc/events/append-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectListChanges,
  createSignedInUser,
  type EventCollector,
  idsOf,
} from './testing/live-clients.ts';
import { killSpawnedProcesses, type SpawnedServer, spawnServer } from './testing/spawn-server.ts';

// Reliability: the API runs as a child process that is SIGKILLed and restarted while events are
// produced and client connections are cut; every client must end with exactly the committed events.
let db: TestDatabase;
let child: SpawnedServer | undefined;
const collectors: EventCollector[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(collectors.map((collector) => collector.stop()));
  // Also a replacement still starting when the test timed out.
  await killSpawnedProcesses();
  await db?.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('no event lost', () => {
  it('survives SIGKILLed API processes and cut connections without gaps or duplicates', async () => {
    child = await spawnServer({ databaseUrl: db.url });
    const currentUrl = () => child?.wsUrl ?? '';
    const since = String((await db.prisma.event.aggregate({ _max: { id: true } }))._max.id ?? 0n);
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
        const collector = collectListChanges({ url: currentUrl, cookie, lastEventId: since });
        collectors.push(collector);
        return collector;
      }),
    );

    const committed: string[] = [];
    let producing = true;
    const producer = (async () => {
      let n = 0;
      while (producing) {
        n += 1;
        const id = await db.prisma.$transaction((tx) =>
          appendEvent(tx, { type: 'case.locked', caseId: (n % 5) + 1, payload: { n } }),
        );
        committed.push(String(id));
        await pause(5);
      }
    })();

    for (let round = 0; round < 3; round += 1) {
      await pause(250);
      clients[round % clients.length]?.cut();
      await pause(150);
      const killed = child;
      killed.process.kill('SIGKILL');
      await killed.exited;
      await pause(100);
      child = await spawnServer({ databaseUrl: db.url });
      clients[(round + 1) % clients.length]?.cut();
    }
    await pause(300);
    producing = false;
    await producer;

    for (const client of clients) {
      await expect
        .poll(() => client.events.length, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(committed.length);
    }
    await pause(200);
    for (const client of clients) expect(idsOf(client.events)).toEqual(committed);
  }, 60_000);
});
