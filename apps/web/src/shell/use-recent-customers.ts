import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addRecentCustomer,
  parseRecentCustomers,
  type RecentCustomer,
  recentCustomersStorageKey,
  removeRecentCustomer,
  serializeRecentCustomers,
} from './recent-customers.ts';

/** Same-tab writes do not fire 'storage' events, so writers announce themselves with this one. */
const CHANGE_EVENT = 'sappis:recent-customers';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Rewrites the list of `username` and tells the menus of this tab (other tabs hear 'storage'). */
function change(username: string, next: (list: RecentCustomer[]) => RecentCustomer[]): void {
  const key = recentCustomersStorageKey(username);
  const list = next(parseRecentCustomers(read(key)));
  try {
    window.localStorage.setItem(key, serializeRecentCustomers(list));
  } catch {
    // Storage full or disabled: the menu simply does not remember.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Records that `customer` was opened by `username` (most recent first, at most 10). */
export function rememberCustomer(username: string, customer: RecentCustomer): void {
  change(username, (list) => addRecentCustomer(list, customer));
}

/** Takes a customer off the list of `username` (merged away: opening it only says where it went). */
export function forgetCustomer(username: string, customerNumber: number): void {
  change(username, (list) => removeRecentCustomer(list, customerNumber));
}

/** The recently opened customers of `username`, kept in localStorage and in sync across tabs. */
export function useRecentCustomers(username: string): RecentCustomer[] {
  const key = recentCustomersStorageKey(username);
  const getSnapshot = useCallback(() => read(key), [key]);
  const raw = useSyncExternalStore(subscribe, getSnapshot, () => null);
  return useMemo(() => parseRecentCustomers(raw), [raw]);
}
