import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import type { LiveEvent, StreamEvent } from '@sappis/trpc';
import { createTestCustomer } from '@sappis/trpc/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectSubscription, createSignedInUser, type EventCollector } from './testing/live-clients.ts';
import { type LiveServer, startLiveServer } from './testing/live-server.ts';

/** The live customer view through the real server: customers.onChanged over WebSockets, presence, resume. */

let db: TestDatabase;
let server: LiveServer;
const collectors: EventCollector[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startLiveServer({ prisma: db.prisma, databaseUrl: db.url });
});
afterAll(async () => {
  await Promise.all(collectors.map((collector) => collector.stop()));
  // The ended subscriptions' tabs leave in their own transactions: let them finish before the database goes.
  for (let tries = 0; tries < 50 && (await db.prisma.customerPresence.count()) > 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server?.close();
  await db?.drop();
});

/** A user's tab with the customer view open: follows `customers.onChanged` (and so counts as a viewer). */
function openView(cookie: string, customerNumber: number, clientId: string, lastEventId?: string | null) {
  let refused: (code: string) => void = () => {};
  const refusal = new Promise<string>((resolve) => {
    refused = resolve;
  });
  const collector = collectSubscription(
    { url: () => server.wsUrl, cookie, onError: (error) => refused(error.data?.code ?? 'unknown') },
    (client, handlers) =>
      client.customers.onChanged.subscribe({ customerNumber, clientId, lastEventId }, handlers),
  );
  collectors.push(collector);
  return Object.assign(collector, { refusal });
}

/** Where a view that has just read the customer resumes from (what customers.byNumber's liveFrom gives). */
const newestId = async () => String((await db.prisma.event.aggregate({ _max: { id: true } }))._max.id ?? 0n);

async function close(view: EventCollector) {
  collectors.splice(collectors.indexOf(view), 1);
  await view.stop();
}

const live = (events: readonly StreamEvent[]) =>
  events.filter((event): event is LiveEvent => event.type !== 'resync');
const changes = (view: EventCollector) =>
  live(view.events).filter((event) => event.type === 'customer.changed');
/** The names in the newest 'customer.presence' the view received. */
const lastViewers = (view: EventCollector) => {
  const presence = live(view.events).filter((event) => event.type === 'customer.presence');
  return ((presence.at(-1)?.payload.viewers ?? []) as { name: string }[]).map((viewer) => viewer.name);
};

async function agent(firstName: string) {
  const { user, cookie } = await createSignedInUser(db.prisma, ['SAPPIS']);
  await db.prisma.user.update({ where: { id: user.id }, data: { firstName, lastName: 'Test' } });
  return { user, cookie };
}

const contact = (customerNumber: number, email: string) => ({
  customerNumber,
  update: { section: 'contact' as const, values: { email, mobilePhone: '070-123 45 67', phone: '' } },
});

describe('customers.onChanged over WebSockets', () => {
  it("shows who has the customer open and streams the customer's changes, resuming without loss", async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { customerNumber } = customer;
    const other = await createTestCustomer(db.prisma);
    const anna = await agent('Anna');
    const bo = await agent('Bo');

    const annasView = openView(anna.cookie, customerNumber, 'anna-tab-1', await newestId());
    await expect.poll(() => lastViewers(annasView), { timeout: 5_000 }).toEqual(['Anna Test']);
    const bosView = openView(bo.cookie, customerNumber, 'bo-tab-1', await newestId());
    await expect.poll(() => lastViewers(annasView), { timeout: 5_000 }).toEqual(['Anna Test', 'Bo Test']);
    await expect.poll(() => lastViewers(bosView), { timeout: 5_000 }).toEqual(['Anna Test', 'Bo Test']);
    expect((await bosView.client.customers.viewers.query({ customerNumber })).map((v) => v.name)).toEqual([
      'Anna Test',
      'Bo Test',
    ]);

    // Bo changes the customer (and someone else another customer): Anna's view gets exactly Bo's change.
    await bosView.client.customers.updateDetails.mutate(contact(customerNumber, 'ett@example.se'));
    await bosView.client.customers.updateDetails.mutate(
      contact(other.customer.customerNumber, 'annan@example.se'),
    );
    await expect.poll(() => changes(annasView).length, { timeout: 5_000 }).toBe(1);
    expect(changes(annasView)[0]?.payload).toEqual({
      customerNumber,
      agreementNumber: null,
      actorId: bo.user.id,
      change: 'customer.updateDetails',
    });

    // Anna's connection drops; the changes made meanwhile arrive after the reconnect, each once and in order.
    annasView.cut();
    await bosView.client.customers.updateDetails.mutate(contact(customerNumber, 'tva@example.se'));
    await bosView.client.customers.updateSecurityClass.mutate({
      customerNumber,
      securityClass: 3,
      nixCode: 7,
    });
    await expect.poll(() => changes(annasView).length, { timeout: 5_000 }).toBe(3);
    await bosView.client.customers.updateDetails.mutate(contact(customerNumber, 'tre@example.se'));
    await expect.poll(() => changes(annasView).length, { timeout: 5_000 }).toBe(4);
    const stored = await db.prisma.event.findMany({
      where: { type: 'customer.changed', payload: { path: ['customerNumber'], equals: customerNumber } },
      orderBy: { id: 'asc' },
    });
    expect(changes(annasView).map((event) => event.id)).toEqual(stored.map((event) => String(event.id)));
    const ids = live(annasView.events).map((event) => BigInt(event.id));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => (a < b ? -1 : 1)));
    // After her reconnect Anna is a viewer again.
    await expect.poll(() => lastViewers(bosView), { timeout: 5_000 }).toEqual(['Anna Test', 'Bo Test']);

    // Bo closes the customer view: Anna sees him go.
    await close(bosView);
    await expect.poll(() => lastViewers(annasView), { timeout: 5_000 }).toEqual(['Anna Test']);

    // Anna signs out: her socket closes and her tab leaves the customer.
    const logout = await fetch(`${server.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { cookie: anna.cookie, 'content-type': 'application/json' },
    });
    expect(logout.status).toBe(200);
    await expect
      .poll(() => db.prisma.customerPresence.count({ where: { customerNumber } }), { timeout: 5_000 })
      .toBe(0);
  });

  it('resumes from the id the customer view was read at (customers.byNumber liveFrom)', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { customerNumber } = customer;
    const anna = await agent('Anna');
    const bo = await agent('Bo');
    const bosView = openView(bo.cookie, customerNumber, 'bo-tab-2');
    const { liveFrom } = await bosView.client.customers.byNumber.query({ customerNumber });
    // A change between Anna's read of the customer and her subscription is not lost.
    await bosView.client.customers.updateDetails.mutate(contact(customerNumber, 'mellan@example.se'));
    const annasView = openView(anna.cookie, customerNumber, 'anna-tab-2', liveFrom);
    await expect.poll(() => changes(annasView).length, { timeout: 5_000 }).toBe(1);
  });

  it('refuses an unknown customer, leaving no presence behind', async () => {
    const anna = await agent('Anna');
    const unknown = openView(anna.cookie, 1, 'anna-tab-3');
    expect(await unknown.refusal).toBe('NOT_FOUND');
    await close(unknown);
    expect(await db.prisma.customerPresence.count({ where: { clientId: 'anna-tab-3' } })).toBe(0);
  });
});
