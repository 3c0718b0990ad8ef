import { formatDate } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';
import type { StripCustomer } from '@/shell/shell-state.tsx';

export type Customer = NonNullable<RouterOutputs['customers']['byNumber']>;
export type Agreement = Customer['agreements'][number];
export type AgreementRow = Agreement['rows'][number];

/** kundTyp 1 is a business customer (document 1 section 3). */
export function isBusinessCustomer(customerType: unknown): boolean {
  return customerType === 'BUSINESS' || customerType === 1;
}

export function toStripCustomer(customer: Customer): StripCustomer {
  return {
    customerNumber: customer.customerNumber,
    name: customer.name,
    mobilePhone: customer.mobilePhone ?? null,
    personalId: customer.personalId ?? null,
    business: isBusinessCustomer(customer.customerType),
  };
}

interface TreeRow {
  id: number;
  rowNumber: number;
  parentRowId: number | null;
}

/**
 * Rows in display order: main rows by row number, each followed by its sub-rows (underrader), with their
 * depth. A sub-row whose parent is missing is shown as a main row.
 */
export function orderRows<T extends TreeRow>(rows: readonly T[]): { row: T; depth: number }[] {
  const ids = new Set(rows.map((row) => row.id));
  const byRowNumber = (a: T, b: T) => a.rowNumber - b.rowNumber;
  const children = new Map<number, T[]>();
  const roots: T[] = [];
  for (const row of rows) {
    if (row.parentRowId !== null && row.parentRowId !== row.id && ids.has(row.parentRowId)) {
      const siblings = children.get(row.parentRowId) ?? [];
      siblings.push(row);
      children.set(row.parentRowId, siblings);
    } else {
      roots.push(row);
    }
  }
  const result: { row: T; depth: number }[] = [];
  const seen = new Set<number>();
  const visit = (row: T, depth: number) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    result.push({ row, depth });
    for (const child of (children.get(row.id) ?? []).sort(byRowNumber)) visit(child, depth + 1);
  };
  for (const root of roots.sort(byRowNumber)) visit(root, 0);
  // Rows caught in a parent cycle have no root; show them rather than lose them.
  for (const row of [...rows].sort(byRowNumber)) visit(row, 0);
  return result;
}

export const ROW_GROUPS = [
  { type: 'SERVICE', label: 'Tjänster' },
  { type: 'CARD', label: 'Kort' },
  { type: 'EXTRA_BILLING', label: 'Tilläggsfakturering' },
  { type: 'HARDWARE', label: 'Hårdvara' },
  { type: 'ADDON', label: 'Tilläggsprodukter' },
] as const;

export type RowGroupType = (typeof ROW_GROUPS)[number]['type'];

/**
 * Rows grouped by type (service, card, extra billing, hardware, add-on products) in that order; a main row
 * brings its sub-rows along into its group, in the order of orderRows. Empty groups are left out.
 */
export function groupRows<T extends TreeRow & { type: RowGroupType }>(rows: readonly T[]) {
  const blocks = new Map<RowGroupType, { row: T; depth: number }[]>();
  let current: { row: T; depth: number }[] = [];
  for (const item of orderRows(rows)) {
    if (item.depth === 0) {
      current = blocks.get(item.row.type) ?? [];
      blocks.set(item.row.type, current);
    }
    current.push(item);
  }
  return ROW_GROUPS.flatMap((group) => {
    const items = blocks.get(group.type);
    return items ? [{ ...group, rows: items }] : [];
  });
}

/** A row whose end date lies before today has ended (shown red). Compares calendar days. */
export function hasEnded(endDate: string | Date | null | undefined, today: Date = new Date()): boolean {
  const endDay = formatDate(endDate);
  return endDay !== '' && endDay < formatDate(today);
}

/** Active agreements first, ended ones after; otherwise in the order the API gives. */
export function activeFirst<T extends { ended: boolean }>(agreements: readonly T[]): T[] {
  return [
    ...agreements.filter((agreement) => !agreement.ended),
    ...agreements.filter((agreement) => agreement.ended),
  ];
}
