// Runs a command with DATABASE_URL pointing at the development database: DATABASE_URL's server when
// set, otherwise the embedded PostgreSQL under .data/postgres (started for the command, stopped after).
//
//   node --import tsx scripts/with-database.ts [--scratch] <command> [args...]
//
// --scratch: use a new empty database on that server instead, dropped afterwards (for generating
// migrations from nothing without touching the development data).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase, withAdminClient } from '../packages/db/src/admin.ts';
import { withDatabase } from '../packages/db/src/connection-url.ts';
import { startDatabase } from '../packages/db/src/database.ts';

const args = process.argv.slice(2);
const scratch = args[0] === '--scratch';
const [command, ...commandArgs] = scratch ? args.slice(1) : args;
if (command === undefined) {
  console.error('usage: node --import tsx scripts/with-database.ts [--scratch] <command> [args...]');
  process.exit(2);
}

const database = await startDatabase();
const scratchName = scratch ? `sappis_scratch_${randomBytes(4).toString('hex')}` : undefined;
let exitCode = 1;
try {
  if (scratchName !== undefined)
    await withAdminClient(database.url, (client) => ensureDatabase(client, scratchName));
  const url = scratchName === undefined ? database.url : withDatabase(database.url, scratchName);
  exitCode = await run(command, commandArgs, { ...process.env, DATABASE_URL: url });
} finally {
  if (scratchName !== undefined)
    await withAdminClient(database.url, (client) => dropDatabase(client, scratchName));
  await database.stop();
}
process.exit(exitCode);

function run(file: string, fileArgs: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, fileArgs, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}
