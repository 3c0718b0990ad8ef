import { useEffect } from 'react';
import { firstPaintGate } from '@/lib/trpc.ts';

/** What bench/customer-open.ts measures: navigation start → the first agreement's rows in the DOM. */
export const AGREEMENTS_PAINTED_MARK = 'sappis:agreements-painted';

/**
 * The Element Timing identifier of a row's first cell: a `PerformanceObserver` of type 'element' reports
 * when the browser painted it, which the benchmark checks the mark against.
 */
export const AGREEMENT_ROW_TIMING = { elementtiming: 'agreement-row' } as Record<string, string>;

/** Sets the mark once, after the commit that put the loaded customer's agreement rows into the DOM. */
export function useAgreementsPaintedMark(loaded: boolean) {
  useEffect(() => {
    if (loaded) performance.mark(AGREEMENTS_PAINTED_MARK);
  }, [loaded]);
}

/**
 * Once the view shows its outcome (the agreements, or why not), lets go what the document held back for it
 * (lib/first-paint-gate.ts: the other panels' queries, counts, subscriptions) after that frame is painted; leaving
 * the view before that does too.
 */
export function useOpenGateAfterPaint(settled: boolean) {
  useEffect(() => {
    if (settled) firstPaintGate.openAfterPaint();
  }, [settled]);
  useEffect(() => () => firstPaintGate.openAfterPaint(), []);
}
