import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { PROVISIONING_STATUSES } from '@sappis/shared';
import type { AppRouter } from '@sappis/trpc';
import { createProvisioningOrder } from '@sappis/trpc/provisioning/testing/provisioning-fixtures';
import { createTRPCClient, httpLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectSubscription, createSignedInUser } from './testing/live-clients.ts';
import { type LiveServer, startLiveServer } from './testing/live-server.ts';
import { parseSamples, type Sample, sampleValue } from './testing/prometheus-text.ts';
import { startTestServer } from './testing/test-server.ts';

const TOKEN = 'scrape-token-of-the-metrics-test';

let db: TestDatabase;
let server: LiveServer;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startLiveServer({
    prisma: db.prisma,
    databaseUrl: db.url,
    settings: { metricsToken: TOKEN },
  });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const scrapeWith = (url: string, authorization?: string) =>
  fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });

async function scrape(): Promise<Sample[]> {
  const response = await scrapeWith(server.url, `Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseSamples(await response.text());
}

const httpClient = (cookie: string) =>
  createTRPCClient<AppRouter>({ links: [httpLink({ url: `${server.url}/trpc`, headers: { cookie } })] });

/** The value of a series now (0 when it has no sample yet, as for a counter never incremented). */
const valueNow = async (name: string, labels: Record<string, string> = {}) =>
  sampleValue(await scrape(), name, labels) ?? 0;

/** Each status's row count, as the table says. */
const countsOf = (rows: { status: string; _count: { _all: number } }[]) =>
  Object.fromEntries(rows.map((row) => [row.status, row._count._all]));

const gaugesOf = (samples: readonly Sample[], name: string) =>
  Object.fromEntries(samples.filter((s) => s.name === name).map((s) => [s.labels.status, s.value]));

describe('/metrics', () => {
  it('counts procedure calls, errors by code, sockets, subscriptions, deliveries, adapter calls and backlogs', async () => {
    const failed = await createProvisioningOrder(db.prisma);
    await createProvisioningOrder(db.prisma, { status: 'DONE_SUCCESS' });
    await db.prisma.customerEmail.createMany({
      data: ['PENDING', 'PENDING', 'FAILED'].map((status) => ({
        customerId: failed.customer.id,
        title: 'Bekräftelse',
        subject: 'Bekräftelse',
        html: '<p>Hej</p>',
        status,
      })),
    });
    const provisioner = await createSignedInUser(db.prisma, ['SAPPIS', 'PROVISIONING']);
    const outsider = await createSignedInUser(db.prisma, ['SAPPIS']);
    const before = await scrape();
    const listCalls = { procedure: 'provisioning.list', type: 'query' };
    const partnerCalls = { system: 'provisioningPartner', method: 'resend' };

    const live = collectSubscription(
      { url: () => server.wsUrl, cookie: provisioner.cookie },
      (client, handlers) => client.provisioning.onChanged.subscribe({}, handlers),
    );
    const subscriptions = { procedure: 'provisioning.onChanged' };
    await expect.poll(() => valueNow('sappis_trpc_open_subscriptions', subscriptions)).toBe(1);

    await httpClient(provisioner.cookie).provisioning.list.query({ filter: 'FAILED' });
    await expect(
      httpClient(outsider.cookie).provisioning.list.query({ filter: 'FAILED' }),
    ).rejects.toMatchObject({
      data: { code: 'FORBIDDEN' },
    });
    await httpClient(provisioner.cookie).provisioning.retry.mutate({
      requestId: randomUUID(),
      orderId: failed.order.id,
    });
    await expect.poll(() => live.events.length).toBe(1);

    const after = await scrape();
    const increase = (name: string, labels: Record<string, string> = {}) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(increase('sappis_trpc_procedure_duration_seconds_count', listCalls)).toBe(2);
    expect(increase('sappis_trpc_errors_total', { procedure: 'provisioning.list', code: 'FORBIDDEN' })).toBe(
      1,
    );
    expect(sampleValue(after, 'sappis_websockets_open')).toBe(1);
    expect(sampleValue(after, 'sappis_trpc_open_subscriptions', subscriptions)).toBe(1);
    expect(increase('sappis_event_delivery_lag_seconds_count')).toBe(1);
    expect(increase('sappis_adapter_call_duration_seconds_count', partnerCalls)).toBe(1);
    expect(increase('sappis_adapter_call_failures_total', partnerCalls)).toBe(0);

    const [emails, orders] = await Promise.all([
      db.prisma.customerEmail.groupBy({ by: ['status'], _count: { _all: true } }),
      db.prisma.provisioningOrder.groupBy({ by: ['status'], _count: { _all: true } }),
    ]);
    expect(gaugesOf(after, 'sappis_email_outbox_messages')).toEqual(countsOf(emails));
    expect(gaugesOf(after, 'sappis_email_outbox_messages')).toMatchObject({ PENDING: 2, FAILED: 1 });
    const everyStatusZero = Object.fromEntries(PROVISIONING_STATUSES.map((status) => [status, 0]));
    expect(gaugesOf(after, 'sappis_provisioning_orders')).toEqual({
      ...everyStatusZero,
      ...countsOf(orders),
    });

    await live.stop();
    await expect.poll(() => valueNow('sappis_websockets_open')).toBe(0);
    expect(await valueNow('sappis_trpc_open_subscriptions', subscriptions)).toBe(0);
  });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    expect((await scrapeWith(server.url)).status).toBe(401);
    expect((await scrapeWith(server.url, `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrapeWith(server.url, TOKEN)).status).toBe(401);
  });

  it('is not served at all (404) when no token is set', async () => {
    const unset = await startTestServer({ prisma: db.prisma });
    try {
      expect((await scrapeWith(unset.url, `Bearer ${TOKEN}`)).status).toBe(404);
    } finally {
      await unset.server.close();
    }
  });
});
