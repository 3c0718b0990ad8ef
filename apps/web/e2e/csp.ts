import type { Page } from '@playwright/test';

declare global {
  interface Window {
    reportCspViolation(report: string): void;
  }
}

/**
 * Collects the Content-Security-Policy violations of `page` from now on (the `securitypolicyviolation`
 * events of every document it loads, and Chromium's console reports), for a check that the app runs
 * under the API's CSP.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return violations;
}
