import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ExitStatus, SupervisedProcess } from './supervisor.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const READY_TIMEOUT_MS = 30_000;

export interface Replica extends SupervisedProcess {
  process: ChildProcess;
  /** The port it serves on (127.0.0.1). */
  port: number;
}

/**
 * Starts one API process of a cluster (main.ts) on 127.0.0.1:`port` (0: a free port) against `databaseUrl`,
 * which its starter has migrated and seeded (SAPPIS_PREPARE_DB=0), behind HAProxy on this machine
 * (TRUST_PROXY=loopback: the sign-in limit counts the browser's address). Resolves once it serves.
 * Its output lines go to `onLine` (default: this process's stdout).
 */
export async function startReplica(options: {
  databaseUrl: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  onLine?: (line: string) => void;
}): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      SAPPIS_PREPARE_DB: '0',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<ExitStatus>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const onLine = options.onLine ?? ((line: string) => process.stdout.write(`${line}\n`));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = /^Sappis körs på (\S+)$/.exec(line)?.[1];
      if (url) resolve(Number(new URL(url).port));
      else onLine(line);
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`an API replica exited while starting (${code ?? signal})`)),
    );
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  return { process: child, pid: child.pid, port, exited, stop };
}

/** Resolves once the replica's readiness check (`GET /health` on its own port) answers 200. */
export async function replicaReady(replica: Replica, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void replica.exited.then(() => {
    gone = true;
  });
  while (!gone && Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${replica.port}/health`).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API replica ${replica.pid} is not ready (${gone ? 'it exited' : 'timed out'})`);
}
