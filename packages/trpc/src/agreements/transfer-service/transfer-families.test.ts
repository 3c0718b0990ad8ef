import { randomUUID } from 'node:crypto';
import { DEMO_FIXTURES } from '@sappis/db/seed/index';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  isoDay,
  operationHandlerOf,
  planTransferService,
  TRANSFER_SERVICE_TEXTS,
  type TransferServiceChoices,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDatabase } from '../../testing/demo-database.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { familyLinks } from '../testing/family-links.ts';
import { previewOperation } from '../testing/operation-database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createDemoDatabase();
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

describe('agreements.transferService keeps row families (demo data)', () => {
  it('a chosen Sappa Mix 10 brings its channels and Fri kanal, each under its copy; a channel alone is refused', async () => {
    const { caller, user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const agreementNumber = DEMO_FIXTURES.agreements.mix10;
    const source = await db.prisma.agreement.findUniqueOrThrow({
      where: { agreementNumber },
      include: { rows: true },
    });
    const target = await db.prisma.agreement.findFirstOrThrow({
      where: { customerId: source.customerId, agreementNumber: { not: agreementNumber }, ended: false },
    });
    const mix = source.rows.find((row) => row.productNumber === 'TVMIX10');
    const channel = source.rows.find((row) => row.parentRowId === mix?.id && row.endDate === null);
    if (!mix || !channel) throw new Error('the demo Mix 10 has channels');
    const startDate = addDays(isoDay(), 3);
    const choices: TransferServiceChoices = {
      targetAgreementNumber: target.agreementNumber,
      rowIds: [mix.id],
      startDate,
      replacementProductNumber: null,
      sendConfirmation: false,
    };

    // A channel on its own, bypassing the form: refused, nothing written.
    const rowsBefore = await db.prisma.agreementRow.count();
    await expect(
      caller.agreements.transferService({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: { ...choices, rowIds: [channel.id] },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TRANSFER_SERVICE_TEXTS.subRowAlone });
    expect(await db.prisma.agreementRow.count()).toBe(rowsBefore);

    const facts = await caller.agreements.transferFacts({
      agreementNumber,
      rowIds: choices.rowIds,
      targetAgreementNumber: choices.targetAgreementNumber,
    });
    const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, today) =>
      planTransferService(context, choices, facts, today, operationHandlerOf(user)),
    );
    await caller.agreements.transferService({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices,
    });

    const moved = await db.prisma.agreementRow.findMany({ where: { agreementId: target.id } });
    const movedMix = moved.find((row) => row.productNumber === 'TVMIX10');
    const movedSubRows = moved.filter((row) => row.parentRowId === movedMix?.id);
    // Every sub-row of the package still running on the start date, under the moved package.
    const running = source.rows.filter(
      (row) => row.parentRowId === mix.id && (row.endDate === null || isoDay(row.endDate) >= startDate),
    );
    expect(movedSubRows.map((row) => row.productNumber).sort()).toEqual(
      running.map((row) => row.productNumber).sort(),
    );
    expect(movedSubRows.map((row) => row.productNumber)).toContain('FRI045');
    expect((await familyLinks(db.prisma, target.id)).every(([, , sameAgreement]) => sameAgreement)).toBe(
      true,
    );
    // On the old agreement the package and its sub-rows end the day before (an upcoming channel is cancelled).
    const left = await db.prisma.agreementRow.findMany({
      where: { id: { in: running.map((row) => row.id) } },
    });
    for (const row of left) expect(row.endDate && isoDay(row.endDate)).toBe(addDays(startDate, -1));
  });
});
