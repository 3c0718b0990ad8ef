import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  Group,
  isoDay,
  type OperationHandler,
  planReturnCase,
  RETURN_CASE_TEXTS,
  type ReturnCaseChoices,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentCaseMissing } from '../../cases/create-planned-case.ts';
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
let agent: { caller: OperationCaller; handler: OperationHandler };
let secondLine: { caller: OperationCaller; handler: OperationHandler };
let agreementNumber: number;
let agreementId: number;
let customerId: number;
let boxId: number;

const today = isoDay();
const returnDate = addDays(today, 20);
const slipDay = addDays(returnDate, -7);
let choices: ReturnCaseChoices;

const signIn = async (groups: string[]) => {
  const { caller, handler } = await signInOperationUser(db.prisma, groups);
  return { caller, handler: { ...handler, groups } };
};

beforeAll(async () => {
  db = await createOperationDatabase();
  agent = await signIn([Group.SAPPIS]);
  secondLine = await signIn([Group.SAPPIS, Group.EXTENDED_CUSTOMER_SUPPORT]);
  const { agreement, customer } = await createTestCustomer(db.prisma);
  agreementNumber = agreement.agreementNumber;
  agreementId = agreement.id;
  customerId = customer.id;
  const box = await addServiceRow(db.prisma, agreementId, {
    type: 'HARDWARE',
    productNumber: 'BOX019',
    productName: 'Hyrbox 4K',
    price: '49.00',
    card: 1,
  });
  boxId = box.id;
  choices = {
    reason: 'REGRET',
    hardwareType: 'TV',
    oldRowIds: [boxId],
    newProductNumbers: [],
    description: 'Kunden ångrar köpet',
    returnDate,
    parentCaseNumber: null,
  };
});
afterAll(async () => {
  await db?.drop();
});

const submit = async (user: typeof agent, picked: ReturnCaseChoices = choices, number = agreementNumber) => {
  const { planFingerprint } = await previewOperation(user.caller, number, (context, day) =>
    planReturnCase(context, picked, day, user.handler),
  );
  return user.caller.agreements.createReturnCase({
    requestId: randomUUID(),
    agreementNumber: number,
    planFingerprint,
    choices: picked,
  });
};

const snapshot = async () => ({
  rows: await db.prisma.agreementRow.count({ where: { agreementId } }),
  cases: await db.prisma.case.count(),
  followUps: await db.prisma.scheduledFollowUp.count(),
  emails: await db.prisma.customerEmail.count(),
});

const slipRows = () =>
  db.prisma.agreementRow.findMany({ where: { agreementId, productNumber: 'FRAKTRETUR' } });

describe('agreements.createReturnCase', () => {
  it('refuses Garanti to a user outside second line even with a plan that offered it, and changes nothing', async () => {
    const warranty = { ...choices, reason: 'WARRANTY' as const, newProductNumbers: ['GARBOX019'] };
    const { planFingerprint } = await previewOperation(secondLine.caller, agreementNumber, (context, day) =>
      planReturnCase(context, warranty, day, secondLine.handler),
    );
    const before = await snapshot();
    await expect(
      agent.caller.agreements.createReturnCase({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint,
        choices: warranty,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: RETURN_CASE_TEXTS.reasonNotAllowed });
    await expect(
      agent.caller.agreements.createReturnCase({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint,
        choices: { ...choices, description: 'ab' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: RETURN_CASE_TEXTS.descriptionTooShort });
    expect(await snapshot()).toEqual(before);
  });

  it('opens a Garanti case 185 for second line with the new hardware', async () => {
    const result = await submit(secondLine, {
      ...choices,
      reason: 'WARRANTY',
      newProductNumbers: ['GARBOX019'],
    });
    const created = await db.prisma.case.findUniqueOrThrow({
      where: { number: result.caseNumbers[0] },
      include: { formFields: true },
    });
    expect(created).toMatchObject({ typeId: 185, status: 'ACTION_BOOKED', ownerGroupId: 42 });
    expect(created.formFields).toContainEqual(
      expect.objectContaining({ title: 'Ny utrustning', value: 'Garantibyte hyrbox 4k (GARBOX019)' }),
    );
  });

  it('refuses an unknown parent case and changes nothing', async () => {
    const before = await snapshot();
    await expect(submit(agent, { ...choices, parentCaseNumber: 999_999 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: parentCaseMissing(999_999),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('opens an Ånger case 184 with status 3 under its parent and schedules the slip; the slip goes out once', async () => {
    const parent = await submit(agent, { ...choices, reason: 'WRONG_SHIPMENT' });
    const before = await snapshot();
    const result = await submit(agent, { ...choices, parentCaseNumber: parent.caseNumbers[0]! });

    expect(result).toMatchObject({ createdRowIds: [], endedRowIds: [], confirmation: 'NOT_ASKED' });
    const created = await db.prisma.case.findUniqueOrThrow({
      where: { number: result.caseNumbers[0] },
      include: { parentCase: true, relation: true },
    });
    expect(created).toMatchObject({
      typeId: 184,
      status: 'ACTION_BOOKED',
      ownerGroupId: 42,
      header: 'Retur: Ånger',
    });
    expect(created.parentCase?.number).toBe(parent.caseNumbers[0]);
    expect(created.relation?.customerNumber).not.toBeNull();
    const followUp = await db.prisma.scheduledFollowUp.findFirstOrThrow({
      where: { agreementId, kind: 'sendReturnSlip' },
      orderBy: { id: 'desc' },
    });
    expect(followUp.runOn.toISOString().slice(0, 10)).toBe(slipDay);
    expect(await snapshot()).toEqual({ ...before, cases: before.cases + 1, followUps: before.followUps + 1 });
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.returnCase' },
      orderBy: { id: 'desc' },
    });
    expect(audit.details).toMatchObject({ reason: 'REGRET', returnDate, slipDay });
    const event = await db.prisma.event.findFirstOrThrow({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event.payload).toMatchObject({ agreementNumber, change: 'returnCase' });

    expect((await runDueFollowUps(db.prisma, addDays(slipDay, -1))).done).toEqual([]);
    expect(await slipRows()).toEqual([]);

    // The earlier Felutskick and Garanti slips are due on the same day (free of charge); three racing runs.
    const runs = await Promise.all([1, 2, 3].map(() => runDueFollowUps(db.prisma, slipDay)));
    expect(runs.flatMap((run) => run.done).sort()).toHaveLength(3);
    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    const [fee] = await slipRows();
    expect(await slipRows()).toHaveLength(1);
    expect(fee).toMatchObject({
      productName: 'Fraktsedel retur',
      priceList: 31,
      invoiceCode: 4,
      quantity: 1,
    });
    expect(Number(fee?.price)).toBe(150);
    const slips = await db.prisma.customerEmail.findMany({ where: { customerId, operation: 'returnSlip' } });
    expect(slips).toHaveLength(3);
    expect(slips[0]).toMatchObject({ recipient: 'karin.lindqvist@example.se', status: 'PENDING' });

    expect((await runDueFollowUps(db.prisma, addDays(slipDay, 30))).done).toEqual([]);
    expect(await slipRows()).toHaveLength(1);
    expect(await db.prisma.customerEmail.count({ where: { customerId, operation: 'returnSlip' } })).toBe(3);
  });

  it('sends no slip and charges nothing when the customer has no usable e-mail on the day, and says so on the case', async () => {
    const other = await createTestCustomer(db.prisma);
    const box = await addServiceRow(db.prisma, other.agreement.id, {
      type: 'HARDWARE',
      productNumber: 'BOX019',
      productName: 'Hyrbox 4K',
      card: 1,
    });
    const created = await submit(agent, { ...choices, oldRowIds: [box.id] }, other.agreement.agreementNumber);
    expect(created.warnings).toBeUndefined();
    await db.prisma.customer.update({ where: { id: other.customer.id }, data: { email: null } });
    const caseNumber = created.caseNumbers[0]!;
    const before = await db.prisma.case.findUniqueOrThrow({ where: { number: caseNumber } });
    expect(before.status).toBe('ACTION_BOOKED');

    expect((await runDueFollowUps(db.prisma, slipDay)).done).toHaveLength(1);

    const after = await db.prisma.case.findUniqueOrThrow({
      where: { number: caseNumber },
      include: { logs: true, history: { orderBy: { id: 'asc' } } },
    });
    expect(after).toMatchObject({ status: 'NOT_STARTED', version: before.version + 1 });
    expect(after.logs).toEqual([
      expect.objectContaining({
        message: RETURN_CASE_TEXTS.slipNotSentLog(true),
        auto: true,
        userName: 'Sappis',
      }),
    ]);
    expect(RETURN_CASE_TEXTS.slipNotSentLog(true)).toContain('Avgiften för fraktsedeln debiterades inte.');
    expect(after.history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['Fraktsedeln skickades inte', 'Status ändrad till Ej påbörjad']),
    );
    const events = await db.prisma.event.findMany({
      where: { OR: [{ caseId: after.id, type: 'case.changed' }, { type: 'customer.changed' }] },
      orderBy: { id: 'desc' },
      take: 2,
    });
    expect(events.map((event) => event.type)).toEqual(['customer.changed', 'case.changed']);
    expect(events[1]?.payload).toMatchObject({ caseNumber, before: { status: 'ACTION_BOOKED' } });

    expect(
      await db.prisma.agreementRow.count({
        where: { agreementId: other.agreement.id, productNumber: 'FRAKTRETUR' },
      }),
    ).toBe(0);
    expect(await db.prisma.customerEmail.count({ where: { customerId: other.customer.id } })).toBe(0);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.sendReturnSlip', entityId: String(other.agreement.agreementNumber) },
    });
    expect(audit.details).toMatchObject({ skipped: 'invalidEmail', createdRowIds: [] });
  });

  it('warns when the return case is created that the slip cannot be e-mailed to a customer without usable e-mail', async () => {
    const other = await createTestCustomer(db.prisma);
    await db.prisma.customer.update({
      where: { id: other.customer.id },
      data: { email: 'ingen@epost.saknas' },
    });
    const box = await addServiceRow(db.prisma, other.agreement.id, {
      type: 'HARDWARE',
      productNumber: 'BOX019',
      productName: 'Hyrbox 4K',
      card: 1,
    });
    const created = await submit(agent, { ...choices, oldRowIds: [box.id] }, other.agreement.agreementNumber);
    expect(created.warnings).toEqual([RETURN_CASE_TEXTS.slipNotEmailable]);
    expect(
      await db.prisma.scheduledFollowUp.count({
        where: { agreementId: other.agreement.id, kind: 'sendReturnSlip' },
      }),
    ).toBe(1);
  });
});
