import type { CaseSearchFilters } from '@sappis/shared/case-search';
import { CASE_PRIORITY_KEYS, CASE_STATUS_KEYS, isKnownCaseStatusName } from '@sappis/shared/cases';

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

export type CaseListSort = 'created_at' | 'number' | 'priority' | 'status';
/** 'Alla' (any), 'Aktiva' (not finished, the default) or 'Avslutade' (finished only). */
export type CaseListFinished = 'all' | 'active' | 'finished';

/** The case list's state in its URL: shareable, and the back button walks it. */
export interface CaseListState {
  page: number;
  sort: CaseListSort;
  reverse: boolean;
  finished: CaseListFinished;
  filters: Omit<CaseSearchFilters, 'finished'>;
}

const SORTS: readonly CaseListSort[] = ['created_at', 'number', 'priority', 'status'];
const POSITIVE = /^[1-9]\d{0,8}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positive = (value: string | null) => (value && POSITIVE.test(value) ? Number(value) : undefined);
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const oneOf = <T extends string>(keys: readonly T[], value: string | null) =>
  keys.includes(value as T) ? (value as T) : undefined;

/** Query parameter names (Swedish, as the rest of the app's URLs). */
export const CASE_LIST_PARAMS = {
  page: 'sida',
  sort: 'sortera',
  reverse: 'omvand',
  finished: 'avslutade',
  status: 'status',
  priority: 'prioritet',
  typeId: 'typ',
  ownerGroupId: 'agare',
  tagIds: 'taggar',
  number: 'nummer',
  customerNumber: 'kund',
  createdFrom: 'fran',
  createdTo: 'till',
} as const;

export function parseCaseListState(params: URLSearchParams): CaseListState {
  const p = CASE_LIST_PARAMS;
  const finishedParam = params.get(p.finished);
  const tagIds = (params.get(p.tagIds) ?? '')
    .split(',')
    .map((value) => positive(value))
    .filter((value): value is number => value !== undefined);
  const filters: CaseListState['filters'] = {
    status: oneOf(CASE_STATUS_KEYS, params.get(p.status)),
    priority: oneOf(CASE_PRIORITY_KEYS, params.get(p.priority)),
    typeId: positive(params.get(p.typeId)),
    ownerGroupId: positive(params.get(p.ownerGroupId)),
    tagIds: tagIds.length > 0 ? tagIds.slice(0, 20) : undefined,
    number: positive(params.get(p.number)),
    customerNumber: positive(params.get(p.customerNumber)),
    createdFrom: day(params.get(p.createdFrom)),
    createdTo: day(params.get(p.createdTo)),
  };
  return {
    page: parsePage(params.get(p.page)),
    sort: oneOf(SORTS, params.get(p.sort)) ?? 'created_at',
    reverse: params.get(p.reverse) === '1',
    // '1' was the old switch 'Visa avslutade' (all cases).
    finished:
      finishedParam === '1' || finishedParam === 'alla'
        ? 'all'
        : finishedParam === 'ja'
          ? 'finished'
          : 'active',
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
  };
}

export function caseListParams(state: CaseListState): URLSearchParams {
  const p = CASE_LIST_PARAMS;
  const params = new URLSearchParams();
  if (state.page > 1) params.set(p.page, String(state.page));
  if (state.sort !== 'created_at') params.set(p.sort, state.sort);
  if (state.reverse) params.set(p.reverse, '1');
  if (state.finished !== 'active') params.set(p.finished, state.finished === 'all' ? 'alla' : 'ja');
  for (const key of Object.keys(state.filters) as (keyof CaseListState['filters'])[]) {
    const value = state.filters[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    params.set(p[key], Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** The search the list (and 'Exportera alla') sends for a state. */
export function caseSearchOf(state: CaseListState) {
  return {
    showFinished: state.finished !== 'active',
    sort: state.sort,
    reverse: state.reverse,
    filters: { ...state.filters, ...(state.finished === 'finished' ? { finished: true } : {}) },
  };
}

/** Clicking a column header: sort by it (newest/highest first), or flip the order when it already is. */
export function nextSort(
  state: CaseListState,
  column: CaseListSort,
): Pick<CaseListState, 'sort' | 'reverse'> {
  return state.sort === column ? { sort: column, reverse: !state.reverse } : { sort: column, reverse: false };
}
