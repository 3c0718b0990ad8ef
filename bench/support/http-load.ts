// Child process of bench/authenticated-requests.ts (forked with IPC): drives GET requests against one URL
// from `concurrency` clients, each on its own keep-alive connection with its own session cookie, sending the
// next request as soon as the answer is read, for a fixed time. Replies with the count and the latencies.
import http from 'node:http';
import { percentile } from './stats.ts';

export interface LoadCommand {
  url: string;
  /** One cookie header per client (client i sends cookies[i % length]); empty: no cookie. */
  cookies: string[];
  concurrency: number;
  /** Requests during the warm-up are sent but not counted. */
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  /** Answers counted (after the warm-up). */
  requests: number;
  /** Answers including the warm-up's. */
  allRequests: number;
  /** Answers other than 200, and failed requests. */
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function get(agent: http.Agent, url: URL, cookie: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: cookie ? { cookie } : {} }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function run(command: LoadCommand): Promise<LoadResult> {
  const url = new URL(command.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: command.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let allRequests = 0;
  const measureFrom = performance.now() + command.warmupMs;
  const end = measureFrom + command.durationMs;
  const client = async (index: number) => {
    const cookie = command.cookies.length > 0 ? command.cookies[index % command.cookies.length] : undefined;
    for (;;) {
      const started = performance.now();
      if (started >= end) return;
      const status = await get(agent, url, cookie).catch(() => 0);
      allRequests += 1;
      if (started < measureFrom) continue;
      latencies.push(performance.now() - started);
      if (status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, (_, index) => client(index)));
  agent.destroy();
  return {
    requests: latencies.length,
    allRequests,
    errors,
    requestsPerSecond: Math.round(latencies.length / (command.durationMs / 1000)),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

process.on('message', (command: LoadCommand) => {
  void run(command).then((result) => process.send?.(result));
});
