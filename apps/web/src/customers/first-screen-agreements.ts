import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint.ts';

/** About as many agreement rows as the first screen shows below the customer's header and notices. */
export const FIRST_SCREEN_ROWS = 25;

/**
 * How many of `agreements` (in the order shown) the first screen holds: the first, then more until their rows
 * reach `screenRows`.
 */
export function firstScreenCount(
  agreements: readonly { rows: readonly unknown[] }[],
  screenRows = FIRST_SCREEN_ROWS,
): number {
  let count = 0;
  let rows = 0;
  while (count < agreements.length && (count === 0 || rows < screenRows)) {
    rows += agreements[count]!.rows.length;
    count += 1;
  }
  return count;
}

/**
 * The agreements to render: those of the first screen (firstScreenCount) until the frame showing them is painted,
 * then all. A customer with many agreements puts its first ones on screen without waiting for the others to render
 * and lay out; the others follow right after, rendered in slices the agent's input can come between. `agreements` undefined: not loaded yet.
 */
export function useFirstScreenFirst<T extends { rows: readonly unknown[] }>(
  agreements: readonly T[] | undefined,
): readonly T[] {
  const loaded = agreements !== undefined;
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A transition: rendering the rest yields to input and to frames every few milliseconds.
    if (loaded && !painted) return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [loaded, painted]);
  if (!agreements) return [];
  return painted ? agreements : agreements.slice(0, firstScreenCount(agreements));
}
