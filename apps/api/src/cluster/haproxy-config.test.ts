import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOSE_HAPROXY, COMPOSE_HAPROXY_FILE } from './compose-haproxy.ts';
import { HAPROXY_BINARY } from './haproxy.ts';
import { haproxyConfig } from './haproxy-config.ts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sappis-haproxy-config-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** HAProxy's own check of a configuration (`haproxy -c`): resolves when it is valid. */
async function checkedByHaproxy(config: string): Promise<void> {
  const file = path.join(directory, 'haproxy.cfg');
  await writeFile(file, config);
  await promisify(execFile)(HAPROXY_BINARY, ['-c', '-q', '-f', file]);
}

describe('the HAProxy configuration in front of the replicas', () => {
  it('is valid for HAProxy, with each replica once, health checked, round robin and WebSockets kept open', async () => {
    const replicas = fc.uniqueArray(fc.integer({ min: 1024, max: 65_535 }), { minLength: 1, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(replicas, async (ports) => {
        const config = haproxyConfig({
          bind: '127.0.0.1:3000',
          backends: { kind: 'addresses', servers: ports.map((port) => ({ host: '127.0.0.1', port })) },
        });
        await checkedByHaproxy(config);
        for (const port of ports) expect(config.split(`127.0.0.1:${port}\n`)).toHaveLength(2);
        expect(config).toMatch(/balance roundrobin/);
        expect(config).toMatch(/option httpchk GET \/health/);
        expect(config).toMatch(/inter 1s fall 1 rise 2/);
        expect(config).toMatch(/timeout tunnel/);
        expect(config).not.toMatch(/cookie|stick/);
      }),
      { numRuns: 5 },
    );
  });

  it("is the compose profile's file in the repository, which HAProxy accepts", async () => {
    // After a change: node --import tsx -e "..." writing haproxyConfig(COMPOSE_HAPROXY) to COMPOSE_HAPROXY_FILE.
    expect(readFileSync(COMPOSE_HAPROXY_FILE, 'utf8')).toBe(haproxyConfig(COMPOSE_HAPROXY));
    await checkedByHaproxy(haproxyConfig(COMPOSE_HAPROXY));
  });
});
