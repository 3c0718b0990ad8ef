import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { access, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { withAdminClient } from './admin.ts';
import { type Database, startDatabase } from './database.ts';

const started: Database[] = [];
async function start(dataDir: string): Promise<Database> {
  const database = await startDatabase({ dataDir });
  started.push(database);
  return database;
}

async function query(url: string, sql: string): Promise<unknown[]> {
  return withAdminClient(url, async (client) => (await client.query(sql)).rows);
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((database) => database.stop()));
  vi.unstubAllEnvs();
});

describe('startDatabase with DATABASE_URL set', () => {
  it('uses that server as is and never stops it', async () => {
    const serverUrl = inject('testDatabaseAdminUrl'); // a server that is up for the whole run
    vi.stubEnv('DATABASE_URL', serverUrl);

    const database = await startDatabase({ dataDir: '/nonexistent/never/used' });
    expect(database).toMatchObject({ url: serverUrl, embedded: false });
    await database.stop();

    expect(await query(serverUrl, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});

describe('startDatabase with DATABASE_URL unset', () => {
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    // Reachable by the `postgres` user when the tests run as root (mkdtemp makes 0700).
    root = await mkdtemp(path.join(tmpdir(), 'sappis-database-test-'));
    await chmod(root, 0o755);
    dataDir = path.join(root, 'data');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('initialises and starts an embedded server with the sappis database on a free port', async () => {
    vi.stubEnv('DATABASE_URL', '');
    const database = await start(dataDir);

    expect(database.embedded).toBe(true);
    const url = new URL(database.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.port).not.toBe('5432');
    expect(url.pathname).toBe('/sappis');
    expect(await query(database.url, 'SELECT current_database() AS name')).toEqual([{ name: 'sappis' }]);
    await access(path.join(dataDir, 'PG_VERSION'));
  });

  it('stop() stops the server, and data survives a restart', async () => {
    vi.stubEnv('DATABASE_URL', '');
    const first = await start(dataDir);
    await query(first.url, 'CREATE TABLE survivor (id int); INSERT INTO survivor VALUES (42)');
    await first.stop();
    await expect(query(first.url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED/);

    const second = await start(dataDir);
    expect(await query(second.url, 'SELECT id FROM survivor')).toEqual([{ id: 42 }]);
  });

  it('starts despite a stale postmaster.pid whose pid now belongs to another program', async () => {
    vi.stubEnv('DATABASE_URL', '');
    // PostgreSQL itself refuses to start while the pid in the file is alive and signalable by it.
    const other = startUnrelatedProcess();
    try {
      await writeFile(
        path.join(dataDir, 'postmaster.pid'),
        `${other.pid}\n${dataDir}\n0\n5999\n\n127.0.0.1\n0 0\nready\n`,
      );
      const database = await start(dataDir);
      expect(await query(database.url, 'SELECT id FROM survivor')).toEqual([{ id: 42 }]);
    } finally {
      other.kill();
    }
  });

  it('replaces a server orphaned by a killed process', async () => {
    vi.stubEnv('DATABASE_URL', '');
    const orphanPid = await startInKilledProcess(dataDir);
    expect(isRunning(orphanPid)).toBe(true);

    const database = await start(dataDir);
    expect(await query(database.url, 'SELECT id FROM survivor')).toEqual([{ id: 42 }]);
    expect(isRunning(orphanPid)).toBe(false);
  });

  it('reuses a server another live process runs on the same directory, without stopping it', async () => {
    vi.stubEnv('DATABASE_URL', '');
    const owner = await start(dataDir);
    const guest = await start(dataDir);
    expect(guest.url).toBe(owner.url);
    await guest.stop();
    expect(await query(owner.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('ephemeral: a throwaway cluster whose files stop() deletes', async () => {
    vi.stubEnv('DATABASE_URL', '');
    const database = await startDatabase({ ephemeral: true });
    const { port } = new URL(database.url);
    const postmaster = await withAdminClient(
      database.url,
      async (client) =>
        (await client.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir")).rows[0],
    );
    await database.stop();
    await expect(access(postmaster?.dir ?? '/missing')).rejects.toThrow(/ENOENT/);
    expect(port).not.toBe('5432');
  });
});

const databaseModule = fileURLToPath(new URL('./database.ts', import.meta.url));

/** Starts the server from a child process, then SIGKILLs that process; returns the postmaster's pid. */
async function startInKilledProcess(dataDir: string): Promise<number> {
  const script = `import { startDatabase } from ${JSON.stringify(databaseModule)};
await startDatabase({ dataDir: ${JSON.stringify(dataDir)} });
console.log('started');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('started')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return Number.parseInt(
    (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
    10,
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8')); // a zombie is gone
  } catch {
    return true;
  }
}

/** A live process PostgreSQL may signal: same user, or the `postgres` user when we are root (it runs as that). */
function startUnrelatedProcess(): ChildProcess {
  if (process.getuid?.() !== 0) return spawn('sleep', ['60'], { stdio: 'ignore' });
  const id = (flag: string) =>
    Number.parseInt(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }), 10);
  return spawn('sleep', ['60'], { stdio: 'ignore', uid: id('-u'), gid: id('-g') });
}
