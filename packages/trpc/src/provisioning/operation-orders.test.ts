import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  isoDay,
  lastDayOfMonth,
  type MoveChoices,
  type OperationHandler,
  PROVISIONING_MAX_ATTEMPTS,
  pauseStartOptions,
  planContinue,
  planFingerprint,
  planMove,
  planPause,
  planTermination,
  rowProvisioningNote,
  type TerminationChoices,
  terminationDates,
  withBillingEffect,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoveFixture } from '../agreements/move/move-fixtures.ts';
import { addServiceRow } from '../agreements/testing/agreement-rows.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  previewOperation,
  signInOperationUser,
} from '../agreements/testing/operation-database.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { createTableProvisioningPartner, type ProvisioningPartner } from './provisioning-partner.ts';
import { sendDueProvisioningOrders } from './send-due-orders.ts';

let db: TestDatabase;
let caller: OperationCaller;
let handler: OperationHandler;
const today = isoDay();
const iso = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller, handler } = await signInOperationUser(db.prisma));
});
afterAll(async () => {
  await db?.drop();
});

/** A customer with broadband (BAS250, with its ended discount) and TV (TVSTART on card row 1), as seeded. */
async function customerWithTv() {
  const { customer, agreement, service } = await createTestCustomer(db.prisma);
  const tv = await addServiceRow(db.prisma, agreement.id, {
    productNumber: 'TVSTART',
    productName: 'Sappa Start',
    category: 'TV',
    card: 1,
    price: '199.00',
    startDate: addDays(today, -100),
  });
  return { customer, agreement, broadband: service, tv };
}

const ordersOf = async (rowIds: number[]) =>
  (
    await db.prisma.provisioningOrder.findMany({
      where: { agreementRowId: { in: rowIds } },
      orderBy: { id: 'asc' },
    })
  ).map((order) => ({
    rowId: order.agreementRowId,
    platform: order.platform,
    action: order.action,
    status: order.status,
    dueOn: iso(order.dueOn),
  }));

async function terminate(
  agreementNumber: number,
  rows: TerminationChoices['rows'],
  requestId = randomUUID(),
) {
  let choices: TerminationChoices | undefined;
  const { planFingerprint: fingerprint } = await previewOperation(caller, agreementNumber, (context, day) => {
    choices = { rows, reasonId: 106, description: 'Behöver inte tjänsten', sendConfirmation: false };
    return planTermination(context, choices, day);
  });
  return caller.agreements.terminate({
    requestId,
    agreementNumber,
    planFingerprint: fingerprint,
    choices: choices!,
  });
}

describe('provisioning orders written by the operations', () => {
  it('a termination ending broadband on 2027-01-31 deactivates it on 2027-02-01, not now; a retried request writes no second order', async () => {
    const { agreement, broadband } = await customerWithTv();
    const { context } = await caller.agreements.operationContext({
      agreementNumber: agreement.agreementNumber,
    });
    expect(terminationDates(context.agreement.rows.find((row) => row.id === broadband.id)!, today)).toContain(
      '2027-01-31',
    );
    const requestId = randomUUID();
    const rows = [{ rowId: broadband.id, endDate: '2027-01-31' }];
    await terminate(agreement.agreementNumber, rows, requestId);
    await terminate(agreement.agreementNumber, rows, requestId).catch(() => undefined);

    const orders = await db.prisma.provisioningOrder.findMany({ where: { agreementRowId: broadband.id } });
    expect(orders).toEqual([
      expect.objectContaining({
        platform: 'NETWORK',
        action: 'DEACTIVATE',
        status: 'PENDING_AUTO',
        attempts: 0,
        requestId,
        dueOn: new Date('2027-02-01T00:00:00Z'),
      }),
    ]);

    // Not sent before its day; sent on it, with the partner's answer recorded and both pages told.
    const partner = createTableProvisioningPartner(db.prisma, () => new Date('2027-02-01T08:00:00Z'));
    const early = await sendDueProvisioningOrders(
      db.prisma,
      partner,
      new Date('2027-01-31T12:00:00Z'),
      '2027-01-31',
    );
    expect(early.sent.map((sent) => sent.id)).not.toContain(orders[0]!.id);
    const eventsBefore = await db.prisma.event.count();
    const due = await sendDueProvisioningOrders(
      db.prisma,
      partner,
      new Date('2027-02-01T08:00:00Z'),
      '2027-02-01',
    );
    expect(due.sent).toContainEqual({ id: orders[0]!.id, status: 'DONE' });
    expect(
      await db.prisma.provisioningOrder.findUniqueOrThrow({ where: { id: orders[0]!.id } }),
    ).toMatchObject({
      status: 'DONE',
      attempts: 1,
      partnerReference: `NET-${orders[0]!.id}`,
      nextAttemptAt: null,
    });
    const events = await db.prisma.event.findMany({
      where: { id: { gt: eventsBefore } },
      orderBy: { id: 'asc' },
    });
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['provisioning.changed', 'customer.changed']),
    );
  });

  it('a pause suspends each service on its first day and resumes it the day it ends; the fee row gives nothing; a service whose return is terminated is deactivated instead', async () => {
    const { customer, agreement, broadband, tv } = await customerWithTv();
    const endDate = lastDayOfMonth(today, 1);
    const startDate = pauseStartOptions(endDate)[0]!;
    const choices = {
      rowIds: [broadband.id, tv.id],
      endDate,
      startDate,
      description: 'Utlandsvistelse',
      feeInformed: true,
      sendConfirmation: false,
    };
    const { planFingerprint: fingerprint } = await previewOperation(
      caller,
      agreement.agreementNumber,
      (context, day) => planPause(context, choices, day, handler),
    );
    const result = await caller.agreements.pause({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      planFingerprint: fingerprint,
      choices,
    });
    const [feeId, broadbandBack, tvBack] = result.createdRowIds as [number, number, number];
    expect(await ordersOf([broadband.id, tv.id, feeId, broadbandBack, tvBack])).toEqual([
      {
        rowId: broadband.id,
        platform: 'NETWORK',
        action: 'SUSPEND',
        status: 'PENDING_AUTO',
        dueOn: addDays(endDate, 1),
      },
      { rowId: tv.id, platform: 'TV', action: 'SUSPEND', status: 'PENDING_AUTO', dueOn: addDays(endDate, 1) },
      {
        rowId: broadbandBack,
        platform: 'NETWORK',
        action: 'RESUME',
        status: 'PENDING_AUTO',
        dueOn: startDate,
      },
      { rowId: tvBack, platform: 'TV', action: 'RESUME', status: 'PENDING_AUTO', dueOn: startDate },
    ]);

    // The returning TV terminated before it starts: the pause no longer ends in a return, so TV is deactivated
    // (not suspended) the day after its last day, and the agreement table's row says so.
    const { context } = await caller.agreements.operationContext({
      agreementNumber: agreement.agreementNumber,
    });
    const returning = context.agreement.rows.find((row) => row.id === tvBack)!;
    await terminate(agreement.agreementNumber, [
      { rowId: tvBack, endDate: terminationDates(returning, today)[0]! },
    ]);
    expect(await ordersOf([tv.id, tvBack])).toEqual([
      {
        rowId: tv.id,
        platform: 'TV',
        action: 'DEACTIVATE',
        status: 'PENDING_AUTO',
        dueOn: addDays(endDate, 1),
      },
    ]);
    const view = await caller.customers.byNumber({ customerNumber: customer.customerNumber });
    const shown = view.agreements.flatMap((item) => item.rows).find((row) => row.id === tv.id)!;
    expect(rowProvisioningNote(shown.provisioning, today)?.text).toBe(`Avaktivering ${addDays(endDate, 1)}`);
    expect(await ordersOf([broadband.id])).toEqual([expect.objectContaining({ action: 'SUSPEND' })]);
  });

  it('continuing a terminated service withdraws its deactivation and activates the continuing row the day after', async () => {
    // An agreement at an address whose inventory offers broadband (Commerce on our tables).
    const fixture = await createMoveFixture(db.prisma);
    const agreementNumber = fixture.agreement.agreementNumber;
    const broadband = await db.prisma.agreementRow.findFirstOrThrow({
      where: { agreementId: fixture.agreement.id, productNumber: 'BAS250' },
    });
    const { context } = await caller.agreements.operationContext({ agreementNumber });
    const endDate = terminationDates(
      context.agreement.rows.find((row) => row.id === broadband.id)!,
      today,
    )[0]!;
    await terminate(agreementNumber, [{ rowId: broadband.id, endDate }]);
    expect(await ordersOf([broadband.id])).toEqual([
      {
        rowId: broadband.id,
        platform: 'NETWORK',
        action: 'DEACTIVATE',
        status: 'PENDING_AUTO',
        dueOn: addDays(endDate, 1),
      },
    ]);
    const choices = { rowIds: [broadband.id], sendConfirmation: false };
    const { productNumbers } = await caller.agreements.continueInventory({ agreementNumber });
    const { planFingerprint: fingerprint } = await previewOperation(caller, agreementNumber, (ctx, day) =>
      planContinue(ctx, productNumbers, choices, day, handler),
    );
    const result = await caller.agreements.continue({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint: fingerprint,
      choices,
    });
    expect(await ordersOf([broadband.id, ...result.createdRowIds])).toEqual([
      {
        rowId: result.createdRowIds[0],
        platform: 'NETWORK',
        action: 'ACTIVATE',
        status: 'PENDING_AUTO',
        dueOn: addDays(endDate, 1),
      },
    ]);
  });

  it('a move deactivates the services at the old address and activates them at the new one on the move date', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const agreementNumber = fixture.agreement.agreementNumber;
    const moveDate = addDays(today, 7);
    const choices: MoveChoices = {
      addressId: fixture.addresses.sameNetwork,
      mainAgreementNumber: fixture.mainAgreements.sameNetwork.number,
      moveDate,
      replacements: [],
      updateAddresses: false,
      sendConfirmation: false,
    };
    const check = await caller.agreements.moveCheck({
      agreementNumber,
      addressId: choices.addressId,
      mainAgreementNumber: choices.mainAgreementNumber ?? 0,
    });
    const { context, today: day } = await caller.agreements.operationContext({ agreementNumber });
    const outcome = withBillingEffect(planMove(context, choices, check, day, handler), context, day);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    const result = await caller.agreements.move({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint: planFingerprint(outcome.plan),
      choices,
    });
    const oldRows = await db.prisma.agreementRow.findMany({ where: { agreementId: fixture.agreement.id } });
    const newRows = await db.prisma.agreementRow.findMany({
      where: { agreement: { agreementNumber: result.targetAgreementNumber! } },
    });
    const orders = await db.prisma.provisioningOrder.findMany({
      where: { agreementRowId: { in: [...oldRows, ...newRows].map((row) => row.id) } },
      include: { agreementRow: { select: { productNumber: true, agreementId: true } } },
    });
    const summary = orders
      .map((order) => [
        order.agreementRow.agreementId === fixture.agreement.id ? 'gammal' : 'ny',
        order.agreementRow.productNumber,
        order.action,
        iso(order.dueOn),
      ])
      .sort();
    expect(summary).toEqual(
      [
        ['gammal', 'BAS250', 'DEACTIVATE', moveDate],
        ['gammal', 'TVSTART', 'DEACTIVATE', moveDate],
        ['ny', 'BAS250', 'ACTIVATE', moveDate],
        ['ny', 'TVSTART', 'ACTIVATE', moveDate],
      ].sort(),
    );
  });

  it('swapping in an inactive program card activates it and deactivates the card it replaces, today', async () => {
    const { agreement } = await customerWithTv();
    const card = (productNumber: string, cardRow: number) =>
      addServiceRow(db.prisma, agreement.id, {
        type: 'CARD',
        productNumber,
        productName: 'Programkort',
        category: 'TV',
        card: cardRow,
        price: '0.00',
        startDate: addDays(today, -30),
      });
    const old = await card('CGKORT', 1);
    const replacement = await card('BYTCGKORT', 0);
    await caller.agreementRows.activateHardware({ rowId: replacement.id, card: 1 });
    expect(await ordersOf([old.id, replacement.id])).toEqual([
      { rowId: replacement.id, platform: 'TV', action: 'ACTIVATE', status: 'PENDING_AUTO', dueOn: today },
      { rowId: old.id, platform: 'TV', action: 'DEACTIVATE', status: 'PENDING_AUTO', dueOn: today },
    ]);
  });
});

describe('the provisioning job', () => {
  it('retries a failed call with backoff, keeps the order waiting with the reason, and gives up as ERROR', async () => {
    const { agreement, tv } = await customerWithTv();
    const { context } = await caller.agreements.operationContext({
      agreementNumber: agreement.agreementNumber,
    });
    const endDate = terminationDates(context.agreement.rows.find((row) => row.id === tv.id)!, today)[0]!;
    await terminate(agreement.agreementNumber, [{ rowId: tv.id, endDate }]);
    const order = await db.prisma.provisioningOrder.findFirstOrThrow({ where: { agreementRowId: tv.id } });
    const dueDay = iso(order.dueOn)!;
    let calls = 0;
    const down: ProvisioningPartner = {
      send: async () => {
        calls += 1;
        throw new Error('Partnern svarar 503');
      },
      resend: async () => {
        throw new Error('Inte använd');
      },
    };
    const start = new Date(`${dueDay}T06:00:00Z`);
    const first = await sendDueProvisioningOrders(db.prisma, down, start, dueDay);
    expect(first.failed).toContainEqual({ id: order.id, reason: 'Partnern svarar 503' });
    expect(await db.prisma.provisioningOrder.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: 'PENDING_AUTO',
      attempts: 1,
      message: 'Partnern svarar 503',
      nextAttemptAt: new Date(start.getTime() + 60_000),
    });
    // Not again before its backoff has passed.
    const tooSoon = await sendDueProvisioningOrders(
      db.prisma,
      down,
      new Date(start.getTime() + 30_000),
      dueDay,
    );
    expect(tooSoon.failed.map((failed) => failed.id)).not.toContain(order.id);

    let at = start.getTime();
    for (let attempt = 2; attempt <= PROVISIONING_MAX_ATTEMPTS; attempt += 1) {
      at += 60_000 * 2 ** (attempt - 2);
      await sendDueProvisioningOrders(db.prisma, down, new Date(at), dueDay);
    }
    expect(await db.prisma.provisioningOrder.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: 'ERROR',
      attempts: PROVISIONING_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(calls).toBeGreaterThanOrEqual(PROVISIONING_MAX_ATTEMPTS);
    // An order that has given up is not sent by the job again (an agent retries it from /sappis/provisionering).
    const later = await sendDueProvisioningOrders(db.prisma, down, new Date(at + 86_400_000), dueDay);
    expect(later.failed.map((failed) => failed.id)).not.toContain(order.id);
    expect((await db.prisma.provisioningOrder.findUniqueOrThrow({ where: { id: order.id } })).attempts).toBe(
      PROVISIONING_MAX_ATTEMPTS,
    );
  });

  it('two workers running at once send each due order once', async () => {
    const { agreement, broadband } = await customerWithTv();
    const { context } = await caller.agreements.operationContext({
      agreementNumber: agreement.agreementNumber,
    });
    const endDate = terminationDates(
      context.agreement.rows.find((row) => row.id === broadband.id)!,
      today,
    )[0]!;
    await terminate(agreement.agreementNumber, [{ rowId: broadband.id, endDate }]);
    const order = await db.prisma.provisioningOrder.findFirstOrThrow({
      where: { agreementRowId: broadband.id },
    });
    const sent: number[] = [];
    const counting: ProvisioningPartner = {
      send: async (request) => {
        sent.push(request.orderId);
        return { status: 'RECEIVED', partnerReference: `NET-${request.orderId}`, message: null };
      },
      resend: async () => {
        throw new Error('Inte använd');
      },
    };
    const day = iso(order.dueOn)!;
    const now = new Date(`${day}T09:00:00Z`);
    await Promise.all([1, 2, 3].map(() => sendDueProvisioningOrders(db.prisma, counting, now, day)));
    expect(sent.filter((id) => id === order.id)).toHaveLength(1);
    expect(await db.prisma.provisioningOrder.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: 'RECEIVED',
    });
  });
});
