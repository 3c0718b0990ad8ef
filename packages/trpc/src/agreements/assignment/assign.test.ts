import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  ASSIGNMENT_TEXTS,
  type AssignmentChoices,
  addDays,
  HAND_OVER_TEXTS,
  lastDayOfMonth,
  type OperationHandler,
  planAssignment,
  STALE_PLAN_MESSAGE,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueFollowUps } from '../../jobs/run-due-follow-ups.ts';
import { toIsoDate } from '../../serialize.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { addServiceRow } from '../testing/agreement-rows.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  previewOperation,
  signInOperationUser,
} from '../testing/operation-database.ts';

let db: TestDatabase;
let caller: OperationCaller;
let handler: OperationHandler;
let userId: number;

beforeAll(async () => {
  db = await createOperationDatabase();
  const signedIn = await signInOperationUser(db.prisma);
  ({ caller, handler } = signedIn);
  userId = signedIn.user.id;
});
afterAll(async () => {
  await db?.drop();
});

/** An assigner with its agreement (a running broadband row, an ended discount, a one-off) and a receiver. */
async function parties(receiverEmail: string | null = 'per.holm@example.se') {
  const from = await createTestCustomer(db.prisma);
  await addServiceRow(db.prisma, from.agreement.id, { productNumber: 'INST', productName: 'Installation' });
  await db.prisma.agreementRow.updateMany({
    where: { agreementId: from.agreement.id, productNumber: 'INST' },
    data: { type: 'EXTRA_BILLING', productType: 'EXTRA_BILLING' },
  });
  const to = await createTestCustomer(db.prisma);
  await db.prisma.customer.update({
    where: { id: to.customer.id },
    data: { name: 'Per Holm', firstName: 'Per', lastName: 'Holm', email: receiverEmail },
  });
  return {
    from,
    to,
    receiver: { customerNumber: to.customer.customerNumber, name: 'Per Holm', email: receiverEmail },
  };
}

async function preview(
  agreementNumber: number,
  receiver: { customerNumber: number; name: string; email: string | null },
  overrides: Partial<AssignmentChoices> = {},
) {
  const { today } = await caller.agreements.operationContext({ agreementNumber });
  const choices: AssignmentChoices = {
    receiverCustomerNumber: receiver.customerNumber,
    endDate: lastDayOfMonth(today),
    emailAssigner: true,
    emailAssignee: true,
    ...overrides,
  };
  const previewed = await previewOperation(caller, agreementNumber, (context, day) =>
    planAssignment(context, choices, day, handler, receiver),
  );
  return { ...previewed, choices };
}

const lastEventId = async () => (await db.prisma.event.findFirst({ orderBy: { id: 'desc' } }))?.id ?? 0n;

describe('agreements.assign', () => {
  it('ends the assigner’s services, starts the receiver’s the day after, hands the agreement over that day (not before), e-mails both, audits, tells both views', async () => {
    const { from, to, receiver } = await parties();
    const agreementNumber = from.agreement.agreementNumber;
    const { planFingerprint, choices } = await preview(agreementNumber, receiver);
    const before = await lastEventId();

    const result = await caller.agreements.assign({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices,
    });

    const startDate = addDays(choices.endDate, 1);
    expect(result).toMatchObject({
      agreementNumber,
      receiver,
      endDate: choices.endDate,
      startDate,
      assignerConfirmation: 'SENT',
      assigneeConfirmation: 'SENT',
    });
    const agreement = await db.prisma.agreement.findUniqueOrThrow({
      where: { agreementNumber },
      include: { rows: { orderBy: { rowNumber: 'asc' } } },
    });
    // The assigner holds the agreement, and pays for it, through the end date.
    expect(agreement.customerId).toBe(from.customer.id);
    expect(
      agreement.rows.map((row) => [
        row.productNumber,
        toIsoDate(row.startDate),
        toIsoDate(row.endDate),
        row.sellerName,
      ]),
    ).toEqual([
      ['BAS250', '2025-01-01', choices.endDate, null],
      ['RABATT', '2025-01-01', '2025-06-30', null],
      ['INST', '2025-01-01', null, null],
      ['BAS250', startDate, null, handler.name],
    ]);
    expect(result.endedRowIds).toEqual([from.service.id]);
    expect(result.createdRowIds).toEqual([agreement.rows[3]?.id]);

    const emails = await db.prisma.customerEmail.findMany({
      where: { operation: 'assignment', customerId: { in: [from.customer.id, to.customer.id] } },
      orderBy: { id: 'asc' },
    });
    expect(emails.map((email) => [email.customerId, email.recipient, email.status])).toEqual([
      [from.customer.id, 'karin.lindqvist@example.se', 'PENDING'],
      [to.customer.id, 'per.holm@example.se', 'PENDING'],
    ]);
    expect(emails[0]?.html).toContain(`Avtal: ${agreementNumber} har överlåtits till Per Holm`);
    expect(emails[0]?.html).toContain(`Slutdatumen för överlåtaren är ${choices.endDate}`);
    expect(emails[1]?.html).toContain(`Startdatumet för mottagaren är ${startDate}`);

    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.assignment', entityId: String(agreementNumber) },
    });
    expect(audit.details).toMatchObject({
      planFingerprint,
      customerNumber: from.customer.customerNumber,
      assignerCustomerNumber: from.customer.customerNumber,
      assigneeCustomerNumber: to.customer.customerNumber,
      endDate: choices.endDate,
      startDate,
      assignerConfirmation: 'SENT',
      assigneeConfirmation: 'SENT',
    });
    const events = await db.prisma.event.findMany({ where: { id: { gt: before } }, orderBy: { id: 'asc' } });
    expect(events.map((event) => [event.type, event.payload])).toEqual([
      [
        'customer.changed',
        {
          customerNumber: from.customer.customerNumber,
          agreementNumber,
          addressId: from.agreement.addressId,
          actorId: userId,
          change: 'assignment',
        },
      ],
      [
        'customer.changed',
        {
          customerNumber: to.customer.customerNumber,
          agreementNumber,
          addressId: from.agreement.addressId,
          actorId: userId,
          change: 'assignment',
        },
      ],
    ]);
    // Until the start date the assigner's view lists it as being handed over, the receiver's as coming.
    const views = async () => ({
      from: await caller.customers.byNumber({ customerNumber: from.customer.customerNumber }),
      to: await caller.customers.byNumber({ customerNumber: to.customer.customerNumber }),
    });
    const handOver = {
      agreementNumber,
      deliveryAddress: from.agreement.deliveryAddress,
      deliveryCity: from.agreement.deliveryCity,
      startDate,
      services: ['Bredband 250/250'],
    };
    const pending = await views();
    expect(pending.from.agreements.map((item) => item.agreementNumber)).toContain(agreementNumber);
    expect(pending.from.handOvers).toEqual({
      outgoing: [{ ...handOver, otherCustomerNumber: to.customer.customerNumber, otherName: 'Per Holm' }],
      incoming: [],
    });
    expect(pending.to.agreements.map((item) => item.agreementNumber)).not.toContain(agreementNumber);
    expect(pending.to.handOvers).toEqual({
      outgoing: [],
      incoming: [
        { ...handOver, otherCustomerNumber: from.customer.customerNumber, otherName: from.customer.name },
      ],
    });

    // The job queue hands it over on the start date, not on the end date.
    await runDueFollowUps(db.prisma, choices.endDate);
    expect((await db.prisma.agreement.findUniqueOrThrow({ where: { agreementNumber } })).customerId).toBe(
      from.customer.id,
    );
    const lastBeforeHandOver = await lastEventId();
    await runDueFollowUps(db.prisma, startDate);
    expect((await db.prisma.agreement.findUniqueOrThrow({ where: { agreementNumber } })).customerId).toBe(
      to.customer.id,
    );
    const after = await views();
    expect(after.from.agreements.map((item) => item.agreementNumber)).not.toContain(agreementNumber);
    expect(after.to.agreements.map((item) => item.agreementNumber)).toContain(agreementNumber);
    expect([after.from.handOvers, after.to.handOvers]).toEqual([
      { outgoing: [], incoming: [] },
      { outgoing: [], incoming: [] },
    ]);
    // Both customers' history shows the assignment and the hand-over.
    const historyActions = async (customerNumber: number) =>
      (await caller.history.list({ customerNumber, filter: { agreementNumber } })).entries.map(
        (entry) => entry.action,
      );
    for (const side of [from, to])
      expect(await historyActions(side.customer.customerNumber)).toEqual([
        'agreement.handOver',
        'agreement.assignment',
      ]);
    const handOverEvents = await db.prisma.event.findMany({
      where: { id: { gt: lastBeforeHandOver } },
      orderBy: { id: 'asc' },
    });
    expect(
      handOverEvents.map((event) => (event.payload as { customerNumber: number }).customerNumber),
    ).toEqual([from.customer.customerNumber, to.customer.customerNumber]);
  });

  it('refuses a second assignment while the first is not handed over', async () => {
    const { from, receiver } = await parties();
    const agreementNumber = from.agreement.agreementNumber;
    const first = await preview(agreementNumber, receiver);
    await caller.agreements.assign({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint: first.planFingerprint,
      choices: first.choices,
    });
    const { today } = await caller.agreements.operationContext({ agreementNumber });
    const message = ASSIGNMENT_TEXTS.handOverPending('Per Holm', addDays(first.choices.endDate, 1));
    await expect(
      caller.agreements.assign({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: first.planFingerprint,
        choices: { ...first.choices, endDate: lastDayOfMonth(today, 1) },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
  });

  it("refuses, until the hand-over, the assigner's changes to the receiver's rows and to their own past the end date", async () => {
    const { from, receiver } = await parties();
    const agreementNumber = from.agreement.agreementNumber;
    // An end date past the months whose end dates are frozen, so the date rules alone would let it move.
    const { today } = await caller.agreements.operationContext({ agreementNumber });
    const { planFingerprint, choices } = await preview(agreementNumber, receiver, {
      endDate: lastDayOfMonth(today, 2),
    });
    const result = await caller.agreements.assign({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices,
    });
    const startDate = addDays(choices.endDate, 1);
    const receiversRow = result.createdRowIds[0] as number;
    const edit = (rowId: number, startDay: string, endDay: string) =>
      caller.agreements.editRowDates({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: { rowId, startDate: startDay, endDate: endDay },
      });
    const before = await db.prisma.agreementRow.findMany({ where: { agreement: { agreementNumber } } });
    await expect(edit(receiversRow, addDays(startDate, -1), '')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: HAND_OVER_TEXTS.receiverRows('Per Holm', startDate),
    });
    await expect(edit(from.service.id, '2025-01-01', addDays(startDate, 31))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: HAND_OVER_TEXTS.assignerRows('Per Holm', choices.endDate),
    });
    expect(await db.prisma.agreementRow.findMany({ where: { agreement: { agreementNumber } } })).toEqual(
      before,
    );
  });

  it('does not e-mail a receiver without a usable address, and says so', async () => {
    const { from, receiver } = await parties('ingen@epost.saknas');
    const agreementNumber = from.agreement.agreementNumber;
    const { planFingerprint, choices } = await preview(agreementNumber, receiver, { emailAssigner: false });
    const result = await caller.agreements.assign({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices,
    });
    expect([result.assignerConfirmation, result.assigneeConfirmation]).toEqual(['NOT_ASKED', 'NOT_SENT']);
    expect(
      await db.prisma.customerEmail.count({
        where: { operation: 'assignment', customerId: from.customer.id },
      }),
    ).toBe(0);
  });

  it('refuses the same customer, a date not offered, an unknown receiver and a changed plan, changing nothing', async () => {
    const { from, receiver } = await parties();
    const agreementNumber = from.agreement.agreementNumber;
    const { planFingerprint, choices } = await preview(agreementNumber, receiver);
    const snapshot = async () => ({
      agreement: await db.prisma.agreement.findUniqueOrThrow({
        where: { agreementNumber },
        include: { rows: true },
      }),
      audit: await db.prisma.auditEntry.count({ where: { action: 'agreement.assignment' } }),
      emails: await db.prisma.customerEmail.count({ where: { operation: 'assignment' } }),
      events: await lastEventId(),
    });
    const before = await snapshot();
    const send = (overrides: Partial<AssignmentChoices>, fingerprint = planFingerprint) =>
      caller.agreements.assign({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: fingerprint,
        choices: { ...choices, ...overrides },
      });

    await expect(send({ receiverCustomerNumber: from.customer.customerNumber })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ASSIGNMENT_TEXTS.sameCustomer,
    });
    await expect(send({ endDate: addDays(choices.endDate, -1) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ASSIGNMENT_TEXTS.endDateNotOffered,
    });
    await expect(send({ receiverCustomerNumber: 1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ASSIGNMENT_TEXTS.receiverRequired,
    });
    await expect(send({ emailAssigner: false })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: STALE_PLAN_MESSAGE,
    });
    await addServiceRow(db.prisma, from.agreement.id, { productNumber: 'TRYGG', productName: 'Trygg' });
    await expect(send({})).rejects.toMatchObject({ code: 'CONFLICT', message: STALE_PLAN_MESSAGE });

    const after = await snapshot();
    expect(after.agreement.customerId).toBe(before.agreement.customerId);
    expect(after.agreement.rows.filter((row) => row.productNumber !== 'TRYGG')).toEqual(
      before.agreement.rows,
    );
    expect([after.audit, after.emails, after.events]).toEqual([before.audit, before.emails, before.events]);
  });
});

describe('a receiver merged into another customer before the hand-over', () => {
  it("shows the coming agreement in the survivor's view, and the survivor gets it on the start date", async () => {
    const { from, to, receiver } = await parties();
    const agreementNumber = from.agreement.agreementNumber;
    const { planFingerprint, choices } = await preview(agreementNumber, receiver);
    const { startDate } = await caller.agreements.assign({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices,
    });
    const survivor = await createTestCustomer(db.prisma);
    await caller.customers.merge({
      requestId: randomUUID(),
      fromCustomerNumber: to.customer.customerNumber,
      toCustomerNumber: survivor.customer.customerNumber,
    });

    const view = await caller.customers.byNumber({ customerNumber: survivor.customer.customerNumber });
    expect(view.handOvers.incoming.map((handOver) => handOver.agreementNumber)).toEqual([agreementNumber]);
    const assigner = await caller.customers.byNumber({ customerNumber: from.customer.customerNumber });
    expect(assigner.handOvers.outgoing).toMatchObject([
      { otherCustomerNumber: survivor.customer.customerNumber, otherName: survivor.customer.name },
    ]);
    await runDueFollowUps(db.prisma, startDate);
    expect((await db.prisma.agreement.findUniqueOrThrow({ where: { agreementNumber } })).customerId).toBe(
      survivor.customer.id,
    );
  });
});

describe('agreements.assignmentReceivers', () => {
  it('finds by customer number or personal number, never the current customer', async () => {
    const { from, to } = await parties();
    await db.prisma.customer.update({ where: { id: to.customer.id }, data: { personalId: '197001011234' } });
    const search = (query: string) =>
      caller.agreements.assignmentReceivers({ query, customerNumber: from.customer.customerNumber });
    expect((await search(String(to.customer.customerNumber))).map((hit) => hit.customerNumber)).toEqual([
      to.customer.customerNumber,
    ]);
    expect((await search('19700101-1234')).map((hit) => hit.customerNumber)).toEqual([
      to.customer.customerNumber,
    ]);
    expect(await search(String(from.customer.customerNumber))).toEqual([]);
    expect(await search('12')).toEqual([]);
    expect(await search('Per Holm')).toEqual([]);
  });
});
