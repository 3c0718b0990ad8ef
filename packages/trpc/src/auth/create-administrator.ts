import type { PrismaClient } from '@sappis/db';
import { Group } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { hashPassword } from './password.ts';

/** The groups of an administrator: the application, user administration and everything else. */
export const ADMINISTRATOR_GROUPS = [Group.SAPPIS, Group.ADMIN, Group.SUPER_USER] as const;
export const MIN_ADMINISTRATOR_PASSWORD_LENGTH = 12;

export interface NewAdministrator {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Creates a user in the administrator groups, which the reference catalogue provides: the first sign-in of a
 * database without demo users.
 */
export async function createAdministrator(
  prisma: PrismaClient,
  admin: NewAdministrator,
): Promise<{ id: number; username: string }> {
  const username = admin.username.trim();
  if (username === '' || username.length > 100) {
    throw new AppError('BAD_REQUEST', 'Ange ett användarnamn på högst 100 tecken');
  }
  if (admin.password.length < MIN_ADMINISTRATOR_PASSWORD_LENGTH) {
    throw new AppError(
      'BAD_REQUEST',
      `Lösenordet måste ha minst ${MIN_ADMINISTRATOR_PASSWORD_LENGTH} tecken`,
    );
  }
  const passwordHash = await hashPassword(admin.password);
  return prisma.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { username }, select: { id: true } })) {
      throw new AppError('CONFLICT', `Användaren ${username} finns redan`);
    }
    return tx.user.create({
      data: {
        username,
        email: admin.email,
        firstName: admin.firstName,
        lastName: admin.lastName,
        employeeNumber: `ADMIN-${username}`,
        passwordHash,
        groups: { create: ADMINISTRATOR_GROUPS.map((name) => ({ group: { connect: { name } } })) },
      },
      select: { id: true, username: true },
    });
  });
}
