import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@sappis/db';
import { appendEvent } from '@sappis/trpc/events/append-event';
import { type AgentTally, agentClient, agentRound } from './agents.ts';

export interface LoadAgent {
  id: number;
  cookie: string;
}

/**
 * The load of a failure run: `agents` in pairs on shared cases (agentRound, through `baseUrl`) and a producer
 * appending a case event every 30 ms, until stop(). Unexpected answers are collected in `errors`.
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
      await pause(10);
    }
  });
  let produced = 0;
  const producer = (async () => {
    while (running) {
      produced += 1;
      const caseId = options.cases[produced % options.cases.length]!.id;
      await options.prisma
        .$transaction((tx) => appendEvent(tx, { type: 'case.changed', caseId, payload: { produced } }))
        .catch((error: unknown) => errors.push(error));
      await pause(30);
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
