/** Wall-clock timings of seed steps, for the start-up log and the scale benchmark. */
export interface SeedTiming {
  step: string;
  rows: number;
  ms: number;
}

export class Stopwatch {
  readonly timings: SeedTiming[] = [];
  private readonly started = performance.now();

  async time<T>(step: string, work: () => Promise<T>, rowsOf: (result: T) => number = () => 0): Promise<T> {
    const start = performance.now();
    const result = await work();
    this.timings.push({ step, rows: rowsOf(result), ms: Math.round(performance.now() - start) });
    return result;
  }

  totalMs(): number {
    return Math.round(performance.now() - this.started);
  }
}

/** A fixed-width table of timings, e.g. 'customers        100000 rows    812 ms'. */
export function formatTimings(timings: readonly SeedTiming[], totalMs?: number): string {
  const width = Math.max(10, ...timings.map((timing) => timing.step.length));
  const lines = timings.map(
    (timing) =>
      `${timing.step.padEnd(width)}  ${String(timing.rows).padStart(9)} rows  ${String(timing.ms).padStart(7)} ms` +
      (timing.rows > 0 && timing.ms > 0
        ? `  (${Math.round((timing.rows / timing.ms) * 1000).toLocaleString('en-US')} rows/s)`
        : ''),
  );
  if (totalMs !== undefined)
    lines.push(`${'total'.padEnd(width)}  ${''.padStart(9)}       ${String(totalMs).padStart(7)} ms`);
  return lines.join('\n');
}
