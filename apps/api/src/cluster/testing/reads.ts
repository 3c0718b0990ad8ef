/** What the readers saw: answers by status, and requests HAProxy did not answer at all. */
export interface ReadTally {
  byStatus: Map<number, number>;
  unanswered: number;
}

/**
 * `readers` loops of a query through the load balancer with a signed-in cookie, each request sent once (no
 * retry of its own: HAProxy's retry of a GET on another replica is what is measured), until stop().
 */
export function startReads(options: { baseUrl: string; cookies: readonly string[]; readers: number }) {
  const tally: ReadTally = { byStatus: new Map(), unanswered: 0 };
  let running = true;
  const loops = Array.from({ length: options.readers }, async (_, index) => {
    const cookie = options.cookies[index % options.cookies.length]!;
    while (running) {
      const response = await fetch(`${options.baseUrl}/trpc/messages.unreadCount`, {
        headers: { cookie },
      }).catch(() => undefined);
      if (response) {
        await response.arrayBuffer();
        tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
      } else {
        tally.unanswered += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The share of reads answered 200. */
export function readSuccessRate(tally: ReadTally): number {
  const answered = [...tally.byStatus.values()].reduce((sum, n) => sum + n, 0);
  const total = answered + tally.unanswered;
  return total === 0 ? 0 : (tally.byStatus.get(200) ?? 0) / total;
}
