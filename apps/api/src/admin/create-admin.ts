// Creates the first administrator of a database without demo users (a start with DATABASE_URL):
//
//   npm run create-admin -- --username <name> [--first-name <name>] [--last-name <name>] [--email <address>]
//
// The password comes from SAPPIS_ADMIN_PASSWORD, else from the first line of stdin (typed without echo at a
// terminal); there is no default. Uses DATABASE_URL's database, else the embedded one, migrates it first and
// adds what it lacks of the reference catalogue (the groups among it).
import { parseArgs } from 'node:util';
import { createPrismaClient } from '@sappis/db';
import { startDatabase } from '@sappis/db/database';
import { migrateDeploy } from '@sappis/db/migrate';
import { ensureReferenceCatalogue } from '@sappis/db/seed/index';
import { ADMINISTRATOR_GROUPS, createAdministrator } from '@sappis/trpc/auth/create-administrator';
import { isAppError } from '@sappis/trpc/errors';
import { loadSettings } from '../settings.ts';
import { readPassword } from './read-password.ts';

const USAGE =
  'Användning: npm run create-admin -- --username <namn> [--first-name <namn>] [--last-name <namn>] [--email <adress>]\n' +
  'Lösenordet läses från SAPPIS_ADMIN_PASSWORD eller från standard in.\n';

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let options: { username?: string; 'first-name'?: string; 'last-name'?: string; email?: string };
try {
  ({ values: options } = parseArgs({
    options: {
      username: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
    },
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
}
const username = options.username?.trim();
if (!username) fail(USAGE, 2);

const password = process.env.SAPPIS_ADMIN_PASSWORD || (await readPassword('Lösenord: '));
if (!password) fail(`Ange ett lösenord\n${USAGE}`, 2);

const { productName } = loadSettings();
const database = await startDatabase();
try {
  await migrateDeploy(database.url);
  const prisma = createPrismaClient(database.url);
  try {
    await ensureReferenceCatalogue(prisma, { productName });
    const admin = await createAdministrator(prisma, {
      username,
      password,
      firstName: options['first-name'] ?? 'Administratör',
      lastName: options['last-name'] ?? username,
      email: options.email ?? `${username}@sappis.invalid`,
    });
    process.stdout.write(
      `Administratören ${admin.username} har skapats (grupper: ${ADMINISTRATOR_GROUPS.join(', ')})\n`,
    );
  } finally {
    await prisma.$disconnect();
  }
} catch (error) {
  if (!isAppError(error)) throw error;
  process.exitCode = 1;
  process.stderr.write(`${error.userMessage}\n`);
} finally {
  await database.stop();
}
