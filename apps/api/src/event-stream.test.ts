import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import type { LiveEvent } from '@sappis/trpc';
import { appendEvent, type NewEvent } from '@sappis/trpc/events/append-event';
import { createTestCase } from '@sappis/trpc/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectListChanges,
  collectSubscription,
  createSignedInUser,
  type EventCollector,
  idsOf,
} from './testing/live-clients.ts';
import { type LiveServer, startLiveServer } from './testing/live-server.ts';

// Two API processes' worth of servers (each with its own event hub) against ONE database.
let db: TestDatabase;
let serverA: LiveServer;
let serverB: LiveServer;
const collectors: EventCollector[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  [serverA, serverB] = await Promise.all([
    startLiveServer({ prisma: db.prisma, databaseUrl: db.url }),
    startLiveServer({ prisma: db.prisma, databaseUrl: db.url }),
  ]);
});
afterAll(async () => {
  await Promise.all(collectors.map((collector) => collector.stop()));
  await Promise.all([serverA?.close(), serverB?.close()]);
  await db?.drop();
});

/** Appends a lock change (what every case list follows), or `event`. */
const append = (event: Partial<NewEvent> = {}) =>
  db.prisma
    .$transaction((tx) => appendEvent(tx, { type: 'case.locked', caseId: 1, payload: {}, ...event }))
    .then(String);
const newestId = async () => String((await db.prisma.event.aggregate({ _max: { id: true } }))._max.id ?? 0n);

function collect(options: Parameters<typeof collectListChanges>[0]) {
  const collector = collectListChanges(options);
  collectors.push(collector);
  return collector;
}
const received = (collector: EventCollector, n: number) =>
  expect.poll(() => collector.events.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(n);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('event subscriptions over WebSockets', () => {
  it('caseLocks.onListChanged after a cut connection resumes with lastEventId: exactly the missed events, then live ones', async () => {
    const { cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
    const client = collect({ url: () => serverA.wsUrl, cookie, lastEventId: await newestId() });
    const expected = [await append(), await append()];
    await received(client, 2);

    client.cut();
    expected.push(await append(), await append({ caseId: 2 }), await append());
    await received(client, 5);
    expected.push(await append(), await append());
    await received(client, 7);
    await settle();
    expect(idsOf(client.events)).toEqual(expected);
  });

  it("caseLocks.onChanged yields only its own case's events", async () => {
    const { cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
    const item = await createTestCase(db.prisma);
    const other = await createTestCase(db.prisma);
    const since = await newestId();
    const client = collectSubscription({ url: () => serverA.wsUrl, cookie }, (trpc, handlers) =>
      trpc.caseLocks.onChanged.subscribe(
        { caseNumber: item.number, clientId: 'viewer-tab-1', lastEventId: since },
        handlers,
      ),
    );
    collectors.push(client);
    await append({ type: 'case.changed', caseId: other.id });
    const wanted = await append({ type: 'case.changed', caseId: item.id });
    await expect
      .poll(() => client.events.filter((event) => event.type === 'case.changed').length, { timeout: 5_000 })
      .toBe(1);
    await settle();
    const events = client.events.filter((event): event is LiveEvent => event.type !== 'resync');
    expect(events.filter((event) => event.type === 'case.changed').map((event) => event.id)).toEqual([
      wanted,
    ]);
    // Besides it, only the tab's own arrival as a viewer of the case.
    expect(events.every((event) => event.caseId === item.id)).toBe(true);
  });

  it('behaves as one across two API processes: an event reaches clients of both', async () => {
    const { cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
    const since = await newestId();
    const onA = collect({ url: () => serverA.wsUrl, cookie, lastEventId: since });
    const onB = collect({ url: () => serverB.wsUrl, cookie, lastEventId: since });
    const id = await append({ caseId: 5 });
    await received(onA, 1);
    await received(onB, 1);
    expect(idsOf(onA.events)).toEqual([id]);
    expect(idsOf(onB.events)).toEqual([id]);
  });

  it('serves a subscription the web app follows (disruptions.onChanged) to a signed-in client: its events only, resumable', async () => {
    const { cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
    const follow = (lastEventId: string) => {
      const collector = collectSubscription({ url: () => serverA.wsUrl, cookie }, (client, handlers) =>
        client.disruptions.onChanged.subscribe({ lastEventId }, handlers),
      );
      collectors.push(collector);
      return collector;
    };
    const client = follow(await newestId());
    await append();
    const changed = await append({ type: 'disruption.changed', caseId: null, payload: { disruptionId: 1 } });
    await received(client, 1);
    client.cut();
    const missed = await append({ type: 'disruption.changed', caseId: null, payload: { disruptionId: 2 } });
    await received(client, 2);
    await settle();
    expect(idsOf(client.events)).toEqual([changed, missed]);
  });

  it('sends lock changes only to case readers, and private events only to their user', async () => {
    const owner = await createSignedInUser(db.prisma, ['SAPPIS']);
    const colleague = await createSignedInUser(db.prisma, ['SAPPIS']);
    const outsider = await createSignedInUser(db.prisma, []);
    const since = await newestId();
    const ownerClient = collect({ url: () => serverA.wsUrl, cookie: owner.cookie, lastEventId: since });
    const colleagueClient = collect({
      url: () => serverB.wsUrl,
      cookie: colleague.cookie,
      lastEventId: since,
    });

    const refused = await new Promise<string>((resolve) => {
      const outsiderClient = collect({
        url: () => serverA.wsUrl,
        cookie: outsider.cookie,
        lastEventId: since,
      });
      outsiderClient.client.caseLocks.onListChanged.subscribe(
        {},
        { onError: (error) => resolve(error.data?.code ?? 'unknown') },
      );
    });
    expect(refused).toBe('FORBIDDEN');

    const message = await append({ caseId: 3, userId: owner.user.id });
    const changed = await append({ caseId: 3 });
    await received(ownerClient, 2);
    await received(colleagueClient, 1);
    await settle();
    expect(idsOf(ownerClient.events)).toEqual([message, changed]);
    expect(idsOf(colleagueClient.events)).toEqual([changed]);
  });
});
