import type { PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';
import { clearLoginAttempts, countLoginAttempt } from './login-throttle.ts';
import { getDummyPasswordHash, verifyPassword } from './password.ts';
import { createSession, endSessionByToken, type SessionSettings, type SessionUser } from './sessions.ts';

/** Domain functions of sign-in. They take explicit arguments and know nothing of tRPC. */

export const WRONG_CREDENTIALS_MESSAGE = 'Fel användarnamn eller lösenord';

export interface Profile {
  id: number;
  username: string;
  /** anvandareNamn: first name and last name. */
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  employeeNumber: string;
  groups: string[];
}

/** The profile of a signed-in user (the session lookup reads everything it needs). */
export function toProfile(user: SessionUser): Profile {
  return {
    id: user.id,
    username: user.username,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    employeeNumber: user.employeeNumber,
    groups: user.groups,
  };
}

/**
 * Counts the attempt (see login-throttle.ts), checks the credentials and opens a NEW session (never reusing
 * the caller's), in one transaction that also ends the session the browser came with and clears the user's
 * expired sessions.
 * Wrong username, wrong password and a deactivated user all give the same UNAUTHORIZED error and take the
 * same time (a dummy hash is verified when the user does not exist). Success clears the attempt count.
 */
export async function logIn(
  prisma: PrismaClient,
  args: {
    username: string;
    password: string;
    previousSessionToken?: string | null;
    userAgent?: string | null;
    settings: SessionSettings;
    now: Date;
  },
): Promise<{ token: string; expiresAt: Date; profile: Profile }> {
  await countLoginAttempt(prisma, { username: args.username, now: args.now });
  const user = await prisma.user.findUnique({
    where: { username: args.username },
    select: {
      id: true,
      username: true,
      firstName: true,
      lastName: true,
      email: true,
      employeeNumber: true,
      active: true,
      passwordHash: true,
      groups: { select: { group: { select: { name: true } } } },
    },
  });
  const passwordOk = await verifyPassword(
    args.password,
    user?.passwordHash ?? (await getDummyPasswordHash()),
  );
  if (!user?.active || !passwordOk) {
    throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS_MESSAGE);
  }

  const session = await prisma.$transaction(async (tx) => {
    await clearLoginAttempts(tx, args.username);
    await tx.session.deleteMany({ where: { userId: user.id, expiresAt: { lte: args.now } } });
    const created = await createSession(tx, {
      userId: user.id,
      userAgent: args.userAgent,
      now: args.now,
      settings: args.settings,
    });
    if (args.previousSessionToken) await endSessionByToken(tx, args.previousSessionToken);
    return created;
  });

  const groups = user.groups.map((membership) => membership.group.name).sort();
  return { token: session.token, expiresAt: session.expiresAt, profile: toProfile({ ...user, groups }) };
}

/** Ends the session of the token (no error if it is already gone). */
export async function logOut(prisma: PrismaClient, sessionToken: string | null): Promise<void> {
  if (!sessionToken) return;
  await prisma.$transaction((tx) => endSessionByToken(tx, sessionToken));
}
