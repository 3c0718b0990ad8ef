import type { InvariantName } from './invariants.ts';

/**
 * Invariants that fail on main because of open items of issue 18, each fixed in its own branch. Their violations
 * are printed, not failed on, so the model test keeps exploring the others; remove a name when its fix merges
 * (regressions.test.ts then has an `it.fails` to flip).
 */
export const KNOWN_OPEN: Partial<Record<InvariantName, string>> = {
  endedAgreementMarked: 'issue 18: a daily sweep marks agreements ended',
  noRowComesBack: 'issue 18: termination ends every row (hire boxes, cards, add-ons)',
  endedAgreementNotCharged: 'issue 18: termination ends every row (hire boxes, cards, add-ons)',
  pausePreservesPrice: 'issue 18: pause creates the returning rows at registration (campaign carried over)',
};
