import { spawn } from 'node:child_process';
import { prismaCli, repoRoot } from './paths.ts';

/** Applies pending migrations (prisma/migrations) to the database at `url` with `prisma migrate deploy`. */
export async function migrateDeploy(url: string): Promise<void> {
  const { code, output } = await run(prismaCli, ['migrate', 'deploy'], {
    ...process.env,
    DATABASE_URL: url,
    CHECKPOINT_DISABLE: '1', // no update check over the network
  });
  if (code !== 0) throw new Error(`prisma migrate deploy failed (exit code ${code}):\n${output}`);
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal === null ? 1 : 128), output }));
  });
}
