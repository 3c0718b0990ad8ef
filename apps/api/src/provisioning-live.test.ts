import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { isoDay } from '@sappis/shared';
import type { LiveEvent, StreamEvent } from '@sappis/trpc';
import { createTableProvisioningPartner } from '@sappis/trpc/provisioning/provisioning-partner';
import { sendDueProvisioningOrders } from '@sappis/trpc/provisioning/send-due-orders';
import { createTestCustomer } from '@sappis/trpc/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectSubscription, createSignedInUser, type EventCollector } from './testing/live-clients.ts';
import { type LiveServer, startLiveServer } from './testing/live-server.ts';

/** /sappis/provisionering live through the real server: provisioning.onChanged over WebSockets. */

let db: TestDatabase;
let server: LiveServer;
let page: EventCollector | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startLiveServer({ prisma: db.prisma, databaseUrl: db.url });
});
afterAll(async () => {
  await page?.stop();
  await server?.close();
  await db?.drop();
});

const live = (events: readonly StreamEvent[]) =>
  events.filter((event): event is LiveEvent => event.type !== 'resync');

describe('provisioning.onChanged over WebSockets', () => {
  it('tells an open provisioning page when an operation writes orders and when the job sends them', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const card = (productNumber: string, cardRow: number) =>
      db.prisma.agreementRow.create({
        data: {
          agreementId: agreement.id,
          rowNumber: 10 + cardRow,
          type: 'CARD',
          productType: 'CARD',
          productNumber,
          productName: 'Programkort',
          category: 'TV',
          card: cardRow,
          priceList: 1,
          price: '0.00',
          startDate: new Date('2026-01-01'),
        },
      });
    await card('CGKORT', 1);
    const replacement = await card('BYTCGKORT', 0);
    const provisioner = await createSignedInUser(db.prisma, ['SAPPIS', 'PROVISIONING']);
    const lastEventId = String((await db.prisma.event.aggregate({ _max: { id: true } }))._max.id ?? 0n);
    page = collectSubscription({ url: () => server.wsUrl, cookie: provisioner.cookie }, (client, handlers) =>
      client.provisioning.onChanged.subscribe({ lastEventId }, handlers),
    );
    const types = () => live(page!.events).map((event) => event.type);

    // The card is swapped in (here by the same user): two orders are written, and the page hears of it.
    await page.client.agreementRows.activateHardware.mutate({ rowId: replacement.id, card: 1 });
    await expect.poll(types, { timeout: 5_000 }).toEqual(['customer.changed']);
    expect(await db.prisma.provisioningOrder.count({ where: { status: 'PENDING_AUTO' } })).toBe(2);

    // The job sends them (due today): each status change reaches the page.
    const run = await sendDueProvisioningOrders(
      db.prisma,
      createTableProvisioningPartner(db.prisma),
      new Date(),
      isoDay(),
    );
    expect(run.sent.map((sent) => sent.status)).toEqual(['DONE_SUCCESS', 'DONE_SUCCESS']);
    await expect
      .poll(() => types().filter((type) => type === 'provisioning.changed').length, { timeout: 5_000 })
      .toBe(2);
  });
});
