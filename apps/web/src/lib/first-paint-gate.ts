import type { TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * Holds back what the first view of a document does not need until it is painted: while closed, queries and
 * subscriptions other than the `needed` procedures wait (mutations never do), so a customer opened in a new tab
 * sends nothing but its first requests before its agreement table is on screen, and the main thread renders the
 * table before any other answer. Open by default; the app closes it at start when the document opened a page that
 * opens it again once painted (the customer view).
 */
export interface FirstPaintGate {
  /** Holds back every later query and subscription but those of `needed` (procedure paths). */
  close(needed: Iterable<string>): void;
  /** Lets everything held back go, after the next frame is painted; later ones pass at once. */
  openAfterPaint(): void;
  isClosed(): boolean;
}

export function createFirstPaintGate(): FirstPaintGate & {
  link: <TRouter extends AnyRouter>() => TRPCLink<TRouter>;
} {
  let needed: Set<string> | null = null;
  let waiting: (() => void)[] = [];
  const open = () => {
    needed = null;
    const released = waiting;
    waiting = [];
    for (const go of released) go();
  };
  return {
    close(paths) {
      needed = new Set(paths);
    },
    openAfterPaint() {
      if (needed) afterNextPaint(open);
    },
    isClosed: () => needed !== null,
    link:
      () =>
      () =>
      ({ op, next }) => {
        if (!needed || op.type === 'mutation' || needed.has(op.path)) return next(op);
        return observable((observer) => {
          let subscription: Unsubscribable | null = null;
          let cancelled = false;
          waiting.push(() => {
            if (!cancelled) subscription = next(op).subscribe(observer);
          });
          return () => {
            cancelled = true;
            subscription?.unsubscribe();
          };
        });
      },
  };
}
