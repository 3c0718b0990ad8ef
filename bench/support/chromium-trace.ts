import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';

// The categories of a DevTools performance recording, so the file opens in DevTools' Performance panel. Through a
// CDP session because a persistent context has no Browser object to trace.
const TIMELINE = [
  '-*',
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink.console',
  'blink.user_timing',
  'latencyInfo',
];
// JavaScript call stacks (sampled). They cost: with them V8's script compilation in a traced open took about ten
// times as long, so task timings are only faithful without them.
const JS_SAMPLES = ['disabled-by-default-devtools.timeline.stack', 'disabled-by-default-v8.cpu_profiler'];

/**
 * Starts a Chromium trace of the page's renderer, with JavaScript call stacks if `jsSamples`; the returned function
 * ends it and writes it to `path`.
 */
export async function startChromiumTrace(
  page: Page,
  path: string,
  jsSamples: boolean,
): Promise<() => Promise<void>> {
  const session = await page.context().newCDPSession(page);
  const events: unknown[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await session.send('Tracing.start', {
    traceConfig: { includedCategories: jsSamples ? [...TIMELINE, ...JS_SAMPLES] : TIMELINE },
  });
  return async () => {
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.end');
    await complete;
    await session.detach();
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify({ traceEvents: events }));
  };
}
