import { test as base, expect } from '@playwright/test';
import { FIRST_SCREEN_MISMATCH } from '@sappis/shared/customers/first-screen';
import { watchCspViolations } from './csp.ts';
import { e2eBaseUrl } from './servers.ts';

/**
 * Playwright's `test` with two automatic checks on every journey: the page ran under the API's
 * Content-Security-Policy without a single violation, and React took over each first screen the server rendered
 * without rendering any of it again. Every page (also of a context the journey opens itself) goes
 * to the worker's own server.
 */
export const test = base.extend<{
  cspViolations: string[];
  firstScreenMismatches: string[];
  closeOpenedContexts: undefined;
}>({
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
  // Every customer view a journey opens as a new document comes rendered by the server: React takes it over as it is.
  firstScreenMismatches: [
    async ({ page }, use) => {
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes(FIRST_SCREEN_MISMATCH))
          mismatches.push(`${page.url()}: ${message.text()}`);
      });
      await use(mismatches);
      expect(mismatches, 'first screens React had to render again').toEqual([]);
    },
    { auto: true },
  ],
  // The contexts a journey opens itself (signedInPage: a second agent, a new tab set) are closed when it ends. Left
  // open, every page of every earlier journey kept its WebSocket, heartbeats and live updates running in the one
  // browser, and the later journeys of a run waited for a browser busy with dozens of live pages.
  closeOpenedContexts: [
    async ({ browser, context }, use) => {
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((opened) => opened !== context)
          .map((opened) => opened.close()),
      );
    },
    { auto: true },
  ],
});

export { expect };
