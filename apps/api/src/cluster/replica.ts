import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface Replica {
  process: ChildProcess;
  /** The port it serves on (127.0.0.1). */
  port: number;
  /** Resolves with the exit code (null when a signal ended it) once it has exited. */
  exited: Promise<number | null>;
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
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const onLine = options.onLine ?? ((line: string) => process.stdout.write(`${line}\n`));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = /^Sappis körs på (\S+)$/.exec(line)?.[1];
      if (url) resolve(Number(new URL(url).port));
      else onLine(line);
    });
    void exited.then((code) => reject(new Error(`an API replica exited while starting (${code})`)));
  });
  return { process: child, port, exited };
}
