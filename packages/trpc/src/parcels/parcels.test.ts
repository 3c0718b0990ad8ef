import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { DELIVERED_TEXT, WAREHOUSE_CITY, WAREHOUSE_STAGES } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../adapters/adapters.ts';
import { timeoutReason } from '../adapters/guard-adapter.ts';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { createTestUser } from '../testing/users.ts';
import type { ParcelTracking } from './parcel-tracking.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** A signed-in agent whose calls reach the parcel tracking `parcels` (default: our tables), with a 200 ms timeout. */
async function agent(parcels?: ParcelTracking) {
  const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(db.prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  const adapters = createAdapters(db.prisma, { latencyMs: 0, timeoutMs: 200 }, parcels ? { parcels } : {});
  return createCaller(createTestContext(db.prisma, jar, { adapters }));
}

const at = (hours: number) => new Date(Date.UTC(2026, 10, 2, hours));

async function deliveredParcel() {
  const { customer } = await createTestCustomer(db.prisma);
  const stages = WAREHOUSE_STAGES.map((text, index) => ({
    status: (['ORDERED', 'PICKED_FROM_STOCK', 'PACKED', 'PICKED_UP'] as const)[index]!,
    statusText: text,
    city: 'Göteborg',
    occurredAt: at(index),
  }));
  await db.prisma.parcel.create({
    data: {
      customerId: customer.id,
      shipmentId: `00373500${customer.customerNumber}`,
      products: 'Hyrbox 4K, Programkort',
      status: 'DELIVERED',
      statusText: 'Försändelsen har levererats',
      totalWeightKg: '1.40',
      dimensions: '30x20x10 cm',
      consigneeCity: 'Lund',
      createdAt: at(0),
      completedAt: at(8),
      events: {
        create: [
          ...stages,
          {
            status: 'INFORMED',
            statusText: 'Avsändaren har meddelat att försändelsen kommer',
            occurredAt: at(4),
          },
          { status: 'EN_ROUTE', statusText: 'Försändelsen är på väg', city: 'Jönköping', occurredAt: at(6) },
          { status: 'DELIVERED', statusText: 'Utlämnad', city: 'Lund', occurredAt: at(8) },
        ],
      },
    },
  });
  return customer;
}

describe('parcels', () => {
  it("lists a customer's parcel with its timeline through the default adapter", async () => {
    const customer = await deliveredParcel();
    const caller = await agent();
    const [parcel, ...more] = await caller.parcels.forCustomer({ customerNumber: customer.customerNumber });
    expect(more).toEqual([]);
    expect(parcel).toMatchObject({
      shipmentId: `00373500${customer.customerNumber}`,
      customerName: 'Karin Lindqvist',
      products: 'Hyrbox 4K, Programkort',
      createdAt: at(0).toISOString(),
      completedAt: at(8).toISOString(),
      totalWeightKg: 1.4,
      dimensions: '30x20x10 cm',
      status: 'DELIVERED',
    });
    // The carrier's events began with INFORMED: newest first, then every warehouse stage in Göteborg.
    expect(parcel?.timeline.map((entry) => [entry.title, entry.city, entry.occurredAt])).toEqual([
      [DELIVERED_TEXT, 'Lund', at(8).toISOString()],
      ['Försändelsen är på väg', 'Jönköping', at(6).toISOString()],
      ['Avsändaren har meddelat att försändelsen kommer', null, at(4).toISOString()],
      [WAREHOUSE_STAGES[3], WAREHOUSE_CITY, at(3).toISOString()],
      [WAREHOUSE_STAGES[2], WAREHOUSE_CITY, at(2).toISOString()],
      [WAREHOUSE_STAGES[1], WAREHOUSE_CITY, at(1).toISOString()],
      [WAREHOUSE_STAGES[0], WAREHOUSE_CITY, at(0).toISOString()],
    ]);
  });

  it('answers an empty list for a customer without parcels, and NOT_FOUND for an unknown customer', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const caller = await agent();
    expect(await caller.parcels.forCustomer({ customerNumber: customer.customerNumber })).toEqual([]);
    await expect(caller.parcels.forCustomer({ customerNumber: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('turns a timed-out tracking call into the Swedish text', async () => {
    const customer = await deliveredParcel();
    const slow: ParcelTracking = {
      parcelsOf: () => new Promise((resolve) => setTimeout(() => resolve([]), 1_000)),
    };
    const caller = await agent(slow);
    await expect(
      caller.parcels.forCustomer({ customerNumber: customer.customerNumber }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: `Något gick fel: ${timeoutReason(200)}`,
    });
  });

  it('turns a failing tracking call into the Swedish text with its reason', async () => {
    const customer = await deliveredParcel();
    const broken: ParcelTracking = {
      parcelsOf: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    const caller = await agent(broken);
    await expect(
      caller.parcels.forCustomer({ customerNumber: customer.customerNumber }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Något gick fel: connect ECONNREFUSED',
    });
  });

  it('is for signed-in staff, as the customer view is (document 1 section 2.1)', async () => {
    const customer = await deliveredParcel();
    const user = await createTestUser(db.prisma, { groups: ['ADDRESS_MANAGER'] });
    const jar: CookieJar = { token: null };
    const caller = createCaller(createTestContext(db.prisma, jar));
    await expect(
      caller.parcels.forCustomer({ customerNumber: customer.customerNumber }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await caller.auth.login({ username: user.username, password: user.password });
    await expect(
      caller.parcels.forCustomer({ customerNumber: customer.customerNumber }),
    ).resolves.toBeDefined();
  });
});
