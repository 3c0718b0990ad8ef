import { isKnownCaseStatusName } from '@sappis/shared/cases';

/** Page size asked for; the answer says which one the API used (`pageSize`). */
export const CASE_PAGE_SIZE = 25;

export function pageCount(total: number, pageSize: number = CASE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the URL (?sida=), at least 1. */
export function parsePage(param: string | null): number {
  const page = Number(param);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Status pill look: any status name outside the known list gets a warning pill (document 1 section 3). */
export function statusPillVariant(
  name: string,
  productName: string,
): 'success' | 'secondary' | 'default' | 'warning' {
  if (!isKnownCaseStatusName(name, productName)) return 'warning';
  if (name === 'Avslutad') return 'success';
  if (name === 'Ej påbörjad' || name === 'Vilande') return 'secondary';
  return 'default';
}
