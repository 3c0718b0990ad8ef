import { readFileSync } from 'node:fs';
import { readFile, readlink, rm } from 'node:fs/promises';
import path from 'node:path';

/** Who holds a data directory's `postmaster.pid`. */
export type PostmasterState =
  | { kind: 'free' }
  /** A pid file left behind by a crash or reboot (its pid is gone or now belongs to another program). */
  | { kind: 'stale'; pid: number }
  /**
   * A running PostgreSQL serves this data directory. `orphaned` when the process that started it
   * (a Node process of ours) is gone, e.g. after a SIGKILL: nobody will ever stop it.
   */
  | { kind: 'running'; pid: number; port: number; orphaned: boolean };

export async function inspectPostmaster(dataDir: string): Promise<PostmasterState> {
  const lines = await readPidFile(dataDir);
  if (lines === undefined) return { kind: 'free' };
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return { kind: 'stale', pid: 0 };
  if (!isAlive(pid) || !(await isPostgresServing(pid, dataDir))) return { kind: 'stale', pid };
  return { kind: 'running', pid, port, orphaned: await isOrphaned(pid) };
}

export async function removeStalePidFile(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
}

/** Fast shutdown (SIGINT) of a postmaster, escalating to immediate shutdown (SIGQUIT) after `timeoutMs`. */
export async function terminatePostmaster(pid: number, timeoutMs = 10_000): Promise<void> {
  signal(pid, 'SIGINT');
  if (await waitForExit(pid, timeoutMs)) return;
  signal(pid, 'SIGQUIT');
  if (await waitForExit(pid, timeoutMs)) return;
  throw new Error(`PostgreSQL (pid ${pid}) did not shut down`);
}

async function readPidFile(dataDir: string): Promise<string[] | undefined> {
  try {
    return (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (errorCode(error) !== 'EPERM') return false; // EPERM: exists, owned by another user
  }
  return !isZombie(pid);
}

/** An exited process nobody reaped yet (possible when an orphan's new parent never waits). */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** The process is a `postgres` whose `-D` argument is this data directory (Linux /proc; assumed so elsewhere). */
async function isPostgresServing(pid: number, dataDir: string): Promise<boolean> {
  let argv: string[];
  try {
    argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
  } catch {
    return true;
  }
  if (path.basename(argv[0] ?? '') !== 'postgres') return false;
  const dataDirArgument = argv[argv.indexOf('-D') + 1];
  return dataDirArgument !== undefined && path.resolve(dataDirArgument) === path.resolve(dataDir);
}

/** Its parent is no longer a Node process (it was re-parented to init or a subreaper). */
async function isOrphaned(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const parentPid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    const parentProgram = await programOf(`/proc/${parentPid}`);
    return parentProgram !== process.execPath && !path.basename(parentProgram).startsWith('node');
  } catch {
    return false; // cannot tell: leave it alone
  }
}

async function programOf(procDir: string): Promise<string> {
  try {
    return await readlink(`${procDir}/exe`);
  } catch {
    return (await readFile(`${procDir}/cmdline`, 'utf8')).split('\0')[0] ?? '';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if (errorCode(error) !== 'ESRCH') throw error;
  }
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}
