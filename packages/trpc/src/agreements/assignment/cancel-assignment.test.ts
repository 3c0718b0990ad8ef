import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  assignmentEndDates,
  CANCEL_ASSIGNMENT_TEXTS,
  type OperationHandler,
  planAssignment,
  projectBilling,
} from '@sappis/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueFollowUps } from '../../jobs/run-due-follow-ups.ts';
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

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller, handler } = await signInOperationUser(db.prisma));
});
afterAll(async () => {
  await db?.drop();
});

/** An assigner whose agreement has, besides its running broadband, what the case adds; a receiver with its own. */
async function parties(extra: { discount: boolean; laterServiceInDays: number | null }) {
  const from = await createTestCustomer(db.prisma);
  const { today } = await caller.agreements.operationContext({
    agreementNumber: from.agreement.agreementNumber,
  });
  if (extra.discount)
    await addServiceRow(db.prisma, from.agreement.id, {
      productNumber: 'RABATT',
      productName: 'Rabatt Bredband',
      price: '-50.00',
      parentRowId: from.service.id,
    });
  if (extra.laterServiceInDays !== null)
    await addServiceRow(db.prisma, from.agreement.id, {
      productNumber: 'TRYGG',
      productName: 'Trygg',
      price: '49.00',
      startDate: addDays(today, extra.laterServiceInDays),
    });
  const to = await createTestCustomer(db.prisma);
  await db.prisma.customer.update({
    where: { id: to.customer.id },
    data: { name: 'Åsa Öberg', firstName: 'Åsa', lastName: 'Öberg' },
  });
  return { from, to, today };
}

async function assign(agreementNumber: number, receiverCustomerNumber: number, endDateIndex: number) {
  const { context, today } = await caller.agreements.operationContext({ agreementNumber });
  const offered = assignmentEndDates(context.agreement.rows, today);
  const choices = {
    receiverCustomerNumber,
    endDate: offered[endDateIndex % offered.length] as string,
    emailAssigner: false,
    emailAssignee: false,
  };
  const receiver = {
    customerNumber: receiverCustomerNumber,
    name: 'Åsa Öberg',
    email: 'karin.lindqvist@example.se',
  };
  const { planFingerprint } = await previewOperation(caller, agreementNumber, (planned, day) =>
    planAssignment(planned, choices, day, handler, receiver),
  );
  return caller.agreements.assign({ requestId: randomUUID(), agreementNumber, planFingerprint, choices });
}

/** What each customer is billed for: the billing projection of every agreement it holds, from today. */
async function billedTo(customerNumber: number) {
  const view = await caller.customers.byNumber({ customerNumber });
  const projections: Record<number, ReturnType<typeof projectBilling>> = {};
  for (const { agreementNumber } of view.agreements) {
    const { context, today } = await caller.agreements.operationContext({ agreementNumber });
    projections[agreementNumber] = projectBilling(context.agreement.rows, today);
  }
  return { projections, handOvers: view.handOvers };
}

/** Every row of the agreement as stored, but for the time it was last written. */
async function storedRows(agreementId: number) {
  const rows = await db.prisma.agreementRow.findMany({ where: { agreementId }, orderBy: { id: 'asc' } });
  return rows.map(({ updatedAt: _, ...row }) => row);
}

describe('agreements.cancelAssignment', () => {
  it('restores both customers exactly as before the assignment, whatever it ended, deleted and created', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
        fc.nat({ max: 3 }),
        async (discount, laterServiceInDays, endDateIndex) => {
          const { from, to } = await parties({ discount, laterServiceInDays });
          const agreementNumber = from.agreement.agreementNumber;
          const before = {
            assigner: await billedTo(from.customer.customerNumber),
            receiver: await billedTo(to.customer.customerNumber),
            rows: await storedRows(from.agreement.id),
          };

          const assigned = await assign(agreementNumber, to.customer.customerNumber, endDateIndex);
          // The assignment changed what each side is billed for (the receiver's rows start on its start date).
          expect(await storedRows(from.agreement.id)).not.toEqual(before.rows);
          expect((await billedTo(to.customer.customerNumber)).handOvers.incoming).toHaveLength(1);

          const cancelled = await caller.agreements.cancelAssignment({
            requestId: randomUUID(),
            agreementNumber,
          });
          expect(cancelled).toMatchObject({
            agreementNumber,
            assignerCustomerNumber: from.customer.customerNumber,
            receiverCustomerNumber: to.customer.customerNumber,
            removedRowIds: assigned.createdRowIds,
          });
          expect({
            assigner: await billedTo(from.customer.customerNumber),
            receiver: await billedTo(to.customer.customerNumber),
            rows: await storedRows(from.agreement.id),
          }).toEqual(before);
          // Nothing is handed over on the start date any more.
          await runDueFollowUps(db.prisma, assigned.startDate);
          const agreement = await db.prisma.agreement.findUniqueOrThrow({ where: { agreementNumber } });
          expect(agreement.customerId).toBe(from.customer.id);
        },
      ),
      { numRuns: 6 },
    );
    // Six assignments and cancellations with their reads: about 10 s alone on 2 cores.
  }, 60_000);

  it('audits for both customers, tells both views, and lets the agreement be assigned again', async () => {
    const { from, to } = await parties({ discount: false, laterServiceInDays: null });
    const agreementNumber = from.agreement.agreementNumber;
    await assign(agreementNumber, to.customer.customerNumber, 0);
    const lastEvent = (await db.prisma.event.findFirst({ orderBy: { id: 'desc' } }))?.id ?? 0n;

    await caller.agreements.cancelAssignment({ requestId: randomUUID(), agreementNumber });

    const events = await db.prisma.event.findMany({
      where: { id: { gt: lastEvent } },
      orderBy: { id: 'asc' },
    });
    expect(events.map((event) => [event.type, event.payload])).toEqual(
      [from, to].map((side) => [
        'customer.changed',
        expect.objectContaining({
          customerNumber: side.customer.customerNumber,
          agreementNumber,
          change: 'cancelAssignment',
        }),
      ]),
    );
    for (const side of [from, to]) {
      const history = await caller.history.list({
        customerNumber: side.customer.customerNumber,
        filter: { agreementNumber },
      });
      expect(history.entries.map((entry) => entry.action)).toEqual([
        'agreement.cancelAssignment',
        'agreement.assignment',
      ]);
    }
    await expect(
      caller.agreements.cancelAssignment({ requestId: randomUUID(), agreementNumber }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CANCEL_ASSIGNMENT_TEXTS.noneToCancel });
    // With the assignment gone, the agreement can be assigned (or terminated) again.
    await expect(assign(agreementNumber, to.customer.customerNumber, 1)).resolves.toMatchObject({
      agreementNumber,
    });
  });

  it('refuses an agreement without a pending assignment, changing nothing', async () => {
    const { from } = await parties({ discount: false, laterServiceInDays: null });
    const rows = await storedRows(from.agreement.id);
    await expect(
      caller.agreements.cancelAssignment({
        requestId: randomUUID(),
        agreementNumber: from.agreement.agreementNumber,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CANCEL_ASSIGNMENT_TEXTS.noneToCancel });
    expect(await storedRows(from.agreement.id)).toEqual(rows);
  });
});
