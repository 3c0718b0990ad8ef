import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  type AssignmentChoices,
  lastDayOfMonth,
  MERGE_TEXTS,
  type OperationHandler,
  planAssignment,
} from '@sappis/shared';
import { TRPCError } from '@trpc/server';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOperationDatabase,
  type OperationCaller,
  previewOperation,
  signInOperationUser,
} from '../../agreements/testing/operation-database.ts';
import { appRouter } from '../../app-router.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';

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

const PERSONAL_ID = '197204151234';

/**
 * Two records of the same person (Sven Åberg, PERSONAL_ID) merged through the API, and an assigner whose
 * agreement could go to either.
 */
async function mergedPair() {
  const records = [];
  for (let index = 0; index < 2; index += 1) {
    const { customer } = await createTestCustomer(db.prisma);
    await db.prisma.customer.update({
      where: { id: customer.id },
      data: { name: 'Sven Åberg', firstName: 'Sven', lastName: 'Åberg', personalId: PERSONAL_ID },
    });
    records.push(customer);
  }
  // The older record goes, so an answer ordered by customer number would meet it first.
  const [mergedAway, survivor] = records;
  if (!survivor || !mergedAway) throw new Error('two customers');
  await caller.customers.merge({
    requestId: randomUUID(),
    fromCustomerNumber: mergedAway.customerNumber,
    toCustomerNumber: survivor.customerNumber,
  });
  const assigner = await createTestCustomer(db.prisma);
  return { survivor: survivor.customerNumber, mergedAway: mergedAway.customerNumber, assigner };
}

/** The error as the client receives it (the router's error formatter). */
async function clientError(call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw error;
  return getErrorShape({
    config: appRouter._def._config,
    error,
    type: 'query',
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
}

describe('a customer merged into another', () => {
  it('opens as "merged into {n}" with the survivor for the link, never as the emptied record', async () => {
    const { survivor, mergedAway } = await mergedPair();
    const shape = await clientError(caller.customers.byNumber({ customerNumber: mergedAway }));
    expect(shape.data).toMatchObject({
      code: 'NOT_FOUND',
      userMessage: `Kunden har slagits ihop med kund ${survivor}.`,
      details: { mergedIntoCustomerNumber: survivor },
    });
    expect(MERGE_TEXTS.mergedInto(survivor)).toBe(shape.data.userMessage);
    await expect(caller.customers.byNumber({ customerNumber: survivor })).resolves.toMatchObject({
      customerNumber: survivor,
      name: 'Sven Åberg',
    });
  });

  it('is never offered as an assignment receiver, only the survivor with the same personal number is', async () => {
    const { survivor, mergedAway, assigner } = await mergedPair();
    const search = (query: string) =>
      caller.agreements.assignmentReceivers({ query, customerNumber: assigner.customer.customerNumber });
    expect((await search(PERSONAL_ID)).map((hit) => hit.customerNumber)).toContain(survivor);
    expect((await search(PERSONAL_ID)).map((hit) => hit.customerNumber)).not.toContain(mergedAway);
    expect(await search(String(mergedAway))).toEqual([]);
    expect((await search(String(survivor))).map((hit) => hit.customerNumber)).toEqual([survivor]);
  });

  it('is refused as the receiver of an assignment, writing nothing', async () => {
    const { survivor, mergedAway, assigner } = await mergedPair();
    const agreementNumber = assigner.agreement.agreementNumber;
    const { today } = await caller.agreements.operationContext({ agreementNumber });
    const choices: AssignmentChoices = {
      receiverCustomerNumber: mergedAway,
      endDate: lastDayOfMonth(today),
      emailAssigner: false,
      emailAssignee: false,
    };
    // What a stale form (or a hand-made request) would send: the merged-away record as the receiver.
    const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, day) =>
      planAssignment(context, choices, day, handler, {
        customerNumber: mergedAway,
        name: 'Sven Åberg',
        email: null,
      }),
    );
    const before = await db.prisma.agreementRow.count();

    const shape = await clientError(
      caller.agreements.assign({ requestId: randomUUID(), agreementNumber, planFingerprint, choices }),
    );
    const message = MERGE_TEXTS.mergedInto(survivor);
    expect(shape.data).toMatchObject({
      code: 'BAD_REQUEST',
      userMessage: message,
      fieldErrors: { receiverCustomerNumber: [message] },
      details: { mergedIntoCustomerNumber: survivor },
    });
    const agreement = await db.prisma.agreement.findUniqueOrThrow({ where: { agreementNumber } });
    expect(agreement.customerId).toBe(assigner.customer.id);
    expect(await db.prisma.agreementRow.count()).toBe(before);
    expect(await db.prisma.auditEntry.count({ where: { action: 'agreement.assignment' } })).toBe(0);
  });

  it('is never the answer of the personal-number lookup nor a hit of the global search', async () => {
    const { survivor, mergedAway } = await mergedPair();
    const lookup = await caller.customers.lookupPersonalNumber({
      personalNumber: PERSONAL_ID,
      withCreditCheck: false,
    });
    expect(lookup.customerNumber).not.toBe(mergedAway);
    expect(lookup.customerNumber).toBe(
      (
        await db.prisma.customer.findFirstOrThrow({
          where: { personalId: PERSONAL_ID, mergedIntoCustomerNumber: null },
          orderBy: { customerNumber: 'asc' },
        })
      ).customerNumber,
    );

    const hits = async (query: string) =>
      (await caller.search.customers({ query })).hits.map((hit) => hit.customerNumber);
    expect(await hits(String(mergedAway))).not.toContain(mergedAway);
    expect(await hits('Sven Åberg')).toContain(survivor);
    expect(await hits('Sven Åberg')).not.toContain(mergedAway);
    expect(await hits(PERSONAL_ID)).not.toContain(mergedAway);
  });

  it('takes no more writes', async () => {
    const { survivor, mergedAway } = await mergedPair();
    const shape = await clientError(
      caller.customers.updateSecurityClass({ customerNumber: mergedAway, securityClass: 3, nixCode: 7 }),
    );
    expect(shape.data).toMatchObject({
      code: 'NOT_FOUND',
      userMessage: MERGE_TEXTS.mergedInto(survivor),
      details: { mergedIntoCustomerNumber: survivor },
    });
    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { customerNumber: mergedAway } });
    expect(stored.nixCode).toBe('NOT_NIXED');
  });
});
