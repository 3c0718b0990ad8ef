/** A fixed counting window of a rate limit: the same for every process, since it depends only on the clock. */
export interface FixedWindow {
  startedAt: Date;
  endsAt: Date;
}

/** The window of `windowMs` (aligned to the Unix epoch) that `now` falls in: startedAt <= now < endsAt. */
export function fixedWindowOf(now: Date, windowMs: number): FixedWindow {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { startedAt: new Date(start), endsAt: new Date(start + windowMs) };
}
