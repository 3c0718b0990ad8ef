import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { PROVISIONING_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../adapters/adapters.ts';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';
import type { ProvisioningPartner } from './provisioning-partner.ts';
import { createProvisioningOrder } from './testing/provisioning-fixtures.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const provisioner = () => signInTestUser(db.prisma, { groups: ['SAPPIS', 'PROVISIONING'] });

/** A provisioning user whose server's partner is `partner` (guarded like the real one, 100 ms timeout). */
async function signInWithPartner(partner: ProvisioningPartner) {
  const user = await createTestUser(db.prisma, { groups: ['SAPPIS', 'PROVISIONING'] });
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(db.prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  const adapters = createAdapters(
    db.prisma,
    { latencyMs: 0, timeoutMs: 100 },
    { provisioningPartner: partner },
  );
  return createCaller(createTestContext(db.prisma, jar, { adapters }));
}

describe('provisioning orders', () => {
  it('lists orders by filter (a category or one code) and by agreement number, with counts per status', async () => {
    const failed = await createProvisioningOrder(db.prisma, { status: 'ERROR' });
    const done = await createProvisioningOrder(db.prisma, { status: 'DONE_SUCCESS', platform: 'TV' });
    const { caller } = await provisioner();

    const onlyFailed = await caller.provisioning.list({ filter: 'FAILED' });
    expect(onlyFailed.orders.map((order) => order.id)).toContain(failed.order.id);
    expect(onlyFailed.orders.every((order) => order.status !== 'DONE_SUCCESS')).toBe(true);

    const byCode = await caller.provisioning.list({ filter: 'DONE_SUCCESS', platform: 'TV' });
    expect(byCode.orders.map((order) => order.id)).toContain(done.order.id);

    const byAgreement = await caller.provisioning.list({ query: String(failed.agreement.agreementNumber) });
    expect(byAgreement.orders).toEqual([
      expect.objectContaining({
        id: failed.order.id,
        status: 'ERROR',
        agreementNumber: failed.agreement.agreementNumber,
        customerNumber: failed.customer.customerNumber,
        productName: 'Bredband 250/250',
      }),
    ]);
    expect(byAgreement.countsByStatus).toEqual([{ status: 'ERROR', count: 1 }]);

    const none = await caller.provisioning.list({ query: 'INGEN-SADAN' });
    expect(none).toMatchObject({ orders: [], total: 0 });
  });

  it('retries a failed order: new status from the partner, attempt counted, audit and provisioning.changed', async () => {
    const { order } = await createProvisioningOrder(db.prisma);
    const { caller, user } = await provisioner();

    const answer = await caller.provisioning.retry({ requestId: randomUUID(), orderId: order.id });

    expect(answer.order).toMatchObject({ id: order.id, status: 'DONE', attempts: 2, message: null });
    expect(answer.message).toBe(PROVISIONING_TEXTS.retried('Open Universe', 'DONE'));
    const stored = await db.prisma.provisioningOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ status: 'DONE', attempts: 2, lastAttemptById: user.id });
    expect(stored.partnerReference).toBe(`NET-${order.id}`);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'provisioning.retry', entityId: String(order.id) },
    });
    expect(audit).toMatchObject({
      userId: user.id,
      details: expect.objectContaining({ from: 'PROCESS_NEW_ORDER_FAILED', to: 'DONE' }),
    });
    const event = await db.prisma.event.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(event).toMatchObject({
      type: 'provisioning.changed',
      payload: { orderId: order.id, status: 'DONE' },
    });
  });

  it("keeps the partner's new failure: an ended row's activation fails again", async () => {
    const { order } = await createProvisioningOrder(db.prisma, {
      status: 'AUTO_HANDLING_FAILED',
      rowEndDate: new Date('2024-12-31'),
    });
    const { caller } = await provisioner();
    const answer = await caller.provisioning.retry({ requestId: randomUUID(), orderId: order.id });
    expect(answer.order).toMatchObject({
      status: 'PROCESS_NEW_ORDER_FAILED',
      message: PROVISIONING_TEXTS.rowEnded,
      attempts: 2,
    });
  });

  it('refuses an order that has not failed, an unknown order and bad input, and changes nothing', async () => {
    const { order } = await createProvisioningOrder(db.prisma, { status: 'PENDING_MANUAL' });
    const { caller } = await provisioner();
    await expect(
      caller.provisioning.retry({ requestId: randomUUID(), orderId: order.id }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PROVISIONING_TEXTS.notRetryable('PENDING_MANUAL'),
    });
    await expect(
      caller.provisioning.retry({ requestId: randomUUID(), orderId: 2_000_000_000 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PROVISIONING_TEXTS.notFound });
    for (const input of [
      { requestId: 'inte-ett-id', orderId: order.id },
      { requestId: randomUUID(), orderId: -1 },
      { requestId: randomUUID(), orderId: '1' },
    ]) {
      await expect(caller.provisioning.retry(input as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    const stored = await db.prisma.provisioningOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ status: 'PENDING_MANUAL', attempts: 1 });
    expect(
      await db.prisma.auditEntry.count({
        where: { entityType: 'ProvisioningOrder', entityId: String(order.id) },
      }),
    ).toBe(0);
  });

  it('a double submit acts once; a second retry of the now finished order is refused', async () => {
    const { order } = await createProvisioningOrder(db.prisma, { status: 'DONE_FAILED', platform: 'TV' });
    const { caller } = await provisioner();
    const requestId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => caller.provisioning.retry({ requestId, orderId: order.id })),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.order).toMatchObject({ status: 'DONE_SUCCESS', attempts: 2 });
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'provisioning.retry', entityId: String(order.id) },
      }),
    ).toBe(1);
    await expect(
      caller.provisioning.retry({ requestId: randomUUID(), orderId: order.id }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('a failing or silent partner writes nothing and says why', async () => {
    const { order } = await createProvisioningOrder(db.prisma, { status: 'ERROR' });
    const failing = await signInWithPartner({
      send: async () => {
        throw new Error('Inte använd');
      },
      resend: async () => {
        throw new Error('Partnern svarar 503');
      },
    });
    await expect(
      failing.provisioning.retry({ requestId: randomUUID(), orderId: order.id }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: PROVISIONING_TEXTS.retryFailed('Partnern svarar 503'),
    });
    const silent = await signInWithPartner({
      send: () => new Promise(() => {}),
      resend: () => new Promise(() => {}),
    });
    await expect(
      silent.provisioning.retry({ requestId: randomUUID(), orderId: order.id }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    const stored = await db.prisma.provisioningOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ status: 'ERROR', attempts: 1 });
    expect(
      await db.prisma.auditEntry.count({
        where: { entityType: 'ProvisioningOrder', entityId: String(order.id) },
      }),
    ).toBe(0);
  });

  it('is only for the groups of /sappis/provisionering', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'EXTENDED_CUSTOMER_SUPPORT'] });
    await expect(caller.provisioning.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
