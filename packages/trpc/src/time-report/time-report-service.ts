import type { Prisma, PrismaClient } from '@sappis/db';
import {
  dayRefusal,
  dayTotalRefusal,
  firstOpenDay,
  periodRange,
  TIME_REPORT_TEXTS,
  type TimePeriodKind,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDate } from '../serialize.ts';

type Tx = Prisma.TransactionClient;

/** Namespace of the per-user advisory lock that keeps a day's 24 hours exact under concurrent saves. */
const TIME_REPORT_LOCK = 74_015;

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The categories one can report on, in their order. */
export async function listTimeCategories(prisma: PrismaClient) {
  const categories = await prisma.timeCategory.findMany({
    where: { active: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  return categories.map(({ id, code, name }) => ({ id, code, name }));
}

/** One's own entries in the week or month holding `day`, with the days still open for reporting. */
export async function ownPeriod(
  prisma: PrismaClient,
  args: { userId: number; kind: TimePeriodKind; day: string; today: string },
) {
  const { from, to } = periodRange(args.kind, args.day);
  const entries = await prisma.timeEntry.findMany({
    where: { userId: args.userId, day: { gte: asDate(from), lte: asDate(to) } },
    orderBy: [{ day: 'asc' }, { categoryId: 'asc' }],
  });
  return {
    from,
    to,
    today: args.today,
    firstOpenDay: firstOpenDay(args.today),
    entries: entries.map((entry) => ({
      id: entry.id,
      day: toIsoDate(entry.day),
      categoryId: entry.categoryId,
      minutes: entry.minutes,
      note: entry.note ?? '',
    })),
  };
}

function refuseDay(day: string, today: string): void {
  const refusal = dayRefusal(day, today);
  if (refusal) throw new AppError('BAD_REQUEST', refusal, { fieldErrors: { day: [refusal] } });
}

/**
 * Reports one's own hours on a day in a category, replacing what that day and category had. Refused: a day
 * not open for reporting, an unknown category, and a day that would pass 24 hours.
 */
export async function saveTimeEntry(
  tx: Tx,
  args: { userId: number; today: string; day: string; categoryId: number; minutes: number; note: string },
): Promise<{ entryId: number }> {
  refuseDay(args.day, args.today);
  const category = await tx.timeCategory.findFirst({ where: { id: args.categoryId, active: true } });
  if (!category) {
    throw new AppError('BAD_REQUEST', TIME_REPORT_TEXTS.unknownCategory, {
      fieldErrors: { categoryId: [TIME_REPORT_TEXTS.unknownCategory] },
    });
  }
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TIME_REPORT_LOCK}::int, ${args.userId}::int)`;
  const others = await tx.timeEntry.aggregate({
    where: { userId: args.userId, day: asDate(args.day), categoryId: { not: args.categoryId } },
    _sum: { minutes: true },
  });
  const refusal = dayTotalRefusal(others._sum.minutes ?? 0, args.minutes);
  if (refusal) throw new AppError('BAD_REQUEST', refusal, { fieldErrors: { minutes: [refusal] } });
  const key = { userId: args.userId, day: asDate(args.day), categoryId: args.categoryId };
  const note = args.note === '' ? null : args.note;
  const entry = await tx.timeEntry.upsert({
    where: { userId_day_categoryId: key },
    create: { ...key, minutes: args.minutes, note },
    update: { minutes: args.minutes, note },
  });
  await tx.auditEntry.create({
    data: {
      userId: args.userId,
      action: 'timeEntry.saved',
      entityType: 'timeEntry',
      entityId: String(entry.id),
      details: { day: args.day, category: category.code, minutes: args.minutes },
    },
  });
  return { entryId: entry.id };
}

/** Removes one of one's own entries on a day still open; another's entry is as unknown as a missing one. */
export async function removeTimeEntry(
  tx: Tx,
  args: { userId: number; today: string; entryId: number },
): Promise<{ entryId: number }> {
  const entry = await tx.timeEntry.findFirst({ where: { id: args.entryId, userId: args.userId } });
  if (!entry) throw new AppError('NOT_FOUND', TIME_REPORT_TEXTS.unknownEntry);
  refuseDay(toIsoDate(entry.day), args.today);
  await tx.timeEntry.delete({ where: { id: entry.id } });
  await tx.auditEntry.create({
    data: {
      userId: args.userId,
      action: 'timeEntry.removed',
      entityType: 'timeEntry',
      entityId: String(entry.id),
      details: { day: toIsoDate(entry.day), categoryId: entry.categoryId, minutes: entry.minutes },
    },
  });
  return { entryId: entry.id };
}

/**
 * The teams `userId` leads, each with every member's reported minutes per category in the week or month
 * holding `day`. Read only: a lead never changes another's entries. Someone who leads no team gets no teams.
 */
export async function teamTotals(
  prisma: PrismaClient,
  args: { userId: number; kind: TimePeriodKind; day: string },
) {
  const { from, to } = periodRange(args.kind, args.day);
  const teams = await prisma.timeReportTeam.findMany({
    where: { leadId: args.userId },
    include: { members: true },
    orderBy: { name: 'asc' },
  });
  const memberIds = teams.flatMap((team) => team.members.map((member) => member.userId));
  const [users, sums] = await Promise.all([
    prisma.user.findMany({
      where: { id: { in: memberIds } },
      select: { id: true, firstName: true, lastName: true },
    }),
    prisma.timeEntry.groupBy({
      by: ['userId', 'categoryId'],
      where: { userId: { in: memberIds }, day: { gte: asDate(from), lte: asDate(to) } },
      _sum: { minutes: true },
    }),
  ]);
  const names = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  return {
    from,
    to,
    teams: teams.map((team) => {
      const members = team.members
        .map((member) => {
          const byCategory = sums
            .filter((sum) => sum.userId === member.userId)
            .map((sum) => ({ categoryId: sum.categoryId, minutes: sum._sum.minutes ?? 0 }));
          return {
            userId: member.userId,
            name: names.get(member.userId) ?? `#${member.userId}`,
            byCategory,
            totalMinutes: byCategory.reduce((total, sum) => total + sum.minutes, 0),
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
      return {
        id: team.id,
        name: team.name,
        members,
        totalMinutes: members.reduce((total, member) => total + member.totalMinutes, 0),
      };
    }),
  };
}
