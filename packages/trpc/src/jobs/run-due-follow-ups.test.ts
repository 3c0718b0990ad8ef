import type { TestDatabase } from '@sappis/db/testing/test-database';
import { addDays } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationDatabase } from '../agreements/testing/operation-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { runDueFollowUps } from './run-due-follow-ups.ts';
import { createScheduledReturnSlip } from './testing/scheduled-return-slip.ts';

let db: TestDatabase;
let signedIn: Awaited<ReturnType<typeof signInTestUser>>;

beforeAll(async () => {
  db = await createOperationDatabase();
  signedIn = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
});
afterAll(async () => {
  await db?.drop();
});

const slipRows = (agreementId: number) =>
  db.prisma.agreementRow.findMany({ where: { agreementId, productNumber: 'FRAKTRETUR' } });

describe('runDueFollowUps', () => {
  it('runs a follow-up on its day, once, and not before', async () => {
    const { agreement, slipDay } = await createScheduledReturnSlip(db.prisma, signedIn);

    expect(await runDueFollowUps(db.prisma, addDays(slipDay, -1))).toEqual({ done: [], failed: [] });
    expect(await slipRows(agreement.id)).toEqual([]);

    const run = await runDueFollowUps(db.prisma, slipDay);
    expect(run.done).toHaveLength(1);
    const [row] = await slipRows(agreement.id);
    expect(row).toMatchObject({
      productName: 'Fraktsedel retur',
      priceList: 31,
      sellerNumber: signedIn.user.employeeNumber,
    });
    expect(Number(row?.price)).toBe(150);
    const followUp = await db.prisma.scheduledFollowUp.findFirstOrThrow({
      where: { agreementId: agreement.id },
    });
    expect(followUp.doneAt).not.toBeNull();
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.sendReturnSlip', entityId: String(agreement.agreementNumber) },
    });
    expect(audit.userId).toBe(signedIn.user.id);
    const event = await db.prisma.event.findFirst({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({
      agreementNumber: agreement.agreementNumber,
      change: 'sendReturnSlip',
    });

    expect(await runDueFollowUps(db.prisma, addDays(slipDay, 40))).toEqual({ done: [], failed: [] });
    expect(await slipRows(agreement.id)).toHaveLength(1);
  });

  it('runs a follow-up once when two runs race', async () => {
    const { agreement, slipDay } = await createScheduledReturnSlip(db.prisma, signedIn);
    const runs = await Promise.all([
      runDueFollowUps(db.prisma, slipDay),
      runDueFollowUps(db.prisma, slipDay),
      runDueFollowUps(db.prisma, slipDay),
    ]);
    expect(runs.flatMap((run) => run.done)).toHaveLength(1);
    expect(await slipRows(agreement.id)).toHaveLength(1);
  });

  it('reports a failing follow-up, leaves it due, and still runs the others', async () => {
    const { agreement, slipDay } = await createScheduledReturnSlip(db.prisma, signedIn);
    const broken = await db.prisma.scheduledFollowUp.create({
      data: {
        kind: 'unknownKind',
        runOn: new Date(`${slipDay}T00:00:00Z`),
        agreementId: agreement.id,
        payload: {},
        requestId: 'test',
      },
    });
    const run = await runDueFollowUps(db.prisma, slipDay);
    expect(run.failed).toEqual([{ id: broken.id, error: "unknown follow-up kind 'unknownKind'" }]);
    expect(run.done).toHaveLength(1);
    expect(await slipRows(agreement.id)).toHaveLength(1);
    expect(
      (await db.prisma.scheduledFollowUp.findUniqueOrThrow({ where: { id: broken.id } })).doneAt,
    ).toBeNull();
    await db.prisma.scheduledFollowUp.delete({ where: { id: broken.id } });
  });
});
