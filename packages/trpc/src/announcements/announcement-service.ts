import type { Prisma, PrismaClient } from '@sappis/db';
import {
  ANNOUNCEMENT_TEXTS,
  type AnnouncementAudience,
  type AnnouncementFields,
  announcementStatus,
  canPublish,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDate, toIsoDateTime } from '../serialize.ts';

type Tx = Prisma.TransactionClient;

/** Who changes an announcement: stored by e-mail address (createdBy/updatedBy), audited by user id. */
export interface AnnouncementActor {
  id: number;
  email: string;
}

/** A calendar day as stored: midnight UTC (toIsoDate reads it back). */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

function columnsOf(fields: AnnouncementFields) {
  return {
    title: fields.title,
    message: fields.message,
    audience: fields.audience,
    startsAt: dayStart(fields.startsOn),
    endsAt: fields.endsOn === null ? null : dayStart(fields.endsOn),
  };
}

type AnnouncementRow = Prisma.AnnouncementGetPayload<object>;

function toOutput(row: AnnouncementRow, today: string) {
  const startsOn = toIsoDate(row.startsAt);
  const endsOn = toIsoDate(row.endsAt);
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    audience: row.audience as AnnouncementAudience,
    startsOn,
    endsOn,
    published: row.active,
    status: announcementStatus({ published: row.active, startsOn, endsOn }, today),
    createdBy: row.createdBy,
    createdAt: toIsoDateTime(row.createdAt),
    updatedBy: row.updatedBy,
    updatedAt: toIsoDateTime(row.updatedAt),
  };
}
export type AnnouncementOutput = ReturnType<typeof toOutput>;

/** The announcements, latest start first; CURRENT leaves out those whose last day has passed. */
export async function listAnnouncements(
  prisma: PrismaClient,
  args: { filter: 'CURRENT' | 'ALL'; today: string },
): Promise<AnnouncementOutput[]> {
  const rows = await prisma.announcement.findMany({
    where:
      args.filter === 'CURRENT' ? { OR: [{ endsAt: null }, { endsAt: { gte: dayStart(args.today) } }] } : {},
    orderBy: [{ startsAt: 'desc' }, { id: 'desc' }],
    take: 500,
  });
  return rows.map((row) => toOutput(row, args.today));
}

async function audit(tx: Tx, actor: AnnouncementActor, action: string, id: number, details: object) {
  await tx.auditEntry.create({
    data: {
      userId: actor.id,
      action,
      entityType: 'announcement',
      entityId: String(id),
      details: details as Prisma.InputJsonObject,
    },
  });
}

/** A new announcement, saved as a draft (not shown to customers until published). */
export async function createAnnouncement(
  tx: Tx,
  args: { actor: AnnouncementActor; fields: AnnouncementFields },
): Promise<{ id: number }> {
  const created = await tx.announcement.create({
    data: { ...columnsOf(args.fields), active: false, createdBy: args.actor.email },
    select: { id: true },
  });
  await audit(tx, args.actor, 'announcement.created', created.id, {
    title: args.fields.title,
    audience: args.fields.audience,
  });
  return created;
}

async function lockedAnnouncement(tx: Tx, id: number): Promise<AnnouncementRow> {
  // Row lock: an edit and a publish of the same announcement apply one after the other.
  const locked = await tx.$queryRaw<
    { id: number }[]
  >`SELECT "id" FROM "announcements" WHERE "id" = ${id} FOR UPDATE`;
  if (!locked[0]) throw new AppError('NOT_FOUND', ANNOUNCEMENT_TEXTS.notFound);
  return tx.announcement.findUniqueOrThrow({ where: { id } });
}

/** Changes the texts, audience and dates; whether it is published stays as it was. */
export async function updateAnnouncement(
  prisma: PrismaClient,
  args: { actor: AnnouncementActor; id: number; fields: AnnouncementFields; today: string },
): Promise<AnnouncementOutput> {
  return prisma.$transaction(async (tx) => {
    await lockedAnnouncement(tx, args.id);
    const updated = await tx.announcement.update({
      where: { id: args.id },
      data: { ...columnsOf(args.fields), updatedBy: args.actor.email },
    });
    await audit(tx, args.actor, 'announcement.updated', args.id, {
      title: args.fields.title,
      audience: args.fields.audience,
      startsOn: args.fields.startsOn,
      endsOn: args.fields.endsOn,
    });
    return toOutput(updated, args.today);
  });
}

/**
 * Publishes (customers see it from its first day to its last) or takes it back to a draft. Publishing one
 * whose last day has passed is refused; a repeat of the current state changes nothing.
 */
export async function setAnnouncementPublished(
  prisma: PrismaClient,
  args: { actor: AnnouncementActor; id: number; published: boolean; today: string },
): Promise<AnnouncementOutput> {
  return prisma.$transaction(async (tx) => {
    const current = await lockedAnnouncement(tx, args.id);
    if (current.active === args.published) return toOutput(current, args.today);
    if (args.published && !canPublish({ endsOn: toIsoDate(current.endsAt) }, args.today)) {
      throw new AppError('PRECONDITION_FAILED', ANNOUNCEMENT_TEXTS.publishEnded);
    }
    const updated = await tx.announcement.update({
      where: { id: args.id },
      data: { active: args.published, updatedBy: args.actor.email },
    });
    await audit(
      tx,
      args.actor,
      args.published ? 'announcement.published' : 'announcement.unpublished',
      args.id,
      {},
    );
    return toOutput(updated, args.today);
  });
}
