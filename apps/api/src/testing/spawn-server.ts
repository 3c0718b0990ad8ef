import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CHILD_SERVER = fileURLToPath(new URL('./child-server.ts', import.meta.url));

export interface SpawnedServer {
  process: ChildProcess;
  port: number;
  wsUrl: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** Starts child-server.ts in its own Node process and waits until it listens. */
export async function spawnServer(options: {
  databaseUrl: string;
  port?: number;
  /** Extra `node` arguments, e.g. a larger heap. */
  nodeArgs?: string[];
}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', CHILD_SERVER], {
    env: { ...process.env, DATABASE_URL: options.databaseUrl, PORT: String(options.port ?? 0) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { listening?: number };
        if (parsed.listening) resolve(parsed.listening);
      } catch {
        // not our line
      }
    });
    child.once('exit', (code) => reject(new Error(`child server exited early (${code})`)));
  });
  return { process: child, port, wsUrl: `ws://127.0.0.1:${port}/trpc`, exited };
}
