import { type RunningHaproxy, startHaproxy } from './haproxy.ts';
import { haproxyConfig } from './haproxy-config.ts';
import { type Replica, startReplica } from './replica.ts';

export interface ClusterOptions {
  /** The migrated and seeded database every replica uses. */
  databaseUrl: string;
  replicas: number;
  /** Where HAProxy listens; host undefined: every address. */
  host: string | undefined;
  port: number;
  /** More environment for the replicas (LOG_LEVEL, SESSION_*, ...). */
  env?: NodeJS.ProcessEnv;
  onLine?: (line: string) => void;
}

export interface Cluster {
  /** HAProxy's address. */
  url: string;
  /** The running replicas, in HAProxy's order (api1, api2, ...). */
  replicas: Replica[];
  haproxy: RunningHaproxy;
  /** Starts replica `index` again on its port (after it was killed or stopped); HAProxy takes it back. */
  restart(index: number): Promise<Replica>;
  /** Stops HAProxy, then every replica (SIGTERM), and waits until all have exited. */
  stop(): Promise<void>;
}

/** N API processes on free loopback ports behind one HAProxy (see haproxyConfig). */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const start = (port: number) =>
    startReplica({ databaseUrl: options.databaseUrl, port, env: options.env, onLine: options.onLine });
  const started = await Promise.allSettled(Array.from({ length: options.replicas }, () => start(0)));
  const replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopReplicas = async () => {
    for (const replica of replicas) replica.process.kill('SIGTERM');
    await Promise.all(replicas.map((replica) => replica.exited));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopReplicas();
    throw failed.reason;
  }

  const config = haproxyConfig({
    bind: `${options.host ?? ''}:${options.port}`,
    backends: { kind: 'addresses', servers: replicas.map(({ port }) => ({ host: '127.0.0.1', port })) },
  });
  const haproxy = await startHaproxy({ config, host: options.host ?? '127.0.0.1', port: options.port }).catch(
    async (error: unknown) => {
      await stopReplicas();
      throw error;
    },
  );
  return {
    url: `http://${options.host ?? 'localhost'}:${options.port}`,
    replicas,
    haproxy,
    async restart(index) {
      const previous = replicas[index];
      if (!previous) throw new Error(`no replica ${index}`);
      replicas[index] = await start(previous.port);
      return replicas[index];
    },
    async stop() {
      await haproxy.stop();
      await stopReplicas();
    },
  };
}
