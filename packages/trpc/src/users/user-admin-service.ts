import { Prisma, type PrismaClient } from '@sappis/db';
import {
  canChangeGroup,
  canChangeUser,
  groupIdsOf,
  groupName,
  type NewUser,
  USER_ADMIN_TEXTS,
} from '@sappis/shared';
import { hashPassword } from '../auth/password.ts';
import { releaseUserLocks } from '../case-locks/service.ts';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import { toIsoDateTime } from '../serialize.ts';

type Tx = Prisma.TransactionClient;

/** The signed-in administrator: who acts, with which group identifiers, on which product. */
export interface UserAdminActor {
  id: number;
  groups: readonly string[];
  productName: string;
}

export const USERS_PAGE_SIZE = 50;

const userSelect = {
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  employeeNumber: true,
  active: true,
  createdAt: true,
  groups: { select: { group: { select: { name: true } } } },
  _count: { select: { sessions: true } },
} satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

function toAdminUser(user: UserRow, productName: string) {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    employeeNumber: user.employeeNumber,
    active: user.active,
    createdAt: toIsoDateTime(user.createdAt),
    groups: groupIdsOf(
      user.groups.map((membership) => membership.group.name),
      productName,
    ).sort(),
    openSessions: user._count.sessions,
  };
}

export type AdminUser = ReturnType<typeof toAdminUser>;

/** Users whose name, username, e-mail or employee number contains `query`, by name, a page at a time. */
export async function listUsers(
  prisma: PrismaClient,
  args: { query: string; includeInactive: boolean; page: number; productName: string },
) {
  const query = args.query.trim();
  const contains = { contains: query, mode: 'insensitive' as const };
  const where: Prisma.UserWhereInput = {
    ...(args.includeInactive ? {} : { active: true }),
    ...(query === ''
      ? {}
      : {
          OR: [
            { username: contains },
            { firstName: contains },
            { lastName: contains },
            { email: contains },
            { employeeNumber: contains },
          ],
        }),
  };
  const [users, total] = await prisma.$transaction([
    prisma.user.findMany({
      where,
      select: userSelect,
      orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
      skip: (args.page - 1) * USERS_PAGE_SIZE,
      take: USERS_PAGE_SIZE,
    }),
    prisma.user.count({ where }),
  ]);
  return {
    users: users.map((user) => toAdminUser(user, args.productName)),
    total,
    pageSize: USERS_PAGE_SIZE,
  };
}

async function lockedUser(tx: Tx, userId: number, productName: string): Promise<AdminUser> {
  await tx.$executeRaw`SELECT 1 FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
  const user = await tx.user.findUnique({ where: { id: userId }, select: userSelect });
  if (!user) throw new AppError('NOT_FOUND', USER_ADMIN_TEXTS.unknownUser);
  return toAdminUser(user, productName);
}

function assertMayChangeUser(actor: UserAdminActor, target: AdminUser): void {
  if (!canChangeUser(actor.groups, target.groups)) {
    throw new AppError('FORBIDDEN', USER_ADMIN_TEXTS.privilegedUser);
  }
}

function assertMayChangeGroup(actor: UserAdminActor, group: string): void {
  if (!canChangeGroup(actor.groups, group)) {
    const name = groupName(group, actor.productName);
    throw new AppError('FORBIDDEN', USER_ADMIN_TEXTS.privilegedGroup.replace('{group}', name));
  }
}

/** The group's row; the catalogue (ALL_GROUPS, validated by the input) is fixed, so a missing row is added. */
export async function groupIdOf(tx: Tx, group: string, productName: string): Promise<number> {
  const name = groupName(group, productName);
  const row = await tx.group.upsert({ where: { name }, create: { name }, update: {}, select: { id: true } });
  return row.id;
}

async function audit(tx: Tx, actor: UserAdminActor, action: string, userId: number, details: object) {
  await tx.auditEntry.create({
    data: { userId: actor.id, action, entityType: 'user', entityId: String(userId), details },
  });
}

/**
 * Gives or takes one group. The user's sessions see it on their next request and their open WebSockets are
 * closed at once ('user.changed': database trigger on removal, appended here on a grant), so subscriptions
 * allowed with the old groups are checked again.
 */
export async function changeMembership(
  prisma: PrismaClient,
  args: { actor: UserAdminActor; userId: number; group: string; member: boolean },
): Promise<AdminUser> {
  const { actor, userId, group, member } = args;
  // No one locks themselves out (or raises their own rights): another administrator changes one's groups.
  if (userId === actor.id) throw new AppError('FORBIDDEN', USER_ADMIN_TEXTS.notOwnGroups);
  assertMayChangeGroup(actor, group);
  return prisma.$transaction(async (tx) => {
    const target = await lockedUser(tx, userId, actor.productName);
    assertMayChangeUser(actor, target);
    if (target.groups.includes(group) === member) return target;
    const groupId = await groupIdOf(tx, group, actor.productName);
    if (member) await tx.userGroup.create({ data: { userId, groupId } });
    else await tx.userGroup.delete({ where: { userId_groupId: { userId, groupId } } });
    await audit(tx, actor, member ? 'user.groupAdded' : 'user.groupRemoved', userId, {
      group: groupName(group, actor.productName),
    });
    // A removal's trigger appends it already; a grant has no trigger (see migration session_cache_events).
    if (member) await appendEvent(tx, { type: 'user.changed', userId, payload: {} });
    return lockedUser(tx, userId, actor.productName);
  });
}

const UNIQUE_FIELDS: Record<string, [field: keyof NewUser, message: string]> = {
  username: ['username', USER_ADMIN_TEXTS.usernameTaken],
  email: ['email', USER_ADMIN_TEXTS.emailTaken],
  employeeNumber: ['employeeNumber', USER_ADMIN_TEXTS.employeeNumberTaken],
};

/** Creates a user with groups the actor may give; a taken username, e-mail or employee number is refused per field. */
export async function createUser(
  tx: Tx,
  args: { actor: UserAdminActor; user: NewUser; passwordHash: string },
): Promise<{ id: number }> {
  const { actor, user } = args;
  for (const group of user.groups) assertMayChangeGroup(actor, group);
  const fieldErrors: Record<string, string[]> = {};
  for (const [column, [field, message]] of Object.entries(UNIQUE_FIELDS)) {
    const taken = await tx.user.findFirst({
      where: { [column]: { equals: user[field] as string, mode: 'insensitive' } },
      select: { id: true },
    });
    if (taken) fieldErrors[field] = [message];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('CONFLICT', Object.values(fieldErrors)[0]?.[0] ?? USER_ADMIN_TEXTS.usernameTaken, {
      fieldErrors,
    });
  }
  const groupIds = await Promise.all(
    [...new Set(user.groups)].map((group) => groupIdOf(tx, group, actor.productName)),
  );
  const created = await tx.user
    .create({
      data: {
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        employeeNumber: user.employeeNumber,
        passwordHash: args.passwordHash,
        groups: { create: groupIds.map((groupId) => ({ groupId })) },
      },
      select: { id: true },
    })
    .catch((error: unknown) => {
      // A concurrent creation took the name between the check and the insert.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new AppError('CONFLICT', USER_ADMIN_TEXTS.usernameTaken);
      }
      throw error;
    });
  await audit(tx, actor, 'user.created', created.id, {
    username: user.username,
    groups: user.groups.map((group) => groupName(group, actor.productName)),
  });
  return created;
}

export const hashNewUserPassword = (user: NewUser) => hashPassword(user.password);

/**
 * Disables or enables a user. Disabling signs the user out everywhere at once: every session is deleted with its
 * 'session.ended' event (each process closes that session's WebSockets), and the trigger's 'user.changed'.
 */
export async function setUserActive(
  prisma: PrismaClient,
  args: { actor: UserAdminActor; userId: number; active: boolean },
): Promise<AdminUser> {
  const { actor, userId, active } = args;
  if (!active && userId === actor.id) throw new AppError('BAD_REQUEST', USER_ADMIN_TEXTS.notYourself);
  const changed = await prisma.$transaction(async (tx) => {
    const target = await lockedUser(tx, userId, actor.productName);
    assertMayChangeUser(actor, target);
    if (target.active === active) return target;
    await tx.user.update({ where: { id: userId }, data: { active } });
    await audit(tx, actor, active ? 'user.enabled' : 'user.disabled', userId, {});
    if (!active) {
      const sessions = await tx.session.findMany({ where: { userId }, select: { id: true } });
      await tx.session.deleteMany({ where: { userId } });
      for (const session of sessions) {
        await appendEvent(tx, { type: 'session.ended', payload: { sessionId: session.id } });
      }
    }
    return lockedUser(tx, userId, actor.productName);
  });
  // The case locks go with their own events, as at a sign-out.
  if (!active) await releaseUserLocks(prisma, { userId });
  return changed;
}
