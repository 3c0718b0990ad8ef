import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { OUTBOX_DELIVERY_STATES } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxSmsSender } from '../sms/sms-sender.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { createMetrics } from './metrics.ts';

/** The outbox backlog gauges, read from the real database at scrape time. */

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('sappis_sms_outbox_messages', () => {
  it('counts the SMS outbox by delivery state, every state a series, imported SMS (no state) left out', async () => {
    const metrics = createMetrics(db.prisma);
    const gauge = async () => {
      await metrics.scrape();
      const { values } = await metrics.registry.getSingleMetric('sappis_sms_outbox_messages')!.get();
      return Object.fromEntries(values.map((sample) => [sample.labels.status, sample.value]));
    };
    const everyStateZero = Object.fromEntries(OUTBOX_DELIVERY_STATES.map((state) => [state, 0]));
    expect(await gauge()).toEqual(everyStateZero);

    const { customer } = await createTestCustomer(db.prisma);
    const send = (gatewayConfigured: boolean) =>
      db.prisma.$transaction((tx) =>
        createOutboxSmsSender({ gatewayConfigured }).send({
          tx,
          message: { customerId: customer.id, to: '070-123 45 67', text: 'Hej', operation: 'test' },
        }),
      );
    await send(true);
    await send(true);
    await send(false);
    await db.prisma.customerTextMessage.create({ data: { customerId: customer.id, text: 'Importerat' } });
    expect(await gauge()).toEqual({ ...everyStateZero, QUEUED: 2, NOT_CONFIGURED: 1 });
  });
});
