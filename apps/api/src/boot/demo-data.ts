import type { PrismaClient } from '@sappis/db';
import { DEMO_USERS, seedDemo } from '@sappis/db/seed/index';
import { hashPassword } from '@sappis/trpc/auth/password';
import type { Logger } from '../logger.ts';

/** A demo sign-in as the seed reports it. */
export interface DemoUser {
  username: string;
  password: string;
  groups: readonly string[];
}

/**
 * Seeds the demo data into an empty database. Returns the demo sign-ins to print: on every start of a
 * database that has them, none on a database without the demo users.
 */
export async function ensureDemoData(
  prisma: PrismaClient,
  logger: Logger,
  productName: string,
): Promise<DemoUser[]> {
  const result = await seedDemo(prisma, { hashPassword: (password) => hashPassword(password), productName });
  if (result.seeded) {
    logger.info({ ms: Math.round(result.totalMs) }, 'demo data seeded');
    return result.users;
  }
  const demoUsernames = DEMO_USERS.map((user) => user.username);
  const present = await prisma.user.count({ where: { username: { in: demoUsernames } } });
  return present > 0 ? result.users : [];
}

/** A plain-text table of the demo sign-ins for the console. */
export function formatDemoUsersTable(users: readonly DemoUser[]): string {
  const rows = users.map((user) => [user.username, user.password, user.groups.join(', ')]);
  const header = ['användare', 'lösenord', 'grupper'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
