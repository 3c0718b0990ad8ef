/**
 * SAPPIS_LONG_TESTS=1 runs the property tests that take it far longer than CI does (before a release, or to hunt a
 * rare failure); without it they run a count sized for the CI machine. Seeds stay fixed either way, so a failure
 * reproduces with the same flag.
 */
export const LONG_TESTS = process.env.SAPPIS_LONG_TESTS === '1';

/** `ci` runs, or `long` runs under SAPPIS_LONG_TESTS=1. */
export function propertyRuns(ci: number, long: number): number {
  return LONG_TESTS ? long : ci;
}
