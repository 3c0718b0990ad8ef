/** How a supervised process ended: its exit code, or the signal that ended it. */
export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SupervisedProcess {
  pid: number | undefined;
  exited: Promise<ExitStatus>;
  /** SIGTERM: an API process drains, then exits. */
  stop(): void;
}

/** A replica's place in the load balancer: taking it out sends no new request to it (open ones go on). */
export interface Route {
  remove(): Promise<void>;
}

export interface RestartPolicy {
  /** The wait before the restart of a replica that exited unexpectedly `recentCrashes` times within the window. */
  restartDelayMs(recentCrashes: number): number;
  /** A replica that exits this often within `crashWindowMs` is not started again (a crash loop). */
  crashLimit: number;
  crashWindowMs: number;
}

/** Like systemd's Restart=always with a growing RestartSec and StartLimitBurst=5 in one minute. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  restartDelayMs: (recentCrashes) =>
    recentCrashes === 0 ? 0 : Math.min(10_000, 500 * 2 ** (recentCrashes - 1)),
  crashLimit: 5,
  crashWindowMs: 60_000,
};

export type SupervisorLog = (level: 'info' | 'warn' | 'error', message: string, fields: object) => void;

export interface SupervisorOptions<R extends SupervisedProcess> {
  /** The replicas already serving, one per slot, with their routes. */
  initial: readonly { replica: R; route: Route }[];
  /** Starts a replica (a new process on a free port). */
  start(): Promise<R>;
  /** Resolves once `replica` answers its readiness check; rejects when it does not in time. */
  ready(replica: R): Promise<void>;
  /** Puts `replica` into the load balancer. */
  route(replica: R): Promise<Route>;
  /** The load balancer: its own exit stops everything; stop() stops it before the replicas. */
  balancer: { exited: Promise<unknown>; stop(): Promise<void> };
  policy?: RestartPolicy;
  log: SupervisorLog;
  now?: () => number;
}

export interface ClusterSupervisor<R> {
  /** Resolves with the reason when the whole cluster must stop: the load balancer exited, or every replica crash-looped. */
  readonly fatal: Promise<string>;
  /** Replaces every replica in turn: start the new one, wait until it is ready, route it, then drain the old one. */
  rollingRestart(): Promise<void>;
  /** Stops restarting, stops the load balancer, then every replica (SIGTERM), and waits for their exits. */
  stop(): Promise<void>;
  /** The replica serving in each slot (undefined while one is being started again). */
  replicas(): (R | undefined)[];
}

interface Slot<R> {
  index: number;
  replica: R | undefined;
  route: Route | undefined;
  /** When it exited unexpectedly, within the crash window. */
  crashes: number[];
  gaveUp: boolean;
  /** Restarts and replacements of one slot run one after the other. */
  queue: Promise<void>;
}

/**
 * Keeps N API replicas running behind the load balancer, as systemd or a process manager would: a replica that
 * exits for any reason (a crash, a signal, a drain's clean exit) is taken out of the balancer and started again
 * after a growing delay, while the others serve; one that keeps crashing is left down (logged). Only the load
 * balancer's own exit, or every replica crash-looping, is fatal (the caller stops everything).
 */
export function superviseCluster<R extends SupervisedProcess>(
  options: SupervisorOptions<R>,
): ClusterSupervisor<R> {
  const policy = options.policy ?? DEFAULT_RESTART_POLICY;
  const now = options.now ?? Date.now;
  const { log } = options;
  let stopping = false;
  let rolling: Promise<void> | undefined;
  const running = new Set<R>();
  const starting = new Set<Promise<unknown>>();
  let resolveFatal: (reason: string) => void = () => {};
  const fatal = new Promise<string>((resolve) => {
    resolveFatal = resolve;
  });

  const slots: Slot<R>[] = options.initial.map(({ replica, route }, index) => ({
    index,
    replica,
    route,
    crashes: [],
    gaveUp: false,
    queue: Promise.resolve(),
  }));

  const track = (replica: R) => {
    running.add(replica);
    void replica.exited.then(() => running.delete(replica));
  };

  const enqueue = (slot: Slot<R>, work: () => Promise<void>): Promise<void> => {
    const run = slot.queue.then(work);
    slot.queue = run.catch(() => {});
    return run;
  };

  /** Starts a replica, waits until it is ready and routes it into `slot`. */
  const bringUp = async (slot: Slot<R>): Promise<R> => {
    const started = options.start();
    starting.add(started);
    const replica = await started.finally(() => starting.delete(started));
    track(replica);
    try {
      if (stopping) throw new Error('the cluster is stopping');
      await options.ready(replica);
      if (stopping) throw new Error('the cluster is stopping');
      const route = await options.route(replica);
      slot.replica = replica;
      slot.route = route;
    } catch (error) {
      replica.stop();
      await replica.exited;
      throw error;
    }
    watch(slot, replica);
    return replica;
  };

  const watch = (slot: Slot<R>, replica: R) => {
    void replica.exited.then((status) => {
      if (stopping || slot.replica !== replica) return;
      slot.replica = undefined;
      log('warn', 'replica exited, starting it again', {
        replica: slot.index + 1,
        pid: replica.pid,
        ...status,
      });
      void enqueue(slot, () => restartAfterExit(slot));
    });
  };

  const restartAfterExit = async (slot: Slot<R>) => {
    const route = slot.route;
    slot.route = undefined;
    await route?.remove();
    for (;;) {
      if (stopping) return;
      slot.crashes = slot.crashes.filter((at) => now() - at < policy.crashWindowMs);
      if (slot.crashes.length >= policy.crashLimit) {
        slot.gaveUp = true;
        log('error', 'replica keeps exiting, not starting it again', {
          replica: slot.index + 1,
          exits: slot.crashes.length,
          windowMs: policy.crashWindowMs,
        });
        if (slots.every((s) => s.gaveUp)) resolveFatal('every replica keeps exiting');
        return;
      }
      const delayMs = policy.restartDelayMs(slot.crashes.length);
      slot.crashes.push(now());
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (stopping) return;
      try {
        const replica = await bringUp(slot);
        log('info', 'replica started again', { replica: slot.index + 1, pid: replica.pid, delayMs });
        return;
      } catch (error) {
        if (!stopping) log('error', 'replica did not start', { replica: slot.index + 1, err: error });
      }
    }
  };

  const replace = async (slot: Slot<R>) => {
    if (stopping) return;
    const old = slot.replica;
    const oldRoute = slot.route;
    const replica = await bringUp(slot);
    slot.crashes = [];
    slot.gaveUp = false;
    log('info', 'rolling restart: replacement serving, draining the old replica', {
      replica: slot.index + 1,
      pid: replica.pid,
      oldPid: old?.pid,
    });
    await oldRoute?.remove();
    if (old) {
      old.stop();
      await old.exited;
    }
  };

  for (const slot of slots) {
    track(slot.replica!);
    watch(slot, slot.replica!);
  }
  void options.balancer.exited.then(() => {
    if (!stopping) resolveFatal('the load balancer exited');
  });

  return {
    fatal,
    rollingRestart() {
      rolling ??= (async () => {
        log('info', 'rolling restart: started', { replicas: slots.length });
        for (const slot of slots) await enqueue(slot, () => replace(slot));
        log('info', 'rolling restart: done', { replicas: slots.length });
      })().finally(() => {
        rolling = undefined;
      });
      return rolling;
    },
    async stop() {
      stopping = true;
      await options.balancer.stop();
      await Promise.allSettled([...starting]);
      const replicas = [...running];
      for (const replica of replicas) replica.stop();
      await Promise.all(replicas.map((replica) => replica.exited));
    },
    replicas: () => slots.map((slot) => slot.replica),
  };
}
