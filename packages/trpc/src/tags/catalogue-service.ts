import type { Prisma, PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import { TAG_NOT_FOUND } from './case-tags-service.ts';

export const TAG_NAME_TAKEN = 'Det finns redan en tagg med det namnet';
export const CASE_TYPE_NOT_FOUND = 'Ärendetypen finns inte';

/** The admin catalogue: every tag with its rule and usage count, and the case types a rule can name. */
export async function tagCatalogue(prisma: PrismaClient) {
  const [tags, caseTypes] = await Promise.all([
    prisma.tag.findMany({
      orderBy: { name: 'asc' },
      select: {
        id: true,
        name: true,
        automatic: true,
        ruleCaseTypeId: true,
        _count: { select: { cases: true } },
      },
    }),
    prisma.caseType.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true, category: true } }),
  ]);
  const typeName = new Map(caseTypes.map((type) => [type.id, type.name]));
  return {
    tags: tags.map((tag) => ({
      id: tag.id,
      name: tag.name,
      automatic: tag.automatic,
      ruleCaseType:
        tag.ruleCaseTypeId === null
          ? null
          : { id: tag.ruleCaseTypeId, name: typeName.get(tag.ruleCaseTypeId) ?? '' },
      usageCount: tag._count.cases,
    })),
    caseTypes,
  };
}

async function assertNameFree(tx: Prisma.TransactionClient, name: string, exceptId?: number) {
  const clash = await tx.tag.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new AppError('CONFLICT', TAG_NAME_TAKEN, { fieldErrors: { name: [TAG_NAME_TAKEN] } });
}

async function assertCaseType(tx: Prisma.TransactionClient, caseTypeId: number | null) {
  if (caseTypeId === null) return;
  const type = await tx.caseType.findUnique({ where: { id: caseTypeId }, select: { id: true } });
  if (!type) {
    throw new AppError('NOT_FOUND', CASE_TYPE_NOT_FOUND, {
      fieldErrors: { ruleCaseTypeId: [CASE_TYPE_NOT_FOUND] },
    });
  }
}

/**
 * A new tag, in the caller's transaction; with a rule (a case type) it is automatic and set on new cases of that
 * type.
 */
export async function createTag(
  tx: Prisma.TransactionClient,
  { userId, name, ruleCaseTypeId }: { userId: number; name: string; ruleCaseTypeId: number | null },
): Promise<{ id: number }> {
  await assertNameFree(tx, name);
  await assertCaseType(tx, ruleCaseTypeId);
  const tag = await tx.tag.create({
    data: { name, automatic: ruleCaseTypeId !== null, ruleCaseTypeId },
    select: { id: true },
  });
  await tx.auditEntry.create({
    data: {
      userId,
      action: 'tag.create',
      entityType: 'Tag',
      entityId: String(tag.id),
      details: { name, ruleCaseTypeId },
    },
  });
  await appendEvent(tx, { type: 'tag.catalogueChanged', payload: { tagId: tag.id } });
  return tag;
}

/** Renames a tag everywhere (document 1 section 7: PUT /{id}); open cases show the new name live. */
export async function renameTag(
  prisma: PrismaClient,
  { userId, tagId, name }: { userId: number; tagId: number; name: string },
): Promise<{ id: number; name: string }> {
  return prisma.$transaction(async (tx) => {
    const tag = await tx.tag.findUnique({ where: { id: tagId }, select: { name: true } });
    if (!tag) throw new AppError('NOT_FOUND', TAG_NOT_FOUND);
    if (tag.name === name) return { id: tagId, name };
    await assertNameFree(tx, name, tagId);
    await tx.tag.update({ where: { id: tagId }, data: { name } });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'tag.rename',
        entityType: 'Tag',
        entityId: String(tagId),
        details: { from: tag.name, to: name },
      },
    });
    await appendEvent(tx, { type: 'tag.renamed', payload: { tagId, name } });
    return { id: tagId, name };
  });
}

/** Sets or clears a tag's rule (the case type it is set on automatically). */
export async function setTagRule(
  prisma: PrismaClient,
  { userId, tagId, ruleCaseTypeId }: { userId: number; tagId: number; ruleCaseTypeId: number | null },
): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    const tag = await tx.tag.findUnique({ where: { id: tagId }, select: { id: true } });
    if (!tag) throw new AppError('NOT_FOUND', TAG_NOT_FOUND);
    await assertCaseType(tx, ruleCaseTypeId);
    await tx.tag.update({
      where: { id: tagId },
      data: { automatic: ruleCaseTypeId !== null, ruleCaseTypeId },
    });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'tag.rule',
        entityType: 'Tag',
        entityId: String(tagId),
        details: { ruleCaseTypeId },
      },
    });
    await appendEvent(tx, { type: 'tag.catalogueChanged', payload: { tagId } });
    return { id: tagId };
  });
}

/** Deletes a tag from the catalogue and from every case carrying it. */
export async function deleteTag(
  prisma: PrismaClient,
  { userId, tagId }: { userId: number; tagId: number },
): Promise<{ deleted: true }> {
  return prisma.$transaction(async (tx) => {
    const tag = await tx.tag.findUnique({
      where: { id: tagId },
      select: { name: true, _count: { select: { cases: true } } },
    });
    if (!tag) throw new AppError('NOT_FOUND', TAG_NOT_FOUND);
    await tx.tag.delete({ where: { id: tagId } });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'tag.delete',
        entityType: 'Tag',
        entityId: String(tagId),
        details: { name: tag.name, usageCount: tag._count.cases },
      },
    });
    await appendEvent(tx, { type: 'tag.catalogueChanged', payload: { tagId, deleted: true } });
    return { deleted: true };
  });
}
