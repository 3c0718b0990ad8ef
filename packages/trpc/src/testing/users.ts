import type { PrismaClient } from '@sappis/db';
import { DEFAULT_PRODUCT_NAME, groupNames } from '@sappis/shared';
import { hashPassword } from '../auth/password.ts';

let counter = 0;

export interface TestUserOptions {
  username?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Group identifiers (Group) or names; '{product}' in an identifier becomes `productName`. */
  groups?: string[];
  active?: boolean;
  /** Default 'Sappa'. */
  productName?: string;
}

/** Creates a user (and any missing groups) directly in the database. Password defaults to 'losenord'. */
export async function createTestUser(prisma: PrismaClient, options: TestUserOptions = {}) {
  counter += 1;
  const unique = `${process.pid}-${Date.now().toString(36)}-${counter}`;
  const username = options.username ?? `user-${unique}`;
  const password = options.password ?? 'losenord';
  const groups = groupNames(options.groups ?? [], options.productName ?? DEFAULT_PRODUCT_NAME);
  // A cheap scrypt cost keeps tests fast; verifyPassword reads the cost from the hash.
  const passwordHash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
  // Not connectOrCreate: users created concurrently with the same new group would race on its unique name.
  await prisma.group.createMany({ data: groups.map((name) => ({ name })), skipDuplicates: true });
  const user = await prisma.user.create({
    data: {
      username,
      email: `${username}@example.se`,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'Användare',
      employeeNumber: `E-${unique}`,
      passwordHash,
      active: options.active ?? true,
      groups: {
        create: groups.map((name) => ({
          group: { connect: { name } },
        })),
      },
    },
  });
  return { ...user, password };
}
