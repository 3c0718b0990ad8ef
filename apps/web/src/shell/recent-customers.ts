/** The side menu's 'Kunder' group: recently opened customers, most recent first, at most 10. */
export interface RecentCustomer {
  customerNumber: number;
  name: string;
}

export const MAX_RECENT_CUSTOMERS = 10;

/** Puts `customer` first, drops an older entry for the same number and keeps at most `max`. */
export function addRecentCustomer(
  list: readonly RecentCustomer[],
  customer: RecentCustomer,
  max: number = MAX_RECENT_CUSTOMERS,
): RecentCustomer[] {
  const rest = list.filter((entry) => entry.customerNumber !== customer.customerNumber);
  return [{ customerNumber: customer.customerNumber, name: customer.name }, ...rest].slice(0, max);
}

/** Drops `customerNumber` (a customer merged into another: it cannot be used any more). */
export function removeRecentCustomer(
  list: readonly RecentCustomer[],
  customerNumber: number,
): RecentCustomer[] {
  return list.filter((entry) => entry.customerNumber !== customerNumber);
}

/** Reads what localStorage holds, tolerating anything: bad JSON or bad entries give an empty or shorter list. */
export function parseRecentCustomers(
  raw: string | null,
  max: number = MAX_RECENT_CUSTOMERS,
): RecentCustomer[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const result: RecentCustomer[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') continue;
    const { customerNumber, name } = entry as Record<string, unknown>;
    if (typeof customerNumber !== 'number' || !Number.isSafeInteger(customerNumber) || customerNumber <= 0)
      continue;
    if (typeof name !== 'string') continue;
    if (result.some((existing) => existing.customerNumber === customerNumber)) continue;
    result.push({ customerNumber, name });
  }
  return result.slice(0, max);
}

export function serializeRecentCustomers(list: readonly RecentCustomer[]): string {
  return JSON.stringify(list);
}

/** 'name, number' as the menu shows it. */
export function recentCustomerLabel(customer: RecentCustomer): string {
  return `${customer.name}, ${customer.customerNumber}`;
}

/** One list per signed-in user, so a shared workstation does not show the previous agent's customers. */
export function recentCustomersStorageKey(username: string): string {
  return `sappis.recentCustomers.${username}`;
}
