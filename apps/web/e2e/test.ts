import { test as base, expect } from '@playwright/test';
import { watchCspViolations } from './csp.ts';

/**
 * Playwright's `test` with one automatic check on every journey: the page ran under the API's
 * Content-Security-Policy without a single violation.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
