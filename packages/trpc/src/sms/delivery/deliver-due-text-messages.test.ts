import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { OUTBOX_SENDING_LEASE_MS, SMS_DELIVERY_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Adapters, createAdapters, DEFAULT_ADAPTER_SETTINGS } from '../../adapters/adapters.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { deliverDueTextMessages, smsIdempotencyKey } from './deliver-due-text-messages.ts';
import { createHttpSmsGateway, type SmsGatewaySettings, type SmsTransport } from './sms-gateway.ts';
import { startTestSmsGateway, type TestSmsGateway } from './testing/test-sms-gateway.ts';

let db: TestDatabase;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];
let gatewayServer: TestSmsGateway;
let settings: SmsGatewaySettings;
let gateway: SmsTransport;
let adapters: Adapters;

beforeAll(async () => {
  db = await createTestDatabase();
  ({ caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
  gatewayServer = await startTestSmsGateway();
  settings = { url: gatewayServer.url, token: 'test-token', sender: 'Sappa' };
  gateway = createHttpSmsGateway(settings);
  adapters = createAdapters(db.prisma, { ...DEFAULT_ADAPTER_SETTINGS, smsGateway: settings });
});
beforeEach(() => {
  gatewayServer.received.length = 0;
  gatewayServer.refuse(null);
});
afterAll(async () => {
  await gatewayServer?.close();
  await db?.drop();
});

/** A customer (mobile 070-123 45 67) sent `text` through the sms adapter in a transaction of its own. */
async function sendSms(text: string, through: Adapters = adapters) {
  const { customer } = await createTestCustomer(db.prisma);
  const receipt = await db.prisma.$transaction((tx) =>
    through.sms.send({
      tx,
      message: { customerId: customer.id, to: customer.mobilePhone!, text, operation: 'test' },
    }),
  );
  return { customer, receipt };
}

const listed = async (customerNumber: number) => (await caller.email.textMessages({ customerNumber }))[0]!;
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('SMS delivery through the HTTP gateway', () => {
  it('posts the SMS once with recipient, text, sender and idempotency key, and shows it as sent', async () => {
    const { customer, receipt } = await sendSms('Sappa: Din tekniker kommer imorgon kl 8-12.');
    expect(receipt.delivery).toBe('QUEUED');
    expect(await listed(customer.customerNumber)).toMatchObject({
      delivery: 'QUEUED',
      recipient: '+46701234567',
    });

    expect(await deliverDueTextMessages(db.prisma, gateway)).toEqual({ sent: [receipt.id], failed: [] });
    expect(await deliverDueTextMessages(db.prisma, gateway, minutesLater(60))).toEqual({
      sent: [],
      failed: [],
    });

    const key = smsIdempotencyKey(receipt.id);
    expect(gatewayServer.received).toEqual([
      {
        idempotencyKey: key,
        authorization: 'Bearer test-token',
        contentType: 'application/json',
        body: {
          id: key,
          from: 'Sappa',
          to: '+46701234567',
          text: 'Sappa: Din tekniker kommer imorgon kl 8-12.',
        },
      },
    ]);
    const shown = await listed(customer.customerNumber);
    expect(shown).toMatchObject({ delivery: 'SENT', deliveryError: null, nextAttemptAt: null });
    expect(shown.deliveredAt).not.toBeNull();
  });

  it("records a 500 as failed with the gateway's reason, and sends it on the retry after the backoff", async () => {
    const { customer, receipt } = await sendSms('Sappa: Returfraktsedel');
    gatewayServer.refuse({ status: 500, body: '{"error":"Operatören svarar inte"}' });

    expect(await deliverDueTextMessages(db.prisma, gateway)).toEqual({
      sent: [],
      failed: [{ id: receipt.id, reason: 'HTTP 500: Operatören svarar inte' }],
    });
    const failed = await listed(customer.customerNumber);
    expect(failed).toMatchObject({
      delivery: 'FAILED',
      deliveredAt: null,
      deliveryError: 'HTTP 500: Operatören svarar inte',
    });
    expect(failed.nextAttemptAt).not.toBeNull();

    gatewayServer.refuse(null);
    // Not before the backoff (a minute after the first failure), then with the same key.
    expect(await deliverDueTextMessages(db.prisma, gateway)).toEqual({ sent: [], failed: [] });
    expect(await deliverDueTextMessages(db.prisma, gateway, minutesLater(2))).toEqual({
      sent: [receipt.id],
      failed: [],
    });
    expect(gatewayServer.received.map((sms) => sms.idempotencyKey)).toEqual([smsIdempotencyKey(receipt.id)]);
    expect(await listed(customer.customerNumber)).toMatchObject({ delivery: 'SENT', deliveryError: null });
  });

  it.each([
    [{ status: 503, body: '{"message":"Kön är full, försök igen"}' }, 'HTTP 503: Kön är full, försök igen'],
    [{ status: 400, body: 'Ogiltigt mottagarnummer' }, 'HTTP 400: Ogiltigt mottagarnummer'],
    [{ status: 502, body: '' }, 'HTTP 502: Bad Gateway'],
  ])('records the refusal %o as README documents it: HTTP <status>: <reason>', async (answer, reason) => {
    const { customer, receipt } = await sendSms('Sappa: Välkommen, Åsa!');
    gatewayServer.refuse(answer);
    expect(await deliverDueTextMessages(db.prisma, gateway)).toEqual({
      sent: [],
      failed: [{ id: receipt.id, reason }],
    });
    expect(await listed(customer.customerNumber)).toMatchObject({
      delivery: 'FAILED',
      deliveryError: reason,
    });
    gatewayServer.refuse(null);
    expect((await deliverDueTextMessages(db.prisma, gateway, minutesLater(2))).sent).toEqual([receipt.id]);
  });

  it('sends each SMS once when several workers run at the same time', async () => {
    const { receipt } = await sendSms('Sappa: Ditt byte är klart.');
    const runs = await Promise.all([1, 2, 3].map(() => deliverDueTextMessages(db.prisma, gateway)));
    expect(runs.flatMap((run) => run.sent)).toEqual([receipt.id]);
    expect(gatewayServer.received).toHaveLength(1);
  });

  it('gives up waiting for a gateway that does not answer, aborts the request and retries later', async () => {
    const { customer, receipt } = await sendSms('Sappa: Tyst gateway');
    const silent = await startSilentServer();
    try {
      const run = await deliverDueTextMessages(
        db.prisma,
        createHttpSmsGateway({ ...settings, url: silent.url }, 200),
      );
      expect(run.failed).toEqual([{ id: receipt.id, reason: 'Inget svar från SMS-tjänsten inom 0.2 s' }]);
      await expect.poll(() => silent.closedRequests()).toBe(1);
    } finally {
      await silent.close();
    }
    expect(await listed(customer.customerNumber)).toMatchObject({ delivery: 'FAILED' });
    expect(await deliverDueTextMessages(db.prisma, gateway, minutesLater(2))).toEqual({
      sent: [receipt.id],
      failed: [],
    });
  });

  it('after a crash between sending and recording, sends again only once the lease has passed, with the same key', async () => {
    const { receipt } = await sendSms('Sappa: Krasch');
    const dying: SmsTransport = {
      send: async (sms) => {
        await gateway.send(sms);
        await new Promise<never>(() => {});
      },
    };
    void deliverDueTextMessages(db.prisma, dying);
    await expect.poll(() => gatewayServer.received.length).toBe(1);

    expect(await deliverDueTextMessages(db.prisma, gateway, minutesLater(1))).toEqual({
      sent: [],
      failed: [],
    });
    const afterLease = new Date(Date.now() + OUTBOX_SENDING_LEASE_MS + 60_000);
    expect(await deliverDueTextMessages(db.prisma, gateway, afterLease)).toEqual({
      sent: [receipt.id],
      failed: [],
    });
    expect(gatewayServer.received.map((sms) => sms.idempotencyKey)).toEqual([
      smsIdempotencyKey(receipt.id),
      smsIdempotencyKey(receipt.id),
    ]);
  });
});

describe('without an SMS gateway', () => {
  it('keeps the SMS as not sent, never posts it, and says so', async () => {
    const { customer, receipt } = await sendSms('Sappa: Demo', createAdapters(db.prisma));
    expect(receipt.delivery).toBe('NOT_CONFIGURED');
    expect(await deliverDueTextMessages(db.prisma, gateway, minutesLater(60))).toEqual({
      sent: [],
      failed: [],
    });
    expect(gatewayServer.received).toHaveLength(0);
    expect(await listed(customer.customerNumber)).toMatchObject({
      delivery: 'NOT_CONFIGURED',
      nextAttemptAt: null,
    });
    expect(SMS_DELIVERY_TEXTS.NOT_CONFIGURED).toBe('Inte skickat: ingen SMS-tjänst är konfigurerad');
  });
});

describe('the sms adapter', () => {
  it('refuses a recipient that is no phone number, and writes nothing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    await expect(
      db.prisma.$transaction((tx) =>
        adapters.sms.send({
          tx,
          message: { customerId: customer.id, to: 'saknas', text: 'x', operation: 'test' },
        }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', userMessage: 'Ogiltigt mobilnummer för sms: saknas' });
    expect(await db.prisma.customerTextMessage.count({ where: { customerId: customer.id } })).toBe(0);
  });
});

/** A server that takes requests and never answers; counts the requests whose connection the client closed. */
async function startSilentServer() {
  let closed = 0;
  const server = http.createServer((request) => {
    request.socket.on('close', () => {
      closed += 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    closedRequests: () => closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
