import { describe, expect, it } from 'vitest';
import {
  type CaseQueueFacts,
  canSeeQueue,
  caseMatchesQueue,
  caseQueueDefinitionSchema,
  caseQueueFilterSchema,
  compareQueueOrder,
  effectiveStatuses,
  queueDependsOnTag,
} from './case-queue-filter.ts';

const filter = (input: Parameters<typeof caseQueueFilterSchema.parse>[0]) =>
  caseQueueFilterSchema.parse(input);

const openCase: CaseQueueFacts = {
  status: 'IN_PROGRESS',
  priority: 'HIGH',
  typeId: 120,
  ownerGroupId: 42,
  tagIds: [3],
};

describe('case queue filter', () => {
  it('matches every open case when nothing is chosen, and finished ones only with showFinished', () => {
    expect(caseMatchesQueue(filter({}), openCase)).toBe(true);
    expect(caseMatchesQueue(filter({}), { ...openCase, status: 'FINISHED' })).toBe(false);
    expect(caseMatchesQueue(filter({ showFinished: true }), { ...openCase, status: 'FINISHED' })).toBe(true);
  });

  it('drops a chosen finished status unless showFinished', () => {
    expect(effectiveStatuses(filter({ statuses: ['FINISHED', 'DORMANT'] }))).toEqual(['DORMANT']);
    expect(effectiveStatuses(filter({ statuses: ['FINISHED'], showFinished: true }))).toEqual(['FINISHED']);
    expect(effectiveStatuses(filter({}))).toHaveLength(9);
  });

  it('needs every chosen list to contain the case (any of its values)', () => {
    const queue = filter({
      statuses: ['IN_PROGRESS'],
      priorities: ['HIGH', 'HIGHEST'],
      caseTypeIds: [120, 171],
    });
    expect(caseMatchesQueue(queue, openCase)).toBe(true);
    expect(caseMatchesQueue(queue, { ...openCase, priority: 'LOW' })).toBe(false);
    expect(caseMatchesQueue(queue, { ...openCase, typeId: 182 })).toBe(false);
    expect(caseMatchesQueue(filter({ ownerGroupIds: [84] }), openCase)).toBe(false);
  });

  it('matches a case carrying any of the chosen tags', () => {
    expect(caseMatchesQueue(filter({ tagIds: [1, 3] }), openCase)).toBe(true);
    expect(caseMatchesQueue(filter({ tagIds: [1] }), openCase)).toBe(false);
    expect(caseMatchesQueue(filter({ tagIds: [1] }), { ...openCase, tagIds: [] })).toBe(false);
  });

  it('knows which tag changes can move cases in or out', () => {
    expect(queueDependsOnTag(filter({}), 3)).toBe(false);
    expect(queueDependsOnTag(filter({ tagIds: [3] }), 3)).toBe(true);
    expect(queueDependsOnTag(filter({ tagIds: [3] }), 4)).toBe(false);
    expect(queueDependsOnTag(filter({ tagIds: [3] }), null)).toBe(true);
  });

  it('sorts and removes repeats so equal filters compare equal', () => {
    expect(filter({ caseTypeIds: [171, 120, 171], statuses: ['RETURNS', 'DORMANT'] })).toMatchObject({
      caseTypeIds: [120, 171],
      statuses: ['DORMANT', 'RETURNS'],
    });
  });
});

describe('case queue definition', () => {
  it('needs a name and a group, with Swedish messages', () => {
    const result = caseQueueDefinitionSchema.safeParse({ name: '  ', visibleToGroups: [] });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Ange ett namn på kön', 'Välj minst en grupp som får se kön']);
  });

  it('refuses unknown groups and statuses', () => {
    expect(caseQueueDefinitionSchema.safeParse({ name: 'Kö', visibleToGroups: ['NOPE'] }).success).toBe(
      false,
    );
    expect(
      caseQueueDefinitionSchema.safeParse({ name: 'Kö', visibleToGroups: ['SAPPIS'], statuses: ['DONE'] })
        .success,
    ).toBe(false);
  });
});

describe('queue visibility', () => {
  it('shows a queue to its groups and to queue managers', () => {
    const queue = { visibleToGroups: ['ECONOMY'] };
    expect(canSeeQueue(['ECONOMY', 'SAPPIS'], queue)).toBe(true);
    expect(canSeeQueue(['SAPPIS'], queue)).toBe(false);
    expect(canSeeQueue(['THIRD_LINE'], queue)).toBe(true);
  });
});

describe('queue order', () => {
  it('puts the highest priority first, then the oldest, then the lowest id', () => {
    const cases = [
      { id: 1, priority: 'LOW' as const, createdAt: '2026-01-01T00:00:00Z' },
      { id: 2, priority: 'HIGHEST' as const, createdAt: '2026-03-01T00:00:00Z' },
      { id: 3, priority: 'HIGHEST' as const, createdAt: '2026-02-01T00:00:00Z' },
      { id: 4, priority: 'HIGHEST' as const, createdAt: '2026-02-01T00:00:00Z' },
    ];
    expect([...cases].sort(compareQueueOrder).map((item) => item.id)).toEqual([3, 4, 2, 1]);
  });
});
