import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRetry,
  PROVISIONING_CATEGORIES,
  PROVISIONING_STATUS_LABELS,
  PROVISIONING_STATUSES,
  provisioningCategory,
  statusesIn,
  statusesOfFilter,
} from './provisioning-rules.ts';
import { provisioningListSchema, retryProvisioningSchema } from './provisioning-schemas.ts';

describe('provisioning rules', () => {
  it('puts every partner status code of document 3 in exactly one category, with a Swedish label', () => {
    expect(PROVISIONING_STATUSES).toHaveLength(17);
    const all = PROVISIONING_CATEGORIES.flatMap((category) => statusesIn(category));
    expect([...all].sort()).toEqual([...PROVISIONING_STATUSES].sort());
    for (const status of PROVISIONING_STATUSES) expect(PROVISIONING_STATUS_LABELS[status]).toBeTruthy();
  });

  it('retries exactly the failed codes', () => {
    expect(statusesIn('FAILED')).toEqual([
      'DONE_FAILED',
      'ERROR',
      'AUTO_HANDLING_FAILED',
      'PROCESS_NEW_ORDER_FAILED',
    ]);
    fc.assert(
      fc.property(fc.constantFrom(...PROVISIONING_STATUSES), (status) => {
        expect(canRetry(status)).toBe(provisioningCategory(status) === 'FAILED');
      }),
    );
    expect(canRetry('DONE_SUCCESS')).toBe(false);
    expect(canRetry('PENDING_MANUAL')).toBe(false);
  });

  it('turns a filter into status codes: all, a category or one code', () => {
    expect(statusesOfFilter('ALL')).toBeNull();
    expect(statusesOfFilter('FINISHED')).toEqual(['DONE_SUCCESS', 'DONE']);
    expect(statusesOfFilter('RECEIVED')).toEqual(['RECEIVED']);
  });

  it('validates the list and the retry input', () => {
    expect(provisioningListSchema.parse({})).toEqual({ filter: 'ALL', query: '', page: 1 });
    expect(provisioningListSchema.safeParse({ filter: 'NOPE' }).success).toBe(false);
    expect(provisioningListSchema.parse({ filter: 'FAILED', query: ' 4711 ' }).query).toBe('4711');
    expect(retryProvisioningSchema.safeParse({ requestId: 'x', orderId: 1 }).success).toBe(false);
    expect(
      retryProvisioningSchema.safeParse({ requestId: '4f0c5a4e-3f8b-4c5e-9b7a-2d1e0f9a8b7c', orderId: 0 })
        .success,
    ).toBe(false);
  });
});
