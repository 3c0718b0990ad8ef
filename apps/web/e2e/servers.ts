/**
 * How many Playwright workers run the journeys, and the port of each one's own API server (with its own throwaway
 * database): playwright.config.ts starts one server per worker, test.ts points each worker's pages at its own.
 * Default 1: on the 2-core CI machine two workers took longer (16.2 min for 62 journeys vs 11.1 min for 59 with one)
 * and ran journeys past their 7.5 s waits. Not more than 1 with DATABASE_URL set: every server would use that one
 * database.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3199);

/** The port of worker `parallelIndex`'s server. */
export function e2ePort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

/** The address of worker `parallelIndex`'s server, every page's baseURL (test.ts). */
export function e2eBaseUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${e2ePort(parallelIndex)}`;
}
