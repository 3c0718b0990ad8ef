import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstRequestsFor } from '@sappis/shared';
import { FIRST_SCREEN_STATE_ID } from '@sappis/shared/customers/first-screen';
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
      const html = page.forRoute(pathname);
      expect(preloadsOf(html)).toEqual(firstRequestsFor(pathname).map((request) => request.url));
      expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('<head>'));
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
      expect(html.replace(/\n\s*<link rel="preload"[^>]*>/g, '')).toBe(BUILT);
    }
    expect(preloadsOf(page.forRoute('/klc/100234/tjanster'))).toHaveLength(2);
  });

  it('serves the login page as built', () => {
    expect(indexHtmlFor(path.join(dir, 'index.html')).forRoute('/')).toBe(BUILT);
  });

  it('serves a page without a head as built', () => {
    expect(indexHtmlFor(path.join(dir, 'headless.html')).forRoute('/klc/1/tjanster')).toBe(
      '<!doctype html><title>Sappis</title>',
    );
  });

  it('puts a first screen into the root, inert until the app takes it over, and its state beside it as data', () => {
    const state = { note: 'Åsa skrev </script><script>alert(1)</script> och <!-- i memot' };
    const page = indexHtmlFor(path.join(dir, 'index.html'));
    const html = `${page.firstScreenHead}${page.afterFirstScreenHead({
      html: '<main><h1>Kundbild</h1></main>',
      state: JSON.stringify(state),
    })}`;
    expect(html).toContain('<div id="root" inert><main><h1>Kundbild</h1></main></div>');
    // An HTML parser ends a script at its first '</script': the data holds no '<' at all, so that is its own end.
    const script = new RegExp(
      `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">(.*?)</script>`,
      's',
    ).exec(html);
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script?.[1] ?? '')).toEqual(state);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(preloadsOf(html)).toEqual([]);
    // Without a first screen (refused, failed), the empty root: the page as built.
    expect(`${page.firstScreenHead}${page.afterFirstScreenHead(undefined)}`).toBe(BUILT);
  });
});
