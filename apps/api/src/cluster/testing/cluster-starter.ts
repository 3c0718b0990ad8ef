import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ExitStatus } from '../supervisor.ts';

const STARTER = fileURLToPath(new URL('../../../../../scripts/start-cluster.ts', import.meta.url));

/** The pids of the running processes whose parent is `parentPid` and whose command line contains `marker`. */
function childPids(parentPid: number, marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may contain spaces, so read after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parentPid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) {
        pids.push(Number(entry));
      }
    } catch {
      // The process ended while we read it.
    }
  }
  return pids;
}

/**
 * `npm run start:cluster` as an operator runs it (scripts/start-cluster.ts, without the build) against
 * `databaseUrl`, HAProxy on 127.0.0.1:`port`. `ready` resolves once it says it serves (rejects if it exits first);
 * stop() works before that too. Its output (its own warnings, the replicas', HAProxy's) is kept in `lines`.
 */
export function runClusterStarter(options: { databaseUrl: string; port: number; replicas: number }) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', STARTER, '--replicas', String(options.replicas)],
    {
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SAPPIS_DEMO_DATA: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<ExitStatus>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const lines: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => lines.push(line));
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('Sappis körs på')) resolve();
    });
    void exited.then((status) =>
      reject(new Error(`the cluster starter exited (${JSON.stringify(status)}):\n${lines.join('\n')}`)),
    );
  });
  return {
    process: child,
    ready,
    exited,
    lines,
    /** The API processes it runs now. */
    replicaPids: () => childPids(child.pid!, 'main.ts'),
    haproxyPids: () => childPids(child.pid!, 'haproxy'),
    /** How often HAProxy has taken a replica in since the start (a restarted or replacing one). */
    replicasRoutedIn: () => lines.filter((line) => line.includes('leaving forced maintenance')).length,
    async stop(): Promise<ExitStatus> {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export type ClusterStarter = ReturnType<typeof runClusterStarter>;
