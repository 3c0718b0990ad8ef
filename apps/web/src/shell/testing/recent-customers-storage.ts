import { TEST_PROFILE } from '@/test/mock-api.ts';
import { parseRecentCustomers, recentCustomersStorageKey } from '../recent-customers.ts';

const key = recentCustomersStorageKey(TEST_PROFILE.username);

/** The test user's side-menu 'Kunder' before the test: these customer numbers, all named Karin Lindqvist. */
export function storeRecentCustomers(customerNumbers: number[]): void {
  const list = customerNumbers.map((customerNumber) => ({ customerNumber, name: 'Karin Lindqvist' }));
  window.localStorage.setItem(key, JSON.stringify(list));
}

/** The customer numbers of the test user's 'Kunder' now; reading them clears the list for the next test. */
export function takeRecentCustomerNumbers(): number[] {
  const list = parseRecentCustomers(window.localStorage.getItem(key));
  window.localStorage.removeItem(key);
  return list.map((entry) => entry.customerNumber);
}
