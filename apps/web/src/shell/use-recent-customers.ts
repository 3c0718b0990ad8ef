import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addRecentCustomer,
  parseRecentCustomers,
  type RecentCustomer,
  recentCustomersStorageKey,
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

/** Records that `customer` was opened by `username` (most recent first, at most 10). */
export function rememberCustomer(username: string, customer: RecentCustomer): void {
  const key = recentCustomersStorageKey(username);
  const next = addRecentCustomer(parseRecentCustomers(read(key)), customer);
  try {
    window.localStorage.setItem(key, serializeRecentCustomers(next));
  } catch {
    // Storage full or disabled: the menu simply does not remember.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The recently opened customers of `username`, kept in localStorage and in sync across tabs. */
export function useRecentCustomers(username: string): RecentCustomer[] {
  const key = recentCustomersStorageKey(username);
  const getSnapshot = useCallback(() => read(key), [key]);
  const raw = useSyncExternalStore(subscribe, getSnapshot, () => null);
  return useMemo(() => parseRecentCustomers(raw), [raw]);
}
