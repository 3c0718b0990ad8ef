import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstRequestsFor } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexHtmlFor } from './index-html.ts';

const BUILT = `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The preload links of a served page, as the browser reads their attributes. */
function preloadsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
}

describe('indexHtmlFor', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sappis-index-html-'));
    await writeFile(path.join(dir, 'index.html'), BUILT);
    await writeFile(path.join(dir, 'headless.html'), '<!doctype html><title>Sappis</title>');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names a route's first requests in preload links first in the head, before the page's code", () => {
    const page = indexHtmlFor(path.join(dir, 'index.html'));
    for (const pathname of ['/klc/100234/tjanster', '/sappis/hem']) {
      const html = page(pathname);
      expect(preloadsOf(html)).toEqual(firstRequestsFor(pathname).map((request) => request.url));
      expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('<head>'));
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
      expect(html.replace(/\n\s*<link rel="preload"[^>]*>/g, '')).toBe(BUILT);
    }
    expect(preloadsOf(page('/klc/100234/tjanster'))).toHaveLength(2);
  });

  it('serves the login page as built', () => {
    expect(indexHtmlFor(path.join(dir, 'index.html'))('/')).toBe(BUILT);
  });

  it('serves a page without a head as built', () => {
    expect(indexHtmlFor(path.join(dir, 'headless.html'))('/klc/1/tjanster')).toBe(
      '<!doctype html><title>Sappis</title>',
    );
  });
});
