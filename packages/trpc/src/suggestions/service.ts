import type { Prisma, PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import type { SuggestionFields } from './suggestion-schemas.ts';

export const SUGGESTION_NOT_FOUND = 'Förslaget finns inte';

const select = { id: true, category: true, title: true, message: true } as const;

/** Suggestions by category then title (document 1 section 7: GET ?category=). */
export async function listSuggestions(prisma: PrismaClient, { category }: { category?: string }) {
  return prisma.suggestion.findMany({
    where: category === undefined ? {} : { category },
    orderBy: [{ category: 'asc' }, { title: 'asc' }, { id: 'asc' }],
    select,
  });
}

/** A new suggestion, in the caller's transaction. */
export async function createSuggestion(
  tx: Prisma.TransactionClient,
  { userId, fields }: { userId: number; fields: SuggestionFields },
) {
  const suggestion = await tx.suggestion.create({ data: fields, select });
  await tx.auditEntry.create({
    data: {
      userId,
      action: 'suggestion.create',
      entityType: 'Suggestion',
      entityId: String(suggestion.id),
      details: fields,
    },
  });
  await appendEvent(tx, { type: 'suggestion.changed', payload: { suggestionId: suggestion.id } });
  return suggestion;
}

export async function updateSuggestion(
  prisma: PrismaClient,
  { userId, id, fields }: { userId: number; id: number; fields: SuggestionFields },
) {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.suggestion.updateMany({ where: { id }, data: fields });
    if (count === 0) throw new AppError('NOT_FOUND', SUGGESTION_NOT_FOUND);
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'suggestion.update',
        entityType: 'Suggestion',
        entityId: String(id),
        details: fields,
      },
    });
    await appendEvent(tx, { type: 'suggestion.changed', payload: { suggestionId: id } });
    return tx.suggestion.findUniqueOrThrow({ where: { id }, select });
  });
}

export async function deleteSuggestion(prisma: PrismaClient, { userId, id }: { userId: number; id: number }) {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.suggestion.deleteMany({ where: { id } });
    if (count === 0) throw new AppError('NOT_FOUND', SUGGESTION_NOT_FOUND);
    await tx.auditEntry.create({
      data: { userId, action: 'suggestion.delete', entityType: 'Suggestion', entityId: String(id) },
    });
    await appendEvent(tx, { type: 'suggestion.changed', payload: { suggestionId: id, deleted: true } });
    return { deleted: true as const };
  });
}
