import type { TrackedEnvelope } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { useLiveDatabase } from '../testing/live-database.ts';
import { appendEvent } from './append-event.ts';
import { EVENT_HUB_APPLICATION_NAME } from './event-hub.ts';
import type { StreamEvent } from './event-types.ts';
import { streamEvents } from './stream-events.ts';

const env = useLiveDatabase();

// A database of its own: its event id sequence has never handed out an id when the first test starts.

const append = () =>
  env.db.prisma.$transaction((tx) => appendEvent(tx, { type: 'case.changed', caseId: 1, payload: {} }));

/** Subscribes with `lastEventId` and collects what arrives until the returned stop() is called. */
function subscribe(lastEventId: string) {
  const controller = new AbortController();
  const received: StreamEvent[] = [];
  const stream = streamEvents({
    prisma: env.db.prisma,
    hub: env.hub,
    user: { id: 1, groups: ['SAPPIS'] },
    lastEventId,
    match: () => true,
    signal: controller.signal,
  });
  const done = (async () => {
    for await (const [, event] of stream as AsyncGenerator<TrackedEnvelope<StreamEvent>>)
      received.push(event);
  })();
  return {
    received,
    async stop() {
      controller.abort();
      await done;
    },
  };
}

/** An append whose transaction stays open (its id taken, EVENT_APPEND_LOCK held) until `commit()` is called. */
function appendHeldOpen() {
  let commit = () => {};
  let taken = (_id: bigint) => {};
  const idTaken = new Promise<bigint>((resolve) => {
    taken = resolve;
  });
  const inFlight = env.db.prisma.$transaction(
    async (tx) => {
      const id = await appendEvent(tx, { type: 'case.changed', caseId: 1, payload: {} });
      taken(id);
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
      return id;
    },
    { timeout: 10_000 },
  );
  return { idTaken, commit: () => commit(), inFlight };
}

describe('the first event of a new database', () => {
  it('reaches a subscriber that sent last id "0" while the event table was empty', async () => {
    const [sequence] = await env.db.prisma.$queryRaw<{ used: boolean }[]>`
      SELECT "is_called" AS "used" FROM "events_id_seq"`;
    expect(sequence?.used).toBe(false);

    const stream = subscribe('0');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const first = await append();
    expect(first).toBe(1n);
    await expect.poll(() => stream.received.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.received.map(({ id, type }) => ({ id, type }))).toEqual([
      { id: '1', type: 'case.changed' },
    ]);
    await stream.stop();
  });

  it('never hands out a delivered id again after the table and an unused sequence went back to it', async () => {
    const delivered = await append();
    await expect.poll(() => env.hub.lastSeenId, { timeout: 5_000 }).toBe(String(delivered));
    // What a lost asynchronous commit can leave: the row gone, the sequence about to hand its id out again.
    await env.db.prisma.$executeRaw`DELETE FROM "events" WHERE "id" = ${delivered}::bigint`;
    await env.db.prisma.$queryRaw`SELECT setval('events_id_seq', ${delivered}::bigint, false)::text`;
    await env.db.prisma.$queryRaw`
      SELECT pg_terminate_backend(pid)::text FROM pg_stat_activity
      WHERE application_name = ${EVENT_HUB_APPLICATION_NAME} AND datname = current_database()`;
    await expect
      .poll(async () => {
        const [sequence] = await env.db.prisma.$queryRaw<{ used: boolean }[]>`
          SELECT "is_called" AS "used" FROM "events_id_seq"`;
        return sequence?.used;
      })
      .toBe(true);
    expect(await append()).toBeGreaterThan(delivered);
  });
  it('an append in flight while the table is empty reaches a subscriber starting then, not only a resync', async () => {
    const last = await append();
    await env.db.prisma.$executeRaw`DELETE FROM "events"`; // what retention leaves when it prunes everything
    const { idTaken, commit, inFlight } = appendHeldOpen();
    const inFlightId = await idTaken; // the sequence has handed it out; the row is not committed

    const stream = subscribe(String(last));
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await inFlight;
    await expect.poll(() => stream.received.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.received.map(({ id, type }) => ({ id, type }))).toEqual([
      { id: String(inFlightId), type: 'case.changed' },
    ]);
    await stream.stop();
  });

  it('a subscriber resuming from a kept id replays at once while an append is in flight (not queued behind its lock)', async () => {
    const last = await append();
    const missed = await append();
    const { idTaken, commit, inFlight } = appendHeldOpen();
    const inFlightId = await idTaken; // EVENT_APPEND_LOCK is held until it commits

    // A thousand clients reconnecting at once each start like this: none may wait for the appends of the others.
    const stream = subscribe(String(last));
    await expect
      .poll(() => stream.received.map(({ id }) => id), { timeout: 3_000 })
      .toEqual([String(missed)]);
    commit();
    await inFlight;
    await expect
      .poll(() => stream.received.map(({ id }) => id), { timeout: 5_000 })
      .toEqual([String(missed), String(inFlightId)]);
    await stream.stop();
  });
});
