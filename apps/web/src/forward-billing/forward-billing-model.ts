import type { FORWARD_BILLING_LIST_STATUSES } from '@sappis/shared/invoice-bases/schemas';

export type ForwardBillingListStatus = (typeof FORWARD_BILLING_LIST_STATUSES)[number];

/** The list's filters and page as the URL carries them (?status=pagaende&vidarefakturering=ja&sida=2). */
export interface ForwardBillingFilters {
  status: ForwardBillingListStatus;
  /** Undefined: with and without forward billing. */
  forwardBilling: boolean | undefined;
  page: number;
}

/** URL values of the status filter; absent or unknown is 'Redo att faktureras', the list's default. */
const STATUS_PARAMS: Record<ForwardBillingListStatus, string> = { IN_PROGRESS: 'pagaende', READY: 'redo' };

export function parseFilters(params: URLSearchParams): ForwardBillingFilters {
  const page = Number(params.get('sida'));
  const billing = params.get('vidarefakturering');
  return {
    status: params.get('status') === STATUS_PARAMS.IN_PROGRESS ? 'IN_PROGRESS' : 'READY',
    forwardBilling: billing === 'ja' ? true : billing === 'nej' ? false : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search params of the filters, leaving out the defaults (a clean URL for the default list). */
export function filterParams(filters: ForwardBillingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'READY') params.set('status', STATUS_PARAMS[filters.status]);
  if (filters.forwardBilling !== undefined)
    params.set('vidarefakturering', filters.forwardBilling ? 'ja' : 'nej');
  if (filters.page > 1) params.set('sida', String(filters.page));
  return params;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
