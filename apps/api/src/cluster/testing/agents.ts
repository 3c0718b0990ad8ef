import { randomUUID } from 'node:crypto';

/** What the agents did, for the assertions. */
export interface AgentTally {
  /** Requests answered 502/503/504 or not at all, each sent again (a mutation with the same request id). */
  retried: number;
  /** Successful messages.send calls by request id (a retry keeps its id). */
  messageRequestIds: Set<string>;
  /** Per case number: when an agent held its lock, from the acquire's answer to the release's request. */
  holds: Map<number, { agentId: number; from: number; to: number }[]>;
  /** A heartbeat while holding the lock said the lock was not the agent's any more. */
  locksLost: number;
  /** 'Ärendet är låst av: ...' answers (another agent held it): expected, not failures. */
  conflicts: number;
}

export function newTally(): AgentTally {
  return { retried: 0, messageRequestIds: new Set(), holds: new Map(), locksLost: 0, conflicts: 0 };
}

interface Answer {
  status: number;
  data: unknown;
  error?: string;
}

const RETRYABLE = new Set([502, 503, 504]);

/**
 * An agent working through the load balancer with its session cookie: every request that failed on the way
 * (a replica gone) is sent again, a mutation with the same input and so the same request id, as the web
 * client's retry does.
 */
export function agentClient(baseUrl: string, cookie: string, tally: AgentTally) {
  const call = async (path: string, input: unknown, method: 'GET' | 'POST'): Promise<Answer> => {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    for (;;) {
      const response = await fetch(
        method === 'GET' ? `${baseUrl}/trpc/${path}${query}` : `${baseUrl}/trpc/${path}`,
        {
          method,
          headers: { cookie, 'content-type': 'application/json' },
          ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
        },
      ).catch(() => undefined);
      if (response && !RETRYABLE.has(response.status)) {
        const text = await response.text();
        let body: { result?: { data: unknown }; error?: { message?: string } };
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          throw new Error(`${path} answered ${response.status}, not JSON: ${text.slice(0, 200)}`);
        }
        return { status: response.status, data: body.result?.data, error: body.error?.message };
      }
      tally.retried += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    query: (path: string, input?: unknown) => call(path, input, 'GET'),
    mutate: (path: string, input: unknown) => call(path, input, 'POST'),
  };
}

const expectOk = (answer: Answer, what: string) => {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.error}`);
  return answer.data;
};

/**
 * One agent's round on a case shared with other agents: take the lock ('Lås ärendet'), write to a colleague
 * about the case with a request id, renew the lock (it must still be ours), read the unread count, release.
 */
export async function agentRound(
  client: ReturnType<typeof agentClient>,
  tally: AgentTally,
  round: { agentId: number; caseNumber: number; colleagueId: number; clientId: string },
): Promise<void> {
  const acquired = await client.mutate('caseLocks.acquire', { caseNumber: round.caseNumber });
  if (acquired.status === 409) {
    tally.conflicts += 1;
    return;
  }
  expectOk(acquired, 'caseLocks.acquire');
  const from = performance.now();

  const requestId = randomUUID();
  const sent = await client.mutate('messages.send', {
    requestId,
    caseNumber: round.caseNumber,
    recipientUserId: round.colleagueId,
    message: `Ärende ${round.caseNumber}: ${requestId}`,
  });
  expectOk(sent, 'messages.send');
  tally.messageRequestIds.add(requestId);

  const renewed = await client.mutate('caseLocks.heartbeat', {
    caseNumber: round.caseNumber,
    clientId: round.clientId,
    editing: true,
  });
  if (!(expectOk(renewed, 'caseLocks.heartbeat') as { mine: boolean }).mine) tally.locksLost += 1;
  expectOk(await client.query('messages.unreadCount'), 'messages.unreadCount');

  const to = performance.now();
  const holds = tally.holds.get(round.caseNumber) ?? [];
  holds.push({ agentId: round.agentId, from, to });
  tally.holds.set(round.caseNumber, holds);
  expectOk(await client.mutate('caseLocks.release', { caseNumber: round.caseNumber }), 'caseLocks.release');
}

/** Pairs of holds of one case by different agents that overlap in time (two holders at once). */
export function overlappingHolds(tally: AgentTally): number {
  let overlaps = 0;
  for (const holds of tally.holds.values()) {
    const sorted = [...holds].sort((a, b) => a.from - b.from);
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1]!;
      const current = sorted[i]!;
      if (current.agentId !== previous.agentId && current.from < previous.to) overlaps += 1;
    }
  }
  return overlaps;
}
