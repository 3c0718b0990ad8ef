import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESTART_POLICY,
  type ExitStatus,
  type RestartPolicy,
  type SupervisedProcess,
  superviseCluster,
} from './supervisor.ts';

// The supervisor's rules over stand-in processes that record what was done to them, in order: the real processes
// (API replicas, HAProxy) are in replica-failure.test.ts.

interface FakeReplica extends SupervisedProcess {
  pid: number;
  exit(status: ExitStatus): void;
}

function harness(options: {
  replicas: number;
  policy?: Partial<RestartPolicy>;
  ready?: (pid: number) => boolean;
}) {
  const events: string[] = [];
  let nextPid = 1;
  let clock = 0;
  const delays: number[] = [];
  const fake = (): FakeReplica => {
    const pid = nextPid++;
    let exit: (status: ExitStatus) => void = () => {};
    const exited = new Promise<ExitStatus>((resolve) => {
      exit = resolve;
    });
    return {
      pid,
      exited,
      exit,
      // SIGTERM: the replica drains, then exits 0.
      stop() {
        events.push(`stop ${pid}`);
        setTimeout(() => exit({ code: 0, signal: null }), 1);
      },
    };
  };
  const routeOf = (pid: number) => ({
    remove: async () => {
      events.push(`out ${pid}`);
    },
  });
  const initial = Array.from({ length: options.replicas }, () => {
    const replica = fake();
    return { replica, route: routeOf(replica.pid) };
  });
  let exitBalancer: () => void = () => {};
  const balancerExited = new Promise<void>((resolve) => {
    exitBalancer = resolve;
  });
  const supervisor = superviseCluster<FakeReplica>({
    initial,
    start: async () => {
      const replica = fake();
      events.push(`start ${replica.pid}`);
      return replica;
    },
    ready: async (replica) => {
      if (options.ready && !options.ready(replica.pid)) throw new Error('not ready');
      events.push(`ready ${replica.pid}`);
    },
    route: async (replica) => {
      events.push(`in ${replica.pid}`);
      return routeOf(replica.pid);
    },
    balancer: {
      exited: balancerExited,
      stop: async () => {
        events.push('balancer stop');
        exitBalancer();
      },
    },
    policy: {
      ...DEFAULT_RESTART_POLICY,
      restartDelayMs: (recentCrashes) => {
        delays.push(recentCrashes);
        return 0;
      },
      ...options.policy,
    },
    log: () => {},
    now: () => clock,
  });
  return {
    supervisor,
    events,
    delays,
    initial: initial.map(({ replica }) => replica),
    exitBalancer,
    advanceClock: (ms: number) => {
      clock += ms;
    },
    current: (slot: number) => supervisor.replicas()[slot] as FakeReplica | undefined,
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 5));
const fatalYet = async (fatal: Promise<string>) => Promise.race([fatal, settled().then(() => undefined)]);

const exitStatus = fc.oneof(
  fc.record({ code: fc.integer({ min: 0, max: 255 }), signal: fc.constant(null) }),
  fc.record({
    code: fc.constant(null),
    signal: fc.constantFrom<NodeJS.Signals>('SIGKILL', 'SIGTERM', 'SIGSEGV'),
  }),
);

describe('the cluster supervisor', () => {
  it('starts a replica that exited for any reason again (a crash, a signal, a clean drain) and keeps the rest', async () => {
    await fc.assert(
      fc.asyncProperty(exitStatus, fc.integer({ min: 0, max: 2 }), async (status, slot) => {
        const h = harness({ replicas: 3 });
        const victim = h.initial[slot]!;
        victim.exit(status);
        await settled();
        expect(h.events).toEqual([`out ${victim.pid}`, 'start 4', 'ready 4', 'in 4']);
        expect(h.current(slot)?.pid).toBe(4);
        expect(h.supervisor.replicas().filter((r) => r && r.pid <= 3)).toHaveLength(2);
        expect(await fatalYet(h.supervisor.fatal)).toBeUndefined();
        await h.supervisor.stop();
      }),
      { numRuns: 15 },
    );
  });

  it('backs off a replica that keeps exiting and gives up on it after the crash limit, the others serving on', async () => {
    const h = harness({ replicas: 2, policy: { crashLimit: 3, crashWindowMs: 60_000 } });
    for (let n = 0; n < 4; n += 1) {
      h.current(0)?.exit({ code: 1, signal: null });
      await settled();
      h.advanceClock(1_000);
    }
    // Three restarts, each asked for its delay with the crashes so far; the fourth exit is one too many.
    expect(h.delays).toEqual([0, 1, 2]);
    expect(h.current(0)).toBeUndefined();
    expect(h.current(1)?.pid).toBe(2);
    expect(await fatalYet(h.supervisor.fatal)).toBeUndefined();

    // Exits spread wider than the window are not a loop.
    const spread = harness({ replicas: 1, policy: { crashLimit: 3, crashWindowMs: 60_000 } });
    for (let n = 0; n < 6; n += 1) {
      spread.current(0)?.exit({ code: 1, signal: null });
      await settled();
      spread.advanceClock(30_001);
    }
    expect(spread.current(0)).toBeDefined();
    await h.supervisor.stop();
    await spread.supervisor.stop();
  });

  it('stops everything only when every replica crash-loops or the load balancer exits', async () => {
    const looping = harness({ replicas: 2, policy: { crashLimit: 1 } });
    for (const slot of [0, 1, 0]) {
      looping.current(slot)?.exit({ code: 1, signal: null });
      await settled();
    }
    expect(await fatalYet(looping.supervisor.fatal)).toBeUndefined();
    looping.current(1)?.exit({ code: 1, signal: null });
    await settled();
    expect(await looping.supervisor.fatal).toBe('every replica keeps exiting');

    const balancerGone = harness({ replicas: 2 });
    balancerGone.exitBalancer();
    expect(await balancerGone.supervisor.fatal).toBe('the load balancer exited');
  });

  it('on stop: the load balancer first, then every replica, none started again', async () => {
    const h = harness({ replicas: 2 });
    await h.supervisor.stop();
    await settled();
    expect(h.events).toEqual(['balancer stop', 'stop 1', 'stop 2']);
    expect(await fatalYet(h.supervisor.fatal)).toBeUndefined();
  });

  it('rolling restart: per replica in turn, start the new one, wait until ready, route it, then drain the old', async () => {
    const h = harness({ replicas: 3 });
    await h.supervisor.rollingRestart();
    expect(h.events).toEqual([
      ...['start 4', 'ready 4', 'in 4', 'out 1', 'stop 1'],
      ...['start 5', 'ready 5', 'in 5', 'out 2', 'stop 2'],
      ...['start 6', 'ready 6', 'in 6', 'out 3', 'stop 3'],
    ]);
    // The drained replicas' clean exits are the restart's own: nothing is started again for them.
    await settled();
    expect(h.events).toHaveLength(15);
    expect(h.supervisor.replicas().map((r) => r?.pid)).toEqual([4, 5, 6]);
    await h.supervisor.stop();
  });

  it('rolling restart: a replacement that is not ready stops the restart and the old replicas keep serving', async () => {
    const h = harness({ replicas: 3, ready: (pid) => pid !== 5 });
    await expect(h.supervisor.rollingRestart()).rejects.toThrow('not ready');
    expect(h.events).toEqual([...['start 4', 'ready 4', 'in 4', 'out 1', 'stop 1'], 'start 5', 'stop 5']);
    expect(h.supervisor.replicas().map((r) => r?.pid)).toEqual([4, 2, 3]);
    await h.supervisor.stop();
  });

  it('its default restart delays grow from an immediate restart to a 10 s cap', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(DEFAULT_RESTART_POLICY.restartDelayMs)).toEqual([
      0, 500, 1_000, 2_000, 4_000, 8_000, 10_000,
    ]);
  });
});
