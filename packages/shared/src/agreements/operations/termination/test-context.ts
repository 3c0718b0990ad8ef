import type { OperationContext, OperationRow } from '../snapshot.ts';
import {
  TEST_REASONS,
  type TestContextOverrides,
  testContext,
  testRow,
} from '../testing/operation-context.ts';

/** The termination tests' service: invoiced through November 2026, bought 2024-12-15. */
export function row(overrides: Partial<OperationRow> = {}): OperationRow {
  return testRow({ invoicedUntil: '2026-11-30', saleDate: '2024-12-15', ...overrides });
}

export const REASONS = TEST_REASONS;

export function context(rows: OperationRow[], overrides: TestContextOverrides = {}): OperationContext {
  return testContext(rows, { ...overrides, customer: { mobilePhone: null, ...overrides.customer } });
}
