import { hash, randomBytes } from 'node:crypto';
import { Prisma, type PrismaClient } from '@sappis/db';
import {
  type CompanyAccountProfile,
  type CompanySignInRefusal,
  type GroupName,
  groupName,
  groupNames,
} from '@sappis/shared';
import { appendEvent } from '../events/append-event.ts';
import { groupIdOf } from '../users/user-admin-service.ts';
import { hashPassword } from './password.ts';
import { createSession, endSessionByToken, type SessionSettings } from './sessions.ts';

/**
 * Signing in with the company account (OpenID Connect): the identity provider has vouched for the account (the
 * HTTP layer checked state, nonce, PKCE and the ID token); this links it to a Sappis user by issuer and subject,
 * keeps the user's profile and groups as the provider says, and opens a session as a password sign-in does.
 */

export interface CompanyAccount extends CompanyAccountProfile {
  issuer: string;
  subject: string;
}

/** The refusals decided here; the HTTP layer decides the protocol's own (state, code, expired, ...). */
export type CompanyAccountRefusal = Extract<CompanySignInRefusal, 'disabled' | 'no-group' | 'conflict'>;

export type CompanySignInResult =
  | { signedIn: true; token: string; expiresAt: Date; userId: number }
  | { signedIn: false; refusal: CompanyAccountRefusal };

type Tx = Prisma.TransactionClient;

/** What the audit log names as the source of a change the identity provider made. */
const SOURCE = 'oidc';

/**
 * Signs the account in, in one transaction: a first sign-in creates the user (refused when another user has the
 * username or e-mail address: no account is taken over); a later one updates the names, the e-mail address and
 * the username (each only when no other user has it) and makes the user's groups exactly the mapped ones, so a
 * group the provider no longer gives is gone from now on. A disabled user is refused and nothing changes; a user
 * left without groups is refused (the removal stays). Opens a NEW session, ends the one the browser came with.
 */
export async function signInWithCompanyAccount(
  prisma: PrismaClient,
  args: {
    account: CompanyAccount;
    productName: string;
    previousSessionToken?: string | null;
    userAgent?: string | null;
    settings: SessionSettings;
    now: Date;
  },
): Promise<CompanySignInResult> {
  const attempt = () => prisma.$transaction((tx) => signInWithin(tx, args));
  try {
    return await attempt();
  } catch (error) {
    // A concurrent first sign-in of the same account created the user: this one finds it now.
    if (!isUniqueViolation(error)) throw error;
    try {
      return await attempt();
    } catch (again) {
      if (isUniqueViolation(again)) return { signedIn: false, refusal: 'conflict' };
      throw again;
    }
  }
}

async function signInWithin(
  tx: Tx,
  args: Parameters<typeof signInWithCompanyAccount>[1],
): Promise<CompanySignInResult> {
  const { account, productName } = args;
  const [linked] = await tx.$queryRaw<{ id: number; active: boolean }[]>`
    SELECT "id", "active" FROM "users"
    WHERE "oidcIssuer" = ${account.issuer} AND "oidcSubject" = ${account.subject} FOR UPDATE`;

  let userId: number;
  if (linked) {
    if (!linked.active) return { signedIn: false, refusal: 'disabled' };
    userId = linked.id;
    await updateProfile(tx, userId, account);
    if (account.groups.length === 0) {
      await setGroups(tx, userId, account.groups, productName);
      return { signedIn: false, refusal: 'no-group' };
    }
  } else {
    if (account.groups.length === 0) return { signedIn: false, refusal: 'no-group' };
    if ((await takenBy(tx, 'username', account.username)) || (await takenBy(tx, 'email', account.email))) {
      return { signedIn: false, refusal: 'conflict' };
    }
    userId = await createUser(tx, account, productName);
  }

  await tx.session.deleteMany({ where: { userId, expiresAt: { lte: args.now } } });
  const session = await createSession(tx, {
    userId,
    userAgent: args.userAgent,
    now: args.now,
    settings: args.settings,
  });
  // Last: the events take the append lock (see endSessionByToken).
  if (linked) await setGroups(tx, userId, account.groups, productName);
  if (args.previousSessionToken) await endSessionByToken(tx, args.previousSessionToken);
  return { signedIn: true, token: session.token, expiresAt: session.expiresAt, userId };
}

/** Another user with this username or e-mail address (compared without case), other than `exceptUserId`. */
async function takenBy(
  tx: Tx,
  column: 'username' | 'email',
  value: string,
  exceptUserId?: number,
): Promise<boolean> {
  const other = await tx.user.findFirst({
    where: {
      [column]: { equals: value, mode: 'insensitive' },
      ...(exceptUserId === undefined ? {} : { id: { not: exceptUserId } }),
    },
    select: { id: true },
  });
  return other !== null;
}

async function updateProfile(tx: Tx, userId: number, account: CompanyAccount): Promise<void> {
  const usernameFree = !(await takenBy(tx, 'username', account.username, userId));
  const emailFree = !(await takenBy(tx, 'email', account.email, userId));
  await tx.user.update({
    where: { id: userId },
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      ...(usernameFree ? { username: account.username } : {}),
      ...(emailFree ? { email: account.email } : {}),
    },
  });
}

async function createUser(tx: Tx, account: CompanyAccount, productName: string): Promise<number> {
  const groupIds = await Promise.all(account.groups.map((group) => groupIdOf(tx, group, productName)));
  const created = await tx.user.create({
    data: {
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      employeeNumber: employeeNumberOf(account),
      // No password signs in as this user: a hash of a random one nobody knows (a local sign-in with any
      // password takes as long as for any other user).
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      oidcIssuer: account.issuer,
      oidcSubject: account.subject,
      groups: { create: groupIds.map((groupId) => ({ groupId })) },
    },
    select: { id: true },
  });
  await tx.auditEntry.create({
    data: {
      userId: created.id,
      action: 'user.created',
      entityType: 'user',
      entityId: String(created.id),
      details: {
        username: account.username,
        groups: groupNames(account.groups, productName),
        source: SOURCE,
      },
    },
  });
  return created.id;
}

/** A stable employee number of its own for the account (the column is required and unique), e.g. 'OIDC-3q2+7w...'. */
function employeeNumberOf(account: CompanyAccount): string {
  return `OIDC-${hash('sha256', `${account.issuer}\n${account.subject}`, 'base64url').slice(0, 16)}`;
}

/**
 * Makes the user's groups exactly `groups`. A removal appends 'user.changed' by its trigger, a grant
 * here, as the user administration does: the user's open WebSockets are checked again at once.
 */
async function setGroups(tx: Tx, userId: number, groups: readonly GroupName[], productName: string) {
  const wanted = groupNames(groups, productName);
  const current = await tx.userGroup.findMany({
    where: { userId },
    select: { groupId: true, group: { select: { name: true } } },
  });
  const currentNames = new Set(current.map((membership) => membership.group.name));
  const removed = current.filter((membership) => !wanted.includes(membership.group.name));
  const added = groups.filter((group) => !currentNames.has(groupName(group, productName)));
  if (removed.length > 0) {
    await tx.userGroup.deleteMany({
      where: { userId, groupId: { in: removed.map((membership) => membership.groupId) } },
    });
  }
  for (const group of added) {
    await tx.userGroup.create({ data: { userId, groupId: await groupIdOf(tx, group, productName) } });
  }
  const changes = [
    ...removed.map((membership) => ({ action: 'user.groupRemoved', group: membership.group.name })),
    ...added.map((group) => ({ action: 'user.groupAdded', group: groupName(group, productName) })),
  ];
  for (const change of changes) {
    await tx.auditEntry.create({
      data: {
        userId,
        action: change.action,
        entityType: 'user',
        entityId: String(userId),
        details: { group: change.group, source: SOURCE },
      },
    });
  }
  if (added.length > 0) await appendEvent(tx, { type: 'user.changed', userId, payload: {} });
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
