import { readFileSync } from 'node:fs';

/** The p-th percentile (nearest rank) of `samples`, rounded to 0.1. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

/** A precise wall-clock time in ms, comparable between processes on one machine. */
export const epochMs = () => performance.timeOrigin + performance.now();

export const printJson = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident set size of a process in bytes, from /proc (Linux). */
export function rssBytesOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}
