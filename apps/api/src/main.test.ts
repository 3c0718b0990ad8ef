import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { ALL_GROUPS, groupNames } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedProcess, spawnMain } from './testing/spawn-server.ts';

const CREATE_ADMIN = fileURLToPath(new URL('./admin/create-admin.ts', import.meta.url));

/** The exit code and output of a child started with execFile. */
function outputAndExit(child: ReturnType<typeof execFile>) {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('a start with DATABASE_URL (production)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: SpawnedProcess & { url: string };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await spawnMain({ DATABASE_URL: db.url, SAPPIS_DEMO_DATA: '' });
  });

  afterAll(async () => {
    app?.process.kill('SIGTERM');
    await app?.exited;
    await db?.drop();
  });

  it('creates no users and no demo data, but the reference catalogue', async () => {
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
    expect(await db.prisma.user.count()).toBe(0);
    expect(await db.prisma.customer.count()).toBe(0);
    expect(await db.prisma.caseQueue.count()).toBe(0);
    const groups = await db.prisma.group.findMany({ select: { name: true } });
    expect(groups.map((group) => group.name).sort()).toEqual(groupNames(ALL_GROUPS, 'Sappa').sort());
    expect(await db.prisma.caseType.findUnique({ where: { id: 120 } })).toMatchObject({
      name: 'Byte av betalsätt',
    });
    expect(await db.prisma.caseOwnerGroup.findUnique({ where: { id: 42 } })).toMatchObject({
      name: 'Kundservice',
    });
  });

  it('create-admin refuses to run without a password, and creates an administrator with one', async () => {
    const run = async (input: string) => {
      const child = execFile(process.execPath, ['--import', 'tsx', CREATE_ADMIN, '--username', 'chef'], {
        env: { ...process.env, DATABASE_URL: db.url, SAPPIS_ADMIN_PASSWORD: '' },
        timeout: 90_000,
      });
      const result = outputAndExit(child);
      child.stdin?.end(input);
      return result;
    };
    const withoutPassword = await run('');
    expect(withoutPassword).toMatchObject({ code: 2, stderr: expect.stringContaining('Ange ett lösenord') });

    const created = await run('ett hemligt lösenord\n');
    expect(created).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(
        'Administratören chef har skapats (grupper: SAPPIS, ADMIN, SUPER_USER)',
      ),
    });
    expect(await db.prisma.user.count()).toBe(1);
  }, 120_000);

  it('the administrator signs in over HTTP', async () => {
    const response = await fetch(`${app.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'chef', password: 'ett hemligt lösenord' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { profile: { groups: string[] } } } };
    expect([...body.result.data.profile.groups].sort()).toEqual(['ADMIN', 'SAPPIS', 'SUPER_USER']);
  });
});

describe('a start on a throwaway embedded database (SAPPIS_EPHEMERAL_DB=1)', () => {
  let root: string;

  beforeAll(async () => {
    // Reachable by the `postgres` user when the tests run as root (mkdtemp makes 0700).
    root = await mkdtemp(path.join(tmpdir(), 'sappis-main-test-'));
    await chmod(root, 0o755);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const clusterFolders = async () =>
    (await readdir(root)).filter((name) => name.startsWith('sappis-postgres-'));

  it('stopped by SIGTERM, shuts down cleanly and deletes its temporary data folder', async () => {
    const app = await spawnMain({
      DATABASE_URL: '',
      SAPPIS_EPHEMERAL_DB: '1',
      SAPPIS_DEMO_DATA: '0',
      TMPDIR: root,
    });
    expect(await clusterFolders()).toHaveLength(1);
    app.process.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(await clusterFolders()).toEqual([]);
  }, 60_000);
});
