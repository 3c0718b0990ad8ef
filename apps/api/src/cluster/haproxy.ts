import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's haproxy (`apt-get install haproxy`); HAPROXY overrides it. */
export const HAPROXY_BINARY = process.env.HAPROXY ?? '/usr/sbin/haproxy';

export interface RunningHaproxy {
  process: ChildProcess;
  /** Resolves once HAProxy has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Runs HAProxy in the foreground (`-db`) with `config`, written to a temporary file, and waits until it accepts
 * connections on `port` of `host`. Its messages go to this process's stderr. A config given as a function gets
 * that temporary directory (for a runtime API socket).
 */
export async function startHaproxy(options: {
  config: string | ((directory: string) => string);
  host: string;
  port: number;
}): Promise<RunningHaproxy> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sappis-haproxy-'));
  const file = path.join(directory, 'haproxy.cfg');
  await writeFile(file, typeof options.config === 'string' ? options.config : options.config(directory));
  const child = spawn(HAPROXY_BINARY, ['-f', file, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  void exited.then(() => rm(directory, { recursive: true, force: true }));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForPort(options.host, options.port, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { process: child, exited, stop };
}

async function waitForPort(host: string, port: number, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 10_000;
  while (!gone && Date.now() < deadline) {
    if (await accepts(host, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    gone ? `haproxy exited (see its messages above)` : `haproxy does not listen on ${host}:${port}`,
  );
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
