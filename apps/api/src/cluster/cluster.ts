import path from 'node:path';
import { type RunningHaproxy, startHaproxy } from './haproxy.ts';
import { haproxyConfig } from './haproxy-config.ts';
import { serverSlots } from './haproxy-runtime.ts';
import { type Replica, replicaReady, startReplica } from './replica.ts';
import {
  type ClusterSupervisor,
  type RestartPolicy,
  type SupervisorLog,
  superviseCluster,
} from './supervisor.ts';

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
  log: SupervisorLog;
  policy?: RestartPolicy;
}

export interface Cluster {
  /** HAProxy's address. */
  url: string;
  haproxy: RunningHaproxy;
  /** Restarts replicas that exit, replaces them all on rollingRestart(), stops everything on stop(). */
  supervisor: ClusterSupervisor<Replica>;
}

/**
 * N API processes on free loopback ports behind one HAProxy (see haproxyConfig), supervised (superviseCluster).
 * HAProxy has 2N server slots: N serving and N in maintenance, which a replacement takes before the replica it
 * replaces is taken out, so a rolling restart never has fewer than N replicas serving.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const start = () =>
    startReplica({ databaseUrl: options.databaseUrl, port: 0, env: options.env, onLine: options.onLine });
  const started = await Promise.allSettled(Array.from({ length: options.replicas }, start));
  const replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopReplicas = async () => {
    for (const replica of replicas) replica.stop();
    await Promise.all(replicas.map((replica) => replica.exited));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopReplicas();
    throw failed.reason;
  }

  let runtimeSocket = '';
  const spare = { host: '127.0.0.1', port: 1, disabled: true };
  const haproxy = await startHaproxy({
    config: (directory) => {
      runtimeSocket = path.join(directory, 'admin.sock');
      return haproxyConfig({
        bind: `${options.host ?? ''}:${options.port}`,
        backends: {
          kind: 'addresses',
          servers: [
            ...replicas.map(({ port }) => ({ host: '127.0.0.1', port })),
            ...replicas.map(() => spare),
          ],
        },
        runtimeSocket,
      });
    },
    host: options.host ?? '127.0.0.1',
    port: options.port,
  }).catch(async (error: unknown) => {
    await stopReplicas();
    throw error;
  });

  const slots = serverSlots({
    socket: runtimeSocket,
    backend: 'api',
    serving: [...replicas.map(() => true), ...replicas.map(() => false)],
  });
  const supervisor = superviseCluster<Replica>({
    initial: replicas.map((replica, index) => ({ replica, route: slots.initial[index]! })),
    start,
    ready: (replica) => replicaReady(replica),
    route: (replica) => slots.route(replica.port),
    balancer: haproxy,
    policy: options.policy,
    log: options.log,
  });
  return { url: `http://${options.host ?? 'localhost'}:${options.port}`, haproxy, supervisor };
}
