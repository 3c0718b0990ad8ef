import type { TestDatabase } from '@sappis/db/testing/test-database';
import { addDays } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationDatabase } from '../agreements/testing/operation-database.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { runDueFollowUps } from './run-due-follow-ups.ts';
import { createPausedAgreement } from './testing/paused-agreement.ts';

let db: TestDatabase;
let signedIn: Awaited<ReturnType<typeof signInTestUser>>;

beforeAll(async () => {
  db = await createOperationDatabase();
  signedIn = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
});
afterAll(async () => {
  await db?.drop();
});

const resumedRows = (agreementId: number, startDate: string) =>
  db.prisma.agreementRow.findMany({
    where: { agreementId, productNumber: 'BAS250', startDate: new Date(`${startDate}T00:00:00Z`) },
  });

describe('runDueFollowUps', () => {
  it('resumes a pause on its day, once, and not before', async () => {
    const { agreement, resumesOn } = await createPausedAgreement(db.prisma, signedIn);

    expect(await runDueFollowUps(db.prisma, addDays(resumesOn, -1))).toEqual({ done: [], failed: [] });
    expect(await resumedRows(agreement.id, resumesOn)).toEqual([]);

    const run = await runDueFollowUps(db.prisma, resumesOn);
    expect(run.done).toHaveLength(1);
    const [row] = await resumedRows(agreement.id, resumesOn);
    expect(row).toMatchObject({
      productName: 'Bredband 250/250',
      priceList: 1,
      endDate: null,
      sellerNumber: signedIn.user.employeeNumber,
    });
    expect(Number(row?.price)).toBe(399);
    const followUp = await db.prisma.scheduledFollowUp.findFirstOrThrow({
      where: { agreementId: agreement.id },
    });
    expect(followUp.doneAt).not.toBeNull();
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agreement.resumePause' } });
    expect(audit).toMatchObject({ entityId: String(agreement.agreementNumber), userId: signedIn.user.id });
    const event = await db.prisma.event.findFirst({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({
      agreementNumber: agreement.agreementNumber,
      change: 'resumePause',
    });

    expect(await runDueFollowUps(db.prisma, addDays(resumesOn, 40))).toEqual({ done: [], failed: [] });
    expect(await resumedRows(agreement.id, resumesOn)).toHaveLength(1);
  });

  it('resumes once when two runs race', async () => {
    const { agreement, resumesOn } = await createPausedAgreement(db.prisma, signedIn);
    const runs = await Promise.all([
      runDueFollowUps(db.prisma, resumesOn),
      runDueFollowUps(db.prisma, resumesOn),
      runDueFollowUps(db.prisma, resumesOn),
    ]);
    expect(runs.flatMap((run) => run.done)).toHaveLength(1);
    expect(await resumedRows(agreement.id, resumesOn)).toHaveLength(1);
  });

  it('reports a failing follow-up, leaves it due, and still runs the others', async () => {
    const { agreement, resumesOn } = await createPausedAgreement(db.prisma, signedIn);
    const broken = await db.prisma.scheduledFollowUp.create({
      data: {
        kind: 'unknownKind',
        runOn: new Date(`${resumesOn}T00:00:00Z`),
        agreementId: agreement.id,
        payload: {},
        requestId: 'test',
      },
    });
    const run = await runDueFollowUps(db.prisma, resumesOn);
    expect(run.failed).toEqual([{ id: broken.id, error: "unknown follow-up kind 'unknownKind'" }]);
    expect(run.done).toHaveLength(1);
    expect(await resumedRows(agreement.id, resumesOn)).toHaveLength(1);
    expect(
      (await db.prisma.scheduledFollowUp.findUniqueOrThrow({ where: { id: broken.id } })).doneAt,
    ).toBeNull();
    await db.prisma.scheduledFollowUp.delete({ where: { id: broken.id } });
  });
});
