import type { PrismaClient } from '@sappis/db';
import { CASE_PRIORITY_KEYS, CASE_STATUS_KEYS, type CaseQueueFacts } from '@sappis/shared';

export const TEST_TYPE_IDS = [120, 171, 182] as const;
export const TEST_OWNER_GROUP_IDS = [42, 84, 117] as const;
export const TEST_TAG_IDS = [1, 2, 3] as const;

/** A small deterministic generator, so a failing property run can be repeated from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const subset = <T>(values: readonly T[], chance: number): T[] => values.filter(() => next() < chance);
  return { next, pick, subset };
}

/** Case types, owner groups and tags the queue tests filter on. */
export async function createQueueCatalogue(prisma: PrismaClient) {
  await prisma.caseType.createMany({
    data: TEST_TYPE_IDS.map((id) => ({ id, name: `Typ ${id}`, category: 'Test' })),
    skipDuplicates: true,
  });
  await prisma.caseOwnerGroup.createMany({
    data: TEST_OWNER_GROUP_IDS.map((id) => ({ id, name: `Grupp ${id}` })),
    skipDuplicates: true,
  });
  await prisma.tag.createMany({
    data: TEST_TAG_IDS.map((id) => ({ id, name: `Tagg ${id}` })),
    skipDuplicates: true,
  });
}

let nextNumber = 8_000_000;

/** `count` cases with random status, priority, type, owner group, tags and age. */
export async function createRandomCases(
  prisma: PrismaClient,
  random: ReturnType<typeof seededRandom>,
  count: number,
): Promise<(CaseQueueFacts & { id: number })[]> {
  const created: (CaseQueueFacts & { id: number })[] = [];
  for (let index = 0; index < count; index++) {
    const facts = {
      status: random.pick(CASE_STATUS_KEYS),
      priority: random.pick(CASE_PRIORITY_KEYS),
      typeId: random.pick(TEST_TYPE_IDS),
      ownerGroupId: random.pick(TEST_OWNER_GROUP_IDS),
      tagIds: random.subset(TEST_TAG_IDS, 0.3),
    };
    nextNumber += 1;
    const item = await prisma.case.create({
      data: {
        number: nextNumber,
        header: `Kötest ${nextNumber}`,
        status: facts.status,
        priority: facts.priority,
        typeId: facts.typeId,
        ownerGroupId: facts.ownerGroupId,
        // Few distinct ages, so the order's tie-breaks are exercised too.
        createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(random.next() * 5))),
        tags: { create: facts.tagIds.map((tagId) => ({ tagId })) },
      },
    });
    created.push({ ...facts, id: item.id });
  }
  return created;
}
