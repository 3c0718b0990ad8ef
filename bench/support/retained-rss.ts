import { fileURLToPath } from 'node:url';
import { rssBytesOf } from './stats.ts';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `node` arguments that let a process be told to collect its garbage (SIGUSR2, support/gc-on-signal.mjs). */
export const GC_PRELOAD = [
  '--expose-gc',
  '--import',
  fileURLToPath(new URL('./gc-on-signal.mjs', import.meta.url)),
];

/** RSS of `pid` after a full garbage collection (the process preloads support/gc-on-signal.mjs). */
export async function retainedRss(pid: number): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  await pause(2000);
  return rssBytesOf(pid);
}
