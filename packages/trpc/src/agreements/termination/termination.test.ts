import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  type DeceasedChoices,
  lastDayOfMonth,
  type OperationContext,
  planDeceasedTermination,
  planRegret,
  planTermination,
  type RegretChoices,
  STALE_PLAN_MESSAGE,
  TERMINATION_TEXTS,
  type TerminationChoices,
  terminationDates,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { addServiceRow } from '../testing/agreement-rows.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  previewOperation,
} from '../testing/operation-database.ts';

let db: TestDatabase;
let agent: OperationCaller;
let admin: OperationCaller;
let today: string;

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller: agent } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
  ({ caller: admin } = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'ADMIN'] }));
  const probe = await createTestCustomer(db.prisma);
  ({ today } = await agent.agreements.operationContext({ agreementNumber: probe.agreement.agreementNumber }));
});
afterAll(async () => {
  await db?.drop();
});

/** A customer whose agreement has broadband (BAS250), Play and a TV service bought three days ago. */
async function customerWithServices(customerType: 'PRIVATE' | 'BUSINESS' = 'PRIVATE') {
  const { customer, agreement, service } = await createTestCustomer(db.prisma);
  if (customerType === 'BUSINESS')
    await db.prisma.customer.update({ where: { id: customer.id }, data: { customerType } });
  const play = await addServiceRow(db.prisma, agreement.id, {
    productNumber: 'PLAY',
    productName: 'Sappa Play',
  });
  const tv = await addServiceRow(db.prisma, agreement.id, {
    productNumber: 'TVBAS',
    productName: 'TV Bas',
    category: 'TV',
    saleDate: addDays(today, -3),
    startDate: addDays(today, -2),
  });
  return { customer, agreement, broadband: service, play, tv };
}

async function snapshot(agreementId: number) {
  const rows = await db.prisma.agreementRow.findMany({ where: { agreementId }, orderBy: { id: 'asc' } });
  return {
    rows: rows.map((row) => [row.id, row.endDate?.toISOString() ?? null]),
    cases: await db.prisma.case.count(),
    emails: await db.prisma.customerEmail.count(),
    audit: await db.prisma.auditEntry.count({ where: { action: { startsWith: 'agreement.' } } }),
  };
}

const firstDate = (context: Awaited<ReturnType<typeof previewOperation>>['context'], rowId: number) =>
  terminationDates(context.agreement.rows.find((row) => row.id === rowId)!, today)[0]!;

describe('agreements.terminate', () => {
  it('ends the ticked service on its month end, opens case 183 in group 42, queues the confirmation and audits', async () => {
    const { customer, agreement, play } = await customerWithServices();
    let choices: TerminationChoices | undefined;
    const { planFingerprint } = await previewOperation(agent, agreement.agreementNumber, (context) => {
      choices = {
        rows: [{ rowId: play.id, endDate: firstDate(context, play.id) }],
        reasonId: 106,
        description: 'Använder inte Play',
        sendConfirmation: true,
      };
      return planTermination(context, choices, today);
    });
    const result = await agent.agreements.terminate({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      planFingerprint,
      choices: choices!,
    });

    expect(result.endedRowIds).toEqual([play.id]);
    expect(result.confirmation).toBe('SENT');
    const ended = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: play.id } });
    expect(ended.endDate?.toISOString().slice(0, 10)).toBe(choices!.rows[0]!.endDate);
    const cases = await db.prisma.case.findMany({ where: { number: { in: result.caseNumbers } } });
    expect(cases.map((item) => [item.typeId, item.ownerGroupId, item.status])).toEqual([
      [183, 42, 'IN_PROGRESS'],
    ]);
    const email = await db.prisma.customerEmail.findFirstOrThrow({ where: { customerId: customer.id } });
    expect(email).toMatchObject({ status: 'PENDING', operation: 'terminate', recipient: customer.email });
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.terminate', entityId: String(agreement.agreementNumber) },
    });
    expect(audit.details).toMatchObject({ scope: 'abonnemang', reasonId: 106, agreementEndDate: null });
  });

  it('opens a business customer case in group 84 with status 1, for the whole agreement with its end date', async () => {
    const { agreement, broadband, play, tv } = await customerWithServices('BUSINESS');
    let choices: TerminationChoices | undefined;
    let endDate = '';
    const { planFingerprint } = await previewOperation(agent, agreement.agreementNumber, (context) => {
      endDate = firstDate(context, tv.id);
      choices = {
        rows: [broadband, play, tv].map((row) => ({ rowId: row.id, endDate })),
        reasonId: 100,
        description: '',
        sendConfirmation: false,
      };
      return planTermination(context, choices, today);
    });
    const result = await agent.agreements.terminate({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      planFingerprint,
      choices: choices!,
    });
    const cases = await db.prisma.case.findMany({ where: { number: { in: result.caseNumbers } } });
    expect(cases.map((item) => [item.typeId, item.ownerGroupId, item.status])).toEqual([
      [182, 84, 'NOT_STARTED'],
    ]);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.terminate', entityId: String(agreement.agreementNumber) },
    });
    expect(audit.details).toMatchObject({ scope: 'avtal', agreementEndDate: endDate });
  });

  it("refuses a date that is no month end, reason 103 and another agreement's row, and changes nothing", async () => {
    const { agreement, play } = await customerWithServices();
    const other = await customerWithServices();
    const before = await snapshot(agreement.id);
    const otherBefore = await snapshot(other.agreement.id);
    const submit = (choices: TerminationChoices) =>
      agent.agreements.terminate({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      });
    const valid = {
      rows: [{ rowId: play.id, endDate: '' }],
      reasonId: 106,
      description: '',
      sendConfirmation: false,
    };
    const { context } = await agent.agreements.operationContext({
      agreementNumber: agreement.agreementNumber,
    });
    const monthEnd = firstDate(context, play.id);
    await expect(
      submit({ ...valid, rows: [{ rowId: play.id, endDate: addDays(monthEnd, -1) }] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: TERMINATION_TEXTS.dateNotOffered('Sappa Play'),
    });
    await expect(
      submit({ ...valid, rows: [{ rowId: play.id, endDate: monthEnd }], reasonId: 103 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: TERMINATION_TEXTS.reasonNotAllowed,
    });
    await expect(
      submit({ ...valid, rows: [{ rowId: other.play.id, endDate: monthEnd }] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: TERMINATION_TEXTS.unknownRow,
    });
    expect(await snapshot(agreement.id)).toEqual(before);
    expect(await snapshot(other.agreement.id)).toEqual(otherBefore);
  });

  it('refuses to terminate an already terminated service again on its own or a later date, writing nothing', async () => {
    const { agreement, play } = await customerWithServices();
    const terminate = async (endDate: (context: OperationContext) => string) => {
      let choices: TerminationChoices | undefined;
      const { planFingerprint } = await previewOperation(agent, agreement.agreementNumber, (context) => {
        choices = {
          rows: [{ rowId: play.id, endDate: endDate(context) }],
          reasonId: 106,
          description: '',
          sendConfirmation: true,
        };
        return planTermination(context, choices, today);
      });
      return { choices: choices!, planFingerprint };
    };
    // The first termination, on the second month end offered.
    const first = await terminate(
      (context) => terminationDates(context.agreement.rows.find((row) => row.id === play.id)!, today)[1]!,
    );
    await agent.agreements.terminate({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      ...first,
    });
    const ends = first.choices.rows[0]!.endDate;
    const before = await snapshot(agreement.id);

    for (const endDate of [ends, lastDayOfMonth(ends, 1)]) {
      await expect(
        agent.agreements.terminate({
          requestId: randomUUID(),
          agreementNumber: agreement.agreementNumber,
          planFingerprint: first.planFingerprint,
          choices: { ...first.choices, rows: [{ rowId: play.id, endDate }] },
        }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: TERMINATION_TEXTS.alreadyEnding('Sappa Play', ends),
      });
    }
    // No second case, no second confirmation, no row touched.
    expect(await snapshot(agreement.id)).toEqual(before);

    // An earlier date moves the end date forward.
    const earlier = await terminate((context) => firstDate(context, play.id));
    await agent.agreements.terminate({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      ...earlier,
    });
    const moved = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: play.id } });
    expect(moved.endDate?.toISOString().slice(0, 10)).toBe(earlier.choices.rows[0]!.endDate);
    expect(earlier.choices.rows[0]!.endDate < ends).toBe(true);
  });

  it('refuses a plan that changed since the preview', async () => {
    const { agreement, play } = await customerWithServices();
    let choices: TerminationChoices | undefined;
    const { planFingerprint } = await previewOperation(agent, agreement.agreementNumber, (context) => {
      choices = {
        rows: [{ rowId: play.id, endDate: firstDate(context, play.id) }],
        reasonId: 106,
        description: '',
        sendConfirmation: false,
      };
      return planTermination(context, choices, today);
    });
    await expect(
      agent.agreements.terminate({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        planFingerprint,
        choices: { ...choices!, reasonId: 113 },
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: STALE_PLAN_MESSAGE });
  });

  it('acts once for five concurrent submits with the same request id', async () => {
    const { agreement, play } = await customerWithServices();
    let choices: TerminationChoices | undefined;
    const { planFingerprint } = await previewOperation(agent, agreement.agreementNumber, (context) => {
      choices = {
        rows: [{ rowId: play.id, endDate: firstDate(context, play.id) }],
        reasonId: 113,
        description: '',
        sendConfirmation: true,
      };
      return planTermination(context, choices, today);
    });
    const before = await snapshot(agreement.id);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        agent.agreements.terminate({
          requestId,
          agreementNumber: agreement.agreementNumber,
          planFingerprint,
          choices: choices!,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const after = await snapshot(agreement.id);
    expect(after.audit).toBe(before.audit + 1);
    expect(after.emails).toBe(before.emails + 1);
    expect(after.cases).toBe(before.cases + 1);
  });
});

describe('agreements.regret', () => {
  const choicesFor = (rowId: number, regretFee = true): RegretChoices => ({
    rowIds: [rowId],
    reasonId: 106,
    description: 'Ångrade köpet',
    sendConfirmation: false,
    regretFee,
  });

  it('ends a service bought three days ago on its start date with the Ångeravgift row, case in group 168', async () => {
    const { agreement, tv } = await customerWithServices();
    const choices = choicesFor(tv.id);
    const { planFingerprint } = await previewOperation(agent, agreement.agreementNumber, (context) =>
      planRegret(context, choices, today),
    );
    const result = await agent.agreements.regret({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      planFingerprint,
      choices,
    });
    const ended = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: tv.id } });
    expect(ended.endDate?.toISOString().slice(0, 10)).toBe(addDays(today, -2));
    const [feeId] = result.createdRowIds;
    const fee = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: feeId } });
    expect(fee).toMatchObject({
      productNumber: 'ANGERAVGIFT',
      type: 'EXTRA_BILLING',
      priceList: 31,
      invoiceCode: 4,
      quantity: 1,
    });
    expect(Number(fee.price)).toBe(350);
    const cases = await db.prisma.case.findMany({ where: { number: { in: result.caseNumbers } } });
    expect(cases.map((item) => [item.typeId, item.ownerGroupId, item.status])).toEqual([
      [183, 168, 'IN_PROGRESS'],
    ]);
  });

  it('refuses a service bought more than 14 days ago and changes nothing', async () => {
    const { agreement, play } = await customerWithServices();
    const before = await snapshot(agreement.id);
    await expect(
      agent.agreements.regret({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: choicesFor(play.id),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TERMINATION_TEXTS.notReversible('Sappa Play') });
    expect(await snapshot(agreement.id)).toEqual(before);
  });
});

describe('agreements.terminateDeceased', () => {
  const choicesFor = (rowIds: number[]): DeceasedChoices => ({
    rowIds,
    description: 'Dödsbo',
    sendConfirmation: false,
  });

  it('ends the ticked services today (no invoiced-to date) with reason 116, for an admin', async () => {
    const { agreement, broadband, play, tv } = await customerWithServices();
    const choices = choicesFor([broadband.id, play.id, tv.id]);
    const { planFingerprint } = await previewOperation(admin, agreement.agreementNumber, (context) =>
      planDeceasedTermination(context, choices, today),
    );
    const result = await admin.agreements.terminateDeceased({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      planFingerprint,
      choices,
    });
    expect(result.endedRowIds.sort()).toEqual([broadband.id, play.id, tv.id].sort());
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.terminateDeceased' },
    });
    expect(audit.details).toMatchObject({ reasonId: 116, scope: 'avtal', agreementEndDate: today });
    const [item] = await db.prisma.case.findMany({ where: { number: { in: result.caseNumbers } } });
    expect(item).toMatchObject({ typeId: 182, ownerGroupId: 42 });
  });

  it('is forbidden to a plain agent and changes nothing', async () => {
    const { agreement, play } = await customerWithServices();
    const before = await snapshot(agreement.id);
    await expect(
      agent.agreements.terminateDeceased({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: choicesFor([play.id]),
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot(agreement.id)).toEqual(before);
  });
});
