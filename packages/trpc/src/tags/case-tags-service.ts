import type { Prisma, PrismaClient } from '@sappis/db';
import { type LockedCase, lockCase, lockedEvent } from '../case-locks/service.ts';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import type { TagOutput } from './tag-schemas.ts';

export const CASE_NOT_FOUND = 'Ärendet finns inte';
export const TAG_NOT_FOUND = 'Taggen finns inte';
export const TAG_NOT_ON_CASE = 'Ärendet har inte taggen';

export interface CaseTagWriter {
  userId: number;
  now: Date;
  /** The case lock's lease: changing a case's tags takes (or renews) the writer's lock. */
  leaseSeconds: number;
}

/**
 * Takes (or renews) the writer's lock on the case, like every case change: refused with CONFLICT and
 * 'Ärendet är låst av: {email}' when someone else holds it. The 'case.locked' event, if any, goes last.
 */
async function lockForTagChange(tx: Prisma.TransactionClient, caseId: number, writer: CaseTagWriter) {
  const item = await tx.case.findUnique({ where: { id: caseId }, select: { number: true } });
  if (!item) throw new AppError('NOT_FOUND', CASE_NOT_FOUND);
  const locked = await lockCase(tx, {
    caseNumber: item.number,
    userId: writer.userId,
    now: writer.now,
    leaseSeconds: writer.leaseSeconds,
    announce: false,
  });
  return { caseNumber: item.number, locked };
}

async function announceLock(tx: Prisma.TransactionClient, caseNumber: number, locked: LockedCase) {
  if (locked.fresh) await appendEvent(tx, lockedEvent(caseNumber, locked));
}

/** Tags of the given cases (one row per case and tag), or the whole catalogue when no cases are given. */
export async function listTags(
  prisma: PrismaClient,
  { caseIds, hideAutomatic }: { caseIds?: number[]; hideAutomatic: boolean },
): Promise<TagOutput[]> {
  if (caseIds === undefined) {
    const tags = await prisma.tag.findMany({
      where: hideAutomatic ? { automatic: false } : {},
      orderBy: { name: 'asc' },
      select: { id: true, name: true, automatic: true },
    });
    return tags.map((tag) => ({ ...tag, caseId: null }));
  }
  const rows = await prisma.caseTag.findMany({
    where: { caseId: { in: caseIds }, ...(hideAutomatic ? { automatic: false } : {}) },
    orderBy: [{ caseId: 'asc' }, { tag: { name: 'asc' } }],
    select: { caseId: true, automatic: true, tag: { select: { id: true, name: true } } },
  });
  return rows.map((row) => ({
    id: row.tag.id,
    name: row.tag.name,
    automatic: row.automatic,
    caseId: row.caseId,
  }));
}

/**
 * Puts a tag on a case by hand: an existing tag by id, or by name (a new name creates a manual tag).
 * Putting on a tag the case already has changes no tags (the writer's lock is still taken or renewed).
 */
export async function addTagToCase(
  prisma: PrismaClient,
  input: CaseTagWriter & { caseId: number; tag: { id: number } | { name: string } },
): Promise<TagOutput> {
  return prisma.$transaction(async (tx) => {
    const { caseNumber, locked } = await lockForTagChange(tx, input.caseId, input);
    let tag: { id: number; name: string } | null;
    let created = false;
    if ('id' in input.tag) {
      tag = await tx.tag.findUnique({ where: { id: input.tag.id }, select: { id: true, name: true } });
      if (!tag) throw new AppError('NOT_FOUND', TAG_NOT_FOUND);
    } else {
      const name = input.tag.name;
      tag = await tx.tag.findFirst({
        where: { name: { equals: name, mode: 'insensitive' } },
        select: { id: true, name: true },
      });
      if (!tag) {
        tag = await tx.tag.create({ data: { name }, select: { id: true, name: true } });
        created = true;
      }
    }
    const existing = await tx.caseTag.findUnique({
      where: { caseId_tagId: { caseId: input.caseId, tagId: tag.id } },
      select: { automatic: true },
    });
    if (existing) {
      await announceLock(tx, caseNumber, locked);
      return { ...tag, automatic: existing.automatic, caseId: input.caseId };
    }
    await tx.caseTag.create({ data: { caseId: input.caseId, tagId: tag.id, automatic: false } });
    await tx.auditEntry.create({
      data: {
        userId: input.userId,
        action: 'tag.add',
        entityType: 'Case',
        entityId: String(input.caseId),
        details: { tagId: tag.id },
      },
    });
    await announceLock(tx, caseNumber, locked);
    if (created) await appendEvent(tx, { type: 'tag.catalogueChanged', payload: { tagId: tag.id } });
    await appendEvent(tx, {
      type: 'tag.added',
      caseId: input.caseId,
      payload: { tagId: tag.id, name: tag.name, automatic: false },
    });
    return { ...tag, automatic: false, caseId: input.caseId };
  });
}

/** Takes a tag off a case (document 1 section 7: DELETE /{id}?case_id=). */
export async function removeTagFromCase(
  prisma: PrismaClient,
  { caseId, tagId, ...writer }: CaseTagWriter & { caseId: number; tagId: number },
): Promise<{ removed: true }> {
  const { userId } = writer;
  return prisma.$transaction(async (tx) => {
    const { caseNumber, locked } = await lockForTagChange(tx, caseId, writer);
    const { count } = await tx.caseTag.deleteMany({ where: { caseId, tagId } });
    if (count === 0) throw new AppError('NOT_FOUND', TAG_NOT_ON_CASE);
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'tag.remove',
        entityType: 'Case',
        entityId: String(caseId),
        details: { tagId },
      },
    });
    await announceLock(tx, caseNumber, locked);
    await appendEvent(tx, { type: 'tag.removed', caseId, payload: { tagId } });
    return { removed: true };
  });
}
