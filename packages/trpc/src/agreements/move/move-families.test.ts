import { randomUUID } from 'node:crypto';
import { DEMO_FIXTURES } from '@sappis/db/seed/index';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import { addDays, isoDay, type MoveChoices, operationHandlerOf, planMove } from '@sappis/shared';
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

describe('agreements.move keeps row families (demo data)', () => {
  it("moves Sappa Start's Fri kanal under the moved Sappa Start on the new agreement", async () => {
    const { caller, user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const agreementNumber = DEMO_FIXTURES.agreements.moveAgreement;
    const addressId = DEMO_FIXTURES.addresses.moveTarget;
    const old = await db.prisma.agreement.findUniqueOrThrow({ where: { agreementNumber } });
    expect(await familyLinks(db.prisma, old.id)).toContainEqual(['FRI045', 'TVSTART', true]);

    // The main agreement at the new address where everything moves as it is.
    const { mainAgreements } = await caller.agreements.moveAddress({ addressId });
    const checks = await Promise.all(
      mainAgreements.map((main) =>
        caller.agreements.moveCheck({ agreementNumber, addressId, mainAgreementNumber: main.number }),
      ),
    );
    const check = checks.find((item) =>
      item.statuses.every((status) => status.movable && !status.replacement),
    );
    if (!check) throw new Error('the demo move target has a main agreement where everything moves');
    const choices: MoveChoices = {
      addressId,
      mainAgreementNumber: check.target.mainAgreementNumber,
      moveDate: addDays(isoDay(), 7),
      updateAddresses: false,
      sendConfirmation: false,
      replacements: [],
    };
    const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, today) =>
      planMove(context, choices, check, today, operationHandlerOf(user)),
    );
    const result = await caller.agreements.move({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint,
      choices,
    });

    const moved = await db.prisma.agreement.findUniqueOrThrow({
      where: { agreementNumber: result.targetAgreementNumber ?? 0 },
    });
    const links = await familyLinks(db.prisma, moved.id);
    expect(links).toContainEqual(['FRI045', 'TVSTART', true]);
    // Every sub-row that moved hangs under a row of the new agreement, as it did on the old one.
    expect(links.every(([, , sameAgreement]) => sameAgreement)).toBe(true);
    expect(links.map(([sub, parent]) => [sub, parent]).sort()).toEqual(
      (await familyLinks(db.prisma, old.id)).map(([sub, parent]) => [sub, parent]).sort(),
    );
    const topLevel = await db.prisma.agreementRow.findMany({
      where: { agreementId: moved.id, parentRowId: null },
      select: { productNumber: true },
    });
    expect(topLevel.map((row) => row.productNumber)).not.toContain('FRI045');
  });
});
