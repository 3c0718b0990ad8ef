import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CHILD_SERVER = fileURLToPath(new URL('./child-server.ts', import.meta.url));
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface SpawnedProcess {
  process: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
}

/** Every process started here that has not exited yet, including one still starting when a test timed out. */
const running = new Set<SpawnedProcess>();

/** SIGKILLs every process started here that is still running and waits until each has exited. */
export async function killSpawnedProcesses(): Promise<void> {
  const left = [...running];
  for (const spawned of left) spawned.process.kill('SIGKILL');
  await Promise.all(left.map((spawned) => spawned.exited));
}

export interface SpawnedServer extends SpawnedProcess {
  port: number;
  wsUrl: string;
}

/** Starts `script` in its own Node process and waits for the first stdout line `ready` recognises. */
async function spawnUntilReady<T>(options: {
  script: string;
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  ready: (line: string) => T | undefined;
}): Promise<SpawnedProcess & { value: T }> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.script], {
    env: options.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const spawned = { process: child, exited };
  running.add(spawned);
  void exited.then(() => running.delete(spawned));
  const value = await new Promise<T>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const found = options.ready(line);
      if (found !== undefined) resolve(found);
    });
    void exited.then((code) => reject(new Error(`${options.script} exited early (${code})`)));
  });
  return { ...spawned, value };
}

/** Starts child-server.ts in its own Node process and waits until it listens. */
export async function spawnServer(options: {
  databaseUrl: string;
  port?: number;
  /** Extra `node` arguments, e.g. a larger heap. */
  nodeArgs?: string[];
}): Promise<SpawnedServer> {
  const { value: port, ...spawned } = await spawnUntilReady({
    script: CHILD_SERVER,
    env: { ...process.env, DATABASE_URL: options.databaseUrl, PORT: String(options.port ?? 0) },
    nodeArgs: options.nodeArgs,
    ready: (line) => {
      try {
        return (JSON.parse(line) as { listening?: number }).listening;
      } catch {
        return undefined; // not our line
      }
    },
  });
  return { ...spawned, port, wsUrl: `ws://127.0.0.1:${port}/trpc` };
}

/** Starts the application (main.ts) with `env` on a free port and waits until it serves; `url` is its address. */
export async function spawnMain(env: NodeJS.ProcessEnv): Promise<SpawnedProcess & { url: string }> {
  const { value: url, ...spawned } = await spawnUntilReady({
    script: MAIN,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DRAIN_DELAY_MS: '0', ...env },
    ready: (line) => /^Sappis körs på (\S+)$/.exec(line)?.[1],
  });
  return { ...spawned, url };
}
