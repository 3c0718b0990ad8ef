import { randomUUID } from 'node:crypto';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { seedDemo } from '@sappis/db/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  billingEffectLines,
  campaignRowOf,
  isOneOff,
  type OperationContext,
  planDeceasedTermination,
  planTermination,
  projectBilling,
  sharedDates,
  type TerminationChoices,
  terminationDates,
  visibleServices,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endAgreements } from '../../jobs/end-agreements.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { addServiceRow } from '../testing/agreement-rows.ts';
import { type OperationCaller, previewOperation } from '../testing/operation-database.ts';

let db: TestDatabase;
let agent: OperationCaller;
let admin: OperationCaller;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.prisma, { hashPassword: async (password) => `test$${password}`, customers: 29 });
  ({ caller: agent } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
  ({ caller: admin } = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'ADMIN'] }));
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

/** 'Avsluta' of every listed service on the earliest date all of them offer. */
function everyService(context: OperationContext, today: string): TerminationChoices {
  const listed = visibleServices(context.agreement.rows, today);
  const own = listed.filter((row) => !campaignRowOf(row, listed));
  const date = sharedDates(own.map((row) => terminationDates(row, today)))[0];
  if (!date) throw new Error('no date all services offer');
  return {
    rows: listed.map((row) => ({ rowId: row.id, endDate: date })),
    reasonId: 100,
    description: 'Flyttar utomlands',
    sendConfirmation: false,
  };
}

describe('terminating a whole demo agreement', () => {
  it('ends every row of Sappa Mix 10 (channels, FRI045, Play, hire box, card) on the date; after it 0 kr, then ended', async () => {
    const agreementNumber = DEMO_FIXTURES.agreements.mix10;
    let choices: TerminationChoices | undefined;
    const preview = await previewOperation(agent, agreementNumber, (context, today) => {
      choices = everyService(context, today);
      return planTermination(context, choices, today);
    });
    const date = choices!.rows[0]!.endDate;
    expect(billingEffectLines(preview.plan.billing!)[0]).toMatch(
      new RegExp(`^Månadskostnad för avtalet: [\\d ]+(,\\d\\d)? kr/mån → 0 kr/mån från ${addDays(date, 1)}$`),
    );
    const before = preview.context.agreement.rows;
    expect(before.some((row) => row.type === 'HARDWARE')).toBe(true);
    expect(before.some((row) => row.productNumber === 'FRI045')).toBe(true);

    const result = await agent.agreements.terminate({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint: preview.planFingerprint,
      choices: choices!,
    });

    const { context } = await agent.agreements.operationContext({ agreementNumber });
    for (const row of context.agreement.rows.filter((item) => !isOneOff(item))) {
      const earlier = before.find((item) => item.id === row.id)!;
      // Rows already ending earlier keep their day; every other row ends on the date.
      const expected = earlier.endDate !== null && earlier.endDate <= date ? earlier.endDate : date;
      expect([row.productNumber, row.endDate]).toEqual([row.productNumber, expected]);
    }
    const hardware = before
      .filter((row) => row.type === 'HARDWARE' || row.type === 'CARD')
      .map((row) => row.id);
    expect(result.endedRowIds).toEqual(expect.arrayContaining(hardware));
    expect(
      projectBilling(context.agreement.rows, addDays(date, 1)).months.every((month) => month.amount === 0),
    ).toBe(true);
    expect(context.agreement.ended).toBe(false);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.terminate', entityId: String(agreementNumber) },
    });
    expect(audit.details).toMatchObject({ scope: 'avtal', agreementEndDate: date });

    // The nightly sweep: not on the last day, the day after it.
    expect((await endAgreements(db.prisma, date)).ended).not.toContain(agreementNumber);
    expect((await endAgreements(db.prisma, addDays(date, 1))).ended).toContain(agreementNumber);
    const view = await agent.customers.byNumber({
      customerNumber: DEMO_FIXTURES.customers.channelPackageMix10,
    });
    expect(view.agreements.find((item) => item.agreementNumber === agreementNumber)?.ended).toBe(true);
  });

  it('ends a deceased customer’s agreement at once when its rows end today, hire box included', async () => {
    const { agreement, service } = await createTestCustomer(db.prisma);
    const box = await addServiceRow(db.prisma, agreement.id, {
      type: 'HARDWARE',
      productNumber: 'BOX015',
      productName: 'Hyrbox HD',
      price: '29.00',
      card: 1,
    });
    const choices = { rowIds: [service.id], description: 'Dödsbo', sendConfirmation: false };
    const { planFingerprint, plan, today } = await previewOperation(
      admin,
      agreement.agreementNumber,
      (context, day) => planDeceasedTermination(context, choices, day),
    );
    expect(plan.endsAgreement).toBe(true);
    await admin.agreements.terminateDeceased({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      planFingerprint,
      choices,
    });
    const rows = await db.prisma.agreementRow.findMany({ where: { id: { in: [service.id, box.id] } } });
    expect(rows.map((row) => row.endDate?.toISOString().slice(0, 10))).toEqual([today, today]);
    expect((await db.prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).ended).toBe(true);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.terminateDeceased', entityId: String(agreement.agreementNumber) },
    });
    expect(audit.details).toMatchObject({ agreementEnded: true });
  });
});
