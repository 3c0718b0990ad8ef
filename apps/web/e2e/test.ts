import { test as base, expect } from '@playwright/test';
import { watchCspViolations } from './csp.ts';
import { e2eBaseUrl } from './servers.ts';

/**
 * Playwright's `test` with one automatic check on every journey: the page ran under the API's
 * Content-Security-Policy without a single violation. Every page (also of a context the journey opens itself) goes
 * to the worker's own server.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none).
  baseURL: async ({}, use, testInfo) => use(e2eBaseUrl(testInfo.parallelIndex)),
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
