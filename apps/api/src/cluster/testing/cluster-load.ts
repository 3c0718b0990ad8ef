import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@sappis/db';
import { appendEvent } from '@sappis/trpc/events/append-event';
import { type AgentTally, agentClient, agentRound } from './agents.ts';

/** Each event goes to all 1,000 sockets: a few per second keep the 2-core machine able to answer. */
const AGENT_PAUSE_MS = 250;
const PRODUCER_PAUSE_MS = 150;

export interface LoadAgent {
  id: number;
  cookie: string;
}

/**
 * The load of a failure run: `agents` in pairs on shared cases (agentRound, through `baseUrl`) and a producer
 * appending a case event every PRODUCER_PAUSE_MS, until stop(). Unexpected answers are collected in `errors`.
 */
export function startLoad(options: {
  prisma: PrismaClient;
  baseUrl: string;
  agents: readonly LoadAgent[];
  cases: readonly { id: number; number: number }[];
  tally: AgentTally;
}) {
  const errors: unknown[] = [];
  let running = true;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const agentLoops = options.agents.map(async (agent, index) => {
    const client = agentClient(options.baseUrl, agent.cookie, options.tally);
    const round = {
      agentId: agent.id,
      caseNumber: options.cases[Math.floor(index / 2) % options.cases.length]!.number,
      colleagueId: options.agents[(index + 1) % options.agents.length]!.id,
      clientId: randomUUID(),
    };
    while (running) {
      await agentRound(client, options.tally, round).catch((error: unknown) => errors.push(error));
      await pause(AGENT_PAUSE_MS);
    }
  });
  let produced = 0;
  const producer = (async () => {
    while (running) {
      produced += 1;
      const caseId = options.cases[produced % options.cases.length]!.id;
      // The test's own writer, not an agent: its transaction may wait for a connection behind the storm (Prisma's
      // default 2 s start limit was once exceeded on a quiet machine) without that being an answer of the product.
      await options.prisma
        .$transaction((tx) => appendEvent(tx, { type: 'case.changed', caseId, payload: { produced } }), {
          maxWait: 10_000,
        })
        .catch((error: unknown) => errors.push(error));
      await pause(PRODUCER_PAUSE_MS);
    }
  })();
  return {
    errors,
    async stop() {
      running = false;
      await Promise.all([...agentLoops, producer]);
    },
  };
}
