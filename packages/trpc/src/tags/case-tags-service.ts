import type { PrismaClient } from '@sappis/db';
import { type CaseWriter, writeCase } from '../cases/write-case.ts';
import { AppError } from '../errors.ts';
import type { TagOutput } from './tag-schemas.ts';

export const CASE_NOT_FOUND = 'Ärendet finns inte';
export const TAG_NOT_FOUND = 'Taggen finns inte';
export const TAG_NOT_ON_CASE = 'Ärendet har inte taggen';

export const tagAddedHistory = (name: string) => `Tagg tillagd: ${name}`;
export const tagRemovedHistory = (name: string) => `Tagg borttagen: ${name}`;

export interface CaseTagWriter {
  user: CaseWriter;
  now: Date;
  /** The case lock's lease: changing a case's tags takes (or renews) the writer's lock. */
  leaseSeconds: number;
  /** The case version the client saw; a stale one is refused with CONFLICT. */
  version: number;
}

/** The case number of `caseId` (case writes go by number); NOT_FOUND when there is no such case. */
async function caseNumberOf(prisma: PrismaClient, caseId: number): Promise<number> {
  const item = await prisma.case.findUnique({ where: { id: caseId }, select: { number: true } });
  if (!item) throw new AppError('NOT_FOUND', CASE_NOT_FOUND);
  return item.number;
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
 * Puts a tag on a case by hand: an existing tag by id, or by name (a new name creates a manual tag). A case
 * change like any other (see writeCase): takes (or renews) the writer's lock, checks and bumps the version,
 * writes the history entry 'Tagg tillagd: {name}' and the audit row, then appends 'case.changed', the
 * catalogue event of a new tag and 'tag.added'. Putting on a tag the case already has writes nothing and
 * answers with the version the client sent.
 */
export async function addTagToCase(
  prisma: PrismaClient,
  input: CaseTagWriter & { caseId: number; tag: { id: number } | { name: string } },
): Promise<TagOutput & { version: number }> {
  const { caseId } = input;
  const caseNumber = await caseNumberOf(prisma, caseId);
  const present = await prisma.caseTag.findFirst({
    where: {
      caseId,
      tag:
        'id' in input.tag ? { id: input.tag.id } : { name: { equals: input.tag.name, mode: 'insensitive' } },
    },
    select: { automatic: true, tag: { select: { id: true, name: true } } },
  });
  if (present) return { ...present.tag, automatic: present.automatic, caseId, version: input.version };

  let added: { id: number; name: string } | undefined;
  const { version } = await writeCase(
    prisma,
    { ...input, caseNumber, action: 'tag.add' },
    async (tx, _current, emit) => {
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
      // Put on by someone else since the check above: nothing to change (refused as such).
      const { count } = await tx.caseTag.createMany({
        data: [{ caseId, tagId: tag.id, automatic: false }],
        skipDuplicates: true,
      });
      if (count === 0) return [];
      added = tag;
      if (created) emit({ type: 'tag.catalogueChanged', payload: { tagId: tag.id } });
      emit({ type: 'tag.added', caseId, payload: { tagId: tag.id, name: tag.name, automatic: false } });
      return [tagAddedHistory(tag.name)];
    },
  );
  if (!added) throw new Error('addTagToCase: no tag added');
  return { ...added, automatic: false, caseId, version };
}

/**
 * Takes a tag off a case (document 1 section 7: DELETE /{id}?case_id=), as a versioned case write like
 * addTagToCase: history 'Tagg borttagen: {name}', audit, then 'case.changed' and 'tag.removed'.
 */
export async function removeTagFromCase(
  prisma: PrismaClient,
  { caseId, tagId, ...writer }: CaseTagWriter & { caseId: number; tagId: number },
): Promise<{ removed: true; version: number }> {
  const caseNumber = await caseNumberOf(prisma, caseId);
  const { version } = await writeCase(
    prisma,
    { ...writer, caseNumber, action: 'tag.remove' },
    async (tx, _current, emit) => {
      const row = await tx.caseTag.findUnique({
        where: { caseId_tagId: { caseId, tagId } },
        select: { tag: { select: { name: true } } },
      });
      if (!row) throw new AppError('NOT_FOUND', TAG_NOT_ON_CASE);
      await tx.caseTag.delete({ where: { caseId_tagId: { caseId, tagId } } });
      emit({ type: 'tag.removed', caseId, payload: { tagId } });
      return [tagRemovedHistory(row.tag.name)];
    },
  );
  return { removed: true, version };
}
