import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../testing/property-runs.ts';
import { customerNumberOfPath, firstRequestsFor, parseCustomerNumber } from './first-requests.ts';

/** The procedures and inputs a request's URL carries, read back as the API's tRPC handler reads them. */
function callsOf(url: string) {
  const parsed = new URL(url, 'http://sappis.test');
  expect(parsed.searchParams.get('batch')).toBe('1');
  const inputs = JSON.parse(parsed.searchParams.get('input') ?? '') as Record<string, unknown>;
  return parsed.pathname
    .replace('/trpc/', '')
    .split(',')
    .map((path, index) => ({ path, input: inputs[index] }));
}

describe('parseCustomerNumber', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseCustomerNumber('100234')).toBe(100234);
    expect(parseCustomerNumber('0')).toBeNull();
    expect(parseCustomerNumber('12a')).toBeNull();
    expect(parseCustomerNumber('-5')).toBeNull();
    expect(parseCustomerNumber(undefined)).toBeNull();
  });
});

describe('customerNumberOfPath', () => {
  it('reads the customer number of the customer view only', () => {
    expect(customerNumberOfPath('/klc/100234/tjanster')).toBe(100234);
    expect(customerNumberOfPath('/klc/100234/tjanster/')).toBe(100234);
    expect(customerNumberOfPath('/klc/adresser')).toBeNull();
    expect(customerNumberOfPath('/klc/abc/tjanster')).toBeNull();
    expect(customerNumberOfPath('/klc/100234/tjanster/extra')).toBeNull();
    expect(customerNumberOfPath('/sappis/cases/100234')).toBeNull();
  });
});

describe('firstRequestsFor', () => {
  it('asks for nothing on the login page', () => {
    expect(firstRequestsFor('/')).toEqual([]);
  });

  it('asks every signed-in page for the sign-in state and the product name in one request', () => {
    for (const pathname of ['/sappis/hem', '/sappis/cases/12', '/klc/adresser', '/no/such/page']) {
      const requests = firstRequestsFor(pathname);
      expect(requests).toHaveLength(1);
      expect(callsOf(requests[0]!.url)).toEqual([
        { path: 'auth.profile', input: undefined },
        { path: 'system.config', input: undefined },
      ]);
    }
  });

  it('asks a customer view (1–15 digits) for its customer in a request of its own, whose URL carries its calls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999_999 }), (customerNumber) => {
        const [signedIn, customer, ...rest] = firstRequestsFor(`/klc/${customerNumber}/tjanster`);
        expect(rest).toEqual([]);
        expect(signedIn!.calls.map((call) => call.path)).toEqual(['auth.profile', 'system.config']);
        expect(customer!.calls).toEqual([{ path: 'customers.byNumber', input: { customerNumber } }]);
        expect(callsOf(customer!.url)).toEqual(customer!.calls);
      }),
      { numRuns: propertyRuns(50, 2_000) },
    );
  });
});
