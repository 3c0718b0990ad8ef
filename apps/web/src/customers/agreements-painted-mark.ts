import { useEffect } from 'react';
import { firstPaintGate } from '@/lib/trpc.ts';

/** What bench/customer-open.ts measures: navigation start → the first agreement's rows in the DOM. */
export const AGREEMENTS_PAINTED_MARK = 'sappis:agreements-painted';

/**
 * The Element Timing identifier of a row's first cell: a `PerformanceObserver` of type 'element' reports
 * when the browser painted it, which the benchmark checks the mark against.
 */
export const AGREEMENT_ROW_TIMING = { elementtiming: 'agreement-row' } as Record<string, string>;

/**
 * What bench/customer-open.ts reports beside it: navigation start → every agreement's rows in the DOM (the view
 * renders the first screen's agreements first, customers/first-screen-agreements.ts).
 */
export const ALL_AGREEMENTS_MARK = 'sappis:all-agreements-rendered';

/** Sets the mark once, after the commit that put the loaded customer's agreement rows into the DOM. */
export function useAgreementsPaintedMark(loaded: boolean, allRendered: boolean) {
  useEffect(() => {
    if (loaded) performance.mark(AGREEMENTS_PAINTED_MARK);
  }, [loaded]);
  useEffect(() => {
    if (allRendered) performance.mark(ALL_AGREEMENTS_MARK);
  }, [allRendered]);
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
