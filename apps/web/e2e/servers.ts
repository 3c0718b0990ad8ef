/**
 * How many Playwright workers run the journeys, and the port of each one's own API server (with its own throwaway
 * database): playwright.config.ts starts one server per worker, test.ts points each worker's pages at its own.
 * Default 2 (one per core of the CI machine); 1 when DATABASE_URL is set, since every server would then use that one
 * database.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.DATABASE_URL ? 1 : 2));

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3199);

/** The port of worker `parallelIndex`'s server. */
export function e2ePort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}
