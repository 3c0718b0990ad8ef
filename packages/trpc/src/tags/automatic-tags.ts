import type { Prisma } from '@sappis/db';
import { appendEvent } from '../events/append-event.ts';

/**
 * Applies the tag rules to a case (call it in the transaction that creates a case or changes its type):
 * adds every automatic tag whose rule names the case's type and removes automatic tags whose rule no
 * longer does. Tags added by hand stay. Each change appends a case-scoped tag event.
 */
export async function applyAutomaticTags(
  tx: Prisma.TransactionClient,
  caseId: number,
): Promise<{ added: number[]; removed: number[] }> {
  const item = await tx.case.findUnique({
    where: { id: caseId },
    select: { typeId: true, tags: { where: { automatic: true }, select: { tagId: true } } },
  });
  if (!item) return { added: [], removed: [] };
  const rules = await tx.tag.findMany({
    where: { automatic: true, ruleCaseTypeId: item.typeId },
    select: { id: true, name: true },
  });
  const wanted = new Set(rules.map((tag) => tag.id));
  const current = new Set(item.tags.map((tag) => tag.tagId));
  const removed = [...current].filter((id) => !wanted.has(id));
  const toAdd = rules.filter((tag) => !current.has(tag.id));
  if (removed.length > 0) {
    await tx.caseTag.deleteMany({ where: { caseId, tagId: { in: removed }, automatic: true } });
  }
  const added: number[] = [];
  for (const tag of toAdd) {
    // A manual tag of the same name stays manual: skipDuplicates leaves it alone.
    const { count } = await tx.caseTag.createMany({
      data: [{ caseId, tagId: tag.id, automatic: true }],
      skipDuplicates: true,
    });
    if (count > 0) added.push(tag.id);
  }
  for (const tagId of removed) await appendEvent(tx, { type: 'tag.removed', caseId, payload: { tagId } });
  for (const tag of toAdd.filter((candidate) => added.includes(candidate.id))) {
    await appendEvent(tx, {
      type: 'tag.added',
      caseId,
      payload: { tagId: tag.id, name: tag.name, automatic: true },
    });
  }
  return { added, removed };
}
