import type { PrismaClient } from '@sappis/db';
import type { Logger } from '../logger.ts';

/** A demo sign-in as the seed reports it. */
export interface DemoUser {
  username: string;
  password: string;
  groups: readonly string[];
}

/**
 * Seeds the demo data when the database is empty and returns the demo users to print.
 *
 * LEAD: this is the single call site of the demo seed. It loads `seedDemo(prisma)` from
 * `@sappis/db/seed/demo` at run time (so the API builds before the seed exists); once the seed is in,
 * replace the dynamic import with `import { seedDemo } from '@sappis/db/seed/demo'` and adapt
 * `readDemoUsers` to its return value.
 */
export async function ensureDemoData(prisma: PrismaClient, logger: Logger): Promise<DemoUser[]> {
  if ((await prisma.user.count()) > 0) return [];
  const seedModule = '@sappis/db/seed/demo';
  let seedDemo: ((prisma: PrismaClient) => Promise<unknown>) | undefined;
  try {
    ({ seedDemo } = (await import(seedModule)) as { seedDemo?: (prisma: PrismaClient) => Promise<unknown> });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  if (!seedDemo) {
    logger.warn('demo seed not available: the database stays empty', { module: seedModule });
    return [];
  }
  logger.info('seeding demo data');
  return readDemoUsers(await seedDemo(prisma));
}

/** Accepts `DemoUser[]` or `{ users: DemoUser[] }` from the seed. */
function readDemoUsers(result: unknown): DemoUser[] {
  const list = Array.isArray(result)
    ? result
    : typeof result === 'object' && result !== null && 'users' in result && Array.isArray(result.users)
      ? result.users
      : [];
  return list.filter(
    (user): user is DemoUser =>
      typeof user === 'object' &&
      user !== null &&
      typeof (user as DemoUser).username === 'string' &&
      typeof (user as DemoUser).password === 'string',
  );
}

/** A plain-text table of the demo sign-ins for the console. */
export function formatDemoUsersTable(users: readonly DemoUser[]): string {
  const rows = users.map((user) => [user.username, user.password, (user.groups ?? []).join(', ')]);
  const header = ['användare', 'lösenord', 'grupper'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
