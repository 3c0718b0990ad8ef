import type { TrackedEnvelope } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { useLiveDatabase } from '../testing/live-database.ts';
import { appendEvent, type NewEvent } from './append-event.ts';
import { EVENT_HUB_APPLICATION_NAME } from './event-hub.ts';
import type { StreamEvent } from './event-types.ts';
import { pruneEvents } from './prune-events.ts';
import { streamEvents } from './stream-events.ts';

// The replay from the table: this hub keeps no events in memory (recent-events.ts; the memory's replay is tested in
// subscription-wire.test.ts and recent-events.test.ts).
const env = useLiveDatabase({ batchSize: 2, recentEvents: 0 });

const agent = { id: 1, groups: ['SAPPIS'] };

const append = (event: Partial<NewEvent> = {}) =>
  env.db.prisma.$transaction((tx) =>
    appendEvent(tx, { type: 'case.changed', caseId: 1, payload: {}, ...event }),
  );

/** Reads a stream in the background; `take(n)` waits until n events arrived. */
function consume(lastEventId: string | null, match = (_: unknown) => true, batchSize = 2) {
  const controller = new AbortController();
  const received: StreamEvent[] = [];
  const stream = streamEvents({
    prisma: env.db.prisma,
    hub: env.hub,
    user: agent,
    lastEventId,
    match,
    signal: controller.signal,
    batchSize,
  });
  const done = (async () => {
    for await (const [id, event] of stream as AsyncGenerator<TrackedEnvelope<StreamEvent>>) {
      expect(id).toBe(event.id);
      received.push(event);
    }
  })();
  return {
    received,
    ids: () => received.map((event) => event.id),
    take: (n: number) => expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(n),
    async stop() {
      controller.abort();
      await done;
    },
  };
}

describe('streamEvents', () => {
  it('replays what was missed after lastEventId, then live events, each once and in order', async () => {
    const before = await append();
    const missed = [await append(), await append({ caseId: 2 }), await append()];
    const stream = consume(String(before));
    await stream.take(3);
    const live = [await append(), await append()];
    await stream.take(5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.ids()).toEqual([...missed, ...live].map(String));
    await stream.stop();
  });

  it('without lastEventId yields only what is committed from now on, filtered by match', async () => {
    await append();
    const stream = consume(null, (event) => (event as { caseId: number }).caseId === 9);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await append({ caseId: 8 });
    const wanted = await append({ caseId: 9 });
    await stream.take(1);
    expect(stream.ids()).toEqual([String(wanted)]);
    await stream.stop();
  });

  it('tells a client behind the retention to resync, then continues live', async () => {
    const old = await append();
    await append();
    const newest = await append();
    // Retention (hours) reaches only events the hub delivered long ago. Pruned before the hub has fetched them, the
    // hub's memory (after = newest = old) would take the client for caught up: a loaded machine lost that race.
    await expect.poll(() => env.hub.lastSeenId).toBe(String(newest));
    await pruneEvents(env.db.prisma, new Date(Date.now() + 60_000));
    const stream = consume(String(old));
    await stream.take(1);
    expect(stream.received[0]?.type).toBe('resync');
    const next = await append();
    await stream.take(2);
    expect(stream.ids().slice(1)).toEqual([String(next)]);
    await stream.stop();
  });

  it('keeps delivering after the env.hub loses its connection: it reconnects and catches up', async () => {
    const stream = consume(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const first = await append();
    await stream.take(1);
    await env.db.prisma.$queryRaw`
      SELECT pg_terminate_backend(pid)::text FROM pg_stat_activity WHERE application_name = ${EVENT_HUB_APPLICATION_NAME}
        AND datname = current_database()`;
    const duringOutage = [await append(), await append()];
    await stream.take(3);
    const after = await append();
    await stream.take(4);
    expect(stream.ids()).toEqual([first, ...duringOutage, after].map(String));
    await stream.stop();
  });

  it('never hands out again ids of delivered events a crashed database forgot', async () => {
    const stream = consume(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const delivered = [await append(), await append()];
    await stream.take(2);
    // What an asynchronously committed tail lost in a crash looks like: the rows and the sequence step back.
    await env.db.prisma.$executeRaw`DELETE FROM "events" WHERE "id" >= ${delivered[0]}::bigint`;
    await env.db.prisma.$queryRaw`SELECT setval('events_id_seq', ${delivered[0]! - 1n}::bigint)::text`;
    await env.db.prisma.$queryRaw`
      SELECT pg_terminate_backend(pid)::text FROM pg_stat_activity WHERE application_name = ${EVENT_HUB_APPLICATION_NAME}
        AND datname = current_database()`;
    await expect
      .poll(async () => {
        const [sequence] = await env.db.prisma.$queryRaw<{ last: bigint }[]>`
          SELECT "last_value" AS "last" FROM "events_id_seq"`;
        return sequence?.last ?? 0n;
      })
      .toBeGreaterThanOrEqual(delivered[1]!);
    const next = await append();
    expect(next).toBeGreaterThan(delivered[1]!);
    await stream.take(3);
    expect(stream.ids()).toEqual([...delivered, next].map(String));
    await stream.stop();
  });

  it('makes a later append wait for an earlier uncommitted one, so ids commit in order', async () => {
    let slowCommitting = Number.POSITIVE_INFINITY;
    const slow = env.db.prisma.$transaction(async (tx) => {
      const id = await appendEvent(tx, { type: 'case.changed', caseId: 1, payload: {} });
      await new Promise((resolve) => setTimeout(resolve, 300));
      slowCommitting = performance.now();
      return id;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // When each append's promise settles is no proof of commit order (two connections answer in any
    // order), but the later append must not finish before the earlier one let go of the append lock.
    const fast = append().then((id) => ({ id, doneAt: performance.now() }));
    const [slowId, fastDone] = await Promise.all([slow, fast]);
    expect(fastDone.id).toBeGreaterThan(slowId);
    expect(fastDone.doneAt).toBeGreaterThanOrEqual(slowCommitting);
  });
});
