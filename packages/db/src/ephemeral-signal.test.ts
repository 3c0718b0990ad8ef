import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const databaseModule = fileURLToPath(new URL('./database.ts', import.meta.url));
const temporaryRoots: string[] = [];

afterEach(async () => {
  await Promise.all(temporaryRoots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** The throwaway clusters' folders (`sappis-postgres-*`) under `root`. */
async function clusterFolders(root: string): Promise<string[]> {
  return (await readdir(root)).filter((name) => name.startsWith('sappis-postgres-'));
}

/**
 * Starts a throwaway embedded database in a child process whose temporary folder is `root`, runs `after`
 * there once it is up, SIGTERMs it, and resolves with its exit code.
 */
async function startThenTerminate(root: string, after: string): Promise<number | null> {
  const script = `import { startDatabase } from ${JSON.stringify(databaseModule)};
await startDatabase({ ephemeral: true });
${after}
console.log('started');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, DATABASE_URL: '', TMPDIR: root },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('started')) resolve();
    });
    void exited.then((code) => reject(new Error(`child exited early with ${code}`)));
  });
  expect(await clusterFolders(root)).toHaveLength(1);
  child.kill('SIGTERM');
  return exited;
}

describe('a throwaway embedded database stopped by SIGTERM', () => {
  let root: string;

  async function newRoot(): Promise<string> {
    // Reachable by the `postgres` user when the tests run as root (mkdtemp makes 0700).
    root = await mkdtemp(path.join(tmpdir(), 'sappis-signal-test-'));
    await chmod(root, 0o755);
    temporaryRoots.push(root);
    return root;
  }

  it('leaves no folder behind in a process that does not handle the signal (exit code 143)', async () => {
    const code = await startThenTerminate(await newRoot(), '');
    expect(code).toBe(143);
    expect(await clusterFolders(root)).toEqual([]);
  });

  it('leaves no folder behind when the process handles the signal by exiting at once (like vitest)', async () => {
    const code = await startThenTerminate(
      await newRoot(),
      "process.once('SIGTERM', () => setTimeout(() => process.exit(7), 1));",
    );
    expect(code).toBe(7);
    expect(await clusterFolders(root)).toEqual([]);
  });
});
