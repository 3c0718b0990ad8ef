import { seedDemo } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { isoDay, regretOwnerGroup, runsOnExternalNetwork, TERMINATION_CASES } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperationContext } from '../operation-context.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.prisma, { hashPassword: async (password) => `test$${password}` });
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

const CATEGORIES = [
  { category: 'TV', external: TERMINATION_CASES.regretGroups.tv },
  { category: 'Bredband', external: TERMINATION_CASES.regretGroups.broadband },
] as const;

describe("regret cases on the demo data: 168 on our own network, 104/103 on another operator's", () => {
  it('routes each TV and broadband regret of every demo agreement by its network operator', async () => {
    const today = isoDay();
    const agreements = await db.prisma.agreement.findMany({
      where: { ended: false },
      select: { agreementNumber: true },
      orderBy: { agreementNumber: 'asc' },
    });
    const routed: Record<string, number> = {};
    for (const { agreementNumber } of agreements) {
      const context = await loadOperationContext(db.prisma, { agreementNumber, today });
      const external = runsOnExternalNetwork(context.agreement);
      for (const { category, external: externalGroup } of CATEGORIES) {
        const rows = context.agreement.rows.filter((row) => row.category === category);
        if (rows.length === 0) continue;
        const group = regretOwnerGroup(context, rows);
        expect(group, `${agreementNumber} ${category}`).toBe(
          external ? externalGroup : TERMINATION_CASES.regretGroups.default,
        );
        const key = `${external ? 'external' : 'own'} ${category} → ${group}`;
        routed[key] = (routed[key] ?? 0) + 1;
      }
    }
    // The demo has both kinds of network, for both categories: the rule is tested on each.
    for (const { category, external } of CATEGORIES) {
      expect(routed[`own ${category} → 168`]).toBeGreaterThan(0);
      expect(routed[`external ${category} → ${external}`]).toBeGreaterThan(0);
    }
  });

  it("knows our own operator's network from the reference catalogue", async () => {
    const operators = await db.prisma.operator.findMany({ orderBy: { id: 'asc' } });
    expect(operators.filter((operator) => operator.ownNetwork).map((operator) => operator.name)).toEqual([
      'Sappa Egen Infrastruktur',
    ]);
  });
});
