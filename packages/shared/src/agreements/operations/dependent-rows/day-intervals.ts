import { addDays } from '../../../dates.ts';

/** Days from `start` through `end` (ISO days; end null: without end). */
export interface DayInterval {
  start: string;
  end: string | null;
}

const endsBefore = (end: string | null, day: string) => end !== null && addDays(end, 1) < day;
const later = (a: string | null, b: string | null) => (a === null || b === null ? null : a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/** The same days as `intervals`, sorted, overlapping and adjacent ones merged. */
export function mergeIntervals(intervals: readonly DayInterval[]): DayInterval[] {
  const sorted = intervals.filter((item) => item.end === null || item.end >= item.start);
  sorted.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: DayInterval[] = [];
  for (const item of sorted) {
    const last = merged.at(-1);
    if (last && !endsBefore(last.end, item.start)) last.end = later(last.end, item.end);
    else merged.push({ ...item });
  }
  return merged;
}

/** The days of `interval` that `covered` (merged) also holds, as intervals in order. */
export function coveredPieces(interval: DayInterval, covered: readonly DayInterval[]): DayInterval[] {
  const pieces: DayInterval[] = [];
  for (const cover of covered) {
    const start = [cover.start, interval.start].sort()[1] as string;
    const end = earlier(cover.end, interval.end);
    if (end === null || end >= start) pieces.push({ start, end });
  }
  return pieces;
}

/** The days of `interval` that `covered` (merged) does not hold, as intervals in order. */
export function uncoveredPieces(interval: DayInterval, covered: readonly DayInterval[]): DayInterval[] {
  const pieces: DayInterval[] = [];
  let from: string | null = interval.start;
  for (const cover of covered) {
    if (from === null || (interval.end !== null && cover.start > interval.end)) break;
    if (cover.end !== null && cover.end < from) continue;
    if (cover.start > from) pieces.push({ start: from, end: addDays(cover.start, -1) });
    from = cover.end === null ? null : addDays(cover.end, 1);
  }
  if (from !== null && (interval.end === null || from <= interval.end))
    pieces.push({ start: from, end: interval.end });
  return pieces;
}
