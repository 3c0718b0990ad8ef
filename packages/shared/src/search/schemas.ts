import { z } from 'zod';
import { pageNumber, pageSize, requiredText } from '../input/safe-input.ts';
import { SEARCH_PAGE_SIZE } from './constants.ts';

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE_MAX = 50;

/** Input of every search tab: the text, the page (1-based) and the page size. */
export const searchInput = z.object({
  query: requiredText(SEARCH_QUERY_MAX, {
    required: 'Ange en söktext',
    tooLong: 'Söktexten får vara högst 100 tecken',
  }),
  page: pageNumber,
  pageSize: pageSize(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE),
});

export type SearchInput = z.input<typeof searchInput>;
export type SearchArgs = z.output<typeof searchInput>;

/** `total` is the full count of matching rows; `hits` the requested page. */
export function searchResult<Hit extends z.ZodType>(hit: Hit) {
  return z.object({ total: z.number().int(), hits: z.array(hit) });
}

export const customerHitSource = z.enum(['sappa', 'cantab', 'bitcom']);
export type CustomerHitSource = z.infer<typeof customerHitSource>;

export const customerHit = z.object({
  source: customerHitSource,
  name: z.string(),
  customerNumber: z.number().int(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  personalId: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
});
export type CustomerHit = z.infer<typeof customerHit>;

/** Customers tab: cantab and bitcom hits come first and are counted in `total` and in `external`. */
export const customerSearchResult = searchResult(customerHit).extend({ external: z.number().int() });
export type CustomerSearchResult = z.infer<typeof customerSearchResult>;

export const caseHit = z.object({
  name: z.string().nullable(),
  customerNumber: z.number().int().nullable(),
  caseNumber: z.number().int(),
  externalCaseNumber: z.string().nullable(),
  description: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  owner: z.string().nullable(),
  createdAt: z.string(),
  typeName: z.string().nullable(),
  category: z.string().nullable(),
});
export type CaseHit = z.infer<typeof caseHit>;
export const caseSearchResult = searchResult(caseHit);
export type CaseSearchResult = z.infer<typeof caseSearchResult>;

export const addressHit = z.object({
  id: z.string(),
  street: z.string(),
  number: z.string(),
  entrance: z.string().nullable(),
  apartment: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
});
export type AddressHit = z.infer<typeof addressHit>;
export const addressSearchResult = searchResult(addressHit);
export type AddressSearchResult = z.infer<typeof addressSearchResult>;

/** One hit of the agreements, address-id and delivery-address tabs. */
export const agreementHit = z.object({
  customerNumber: z.number().int(),
  deliveryAddress: z.string(),
  city: z.string(),
  mainAgreementNumber: z.number().int().nullable(),
  mainAgreementName: z.string().nullable(),
  agreementNumber: z.number().int(),
});
export type AgreementHit = z.infer<typeof agreementHit>;
export const agreementSearchResult = searchResult(agreementHit);
export type AgreementSearchResult = z.infer<typeof agreementSearchResult>;

export const stockHit = z.object({
  productNumber: z.string(),
  description: z.string(),
  quantity: z.number().int(),
});
export type StockHit = z.infer<typeof stockHit>;
export const stockSearchResult = searchResult(stockHit);
export type StockSearchResult = z.infer<typeof stockSearchResult>;

export const invoiceHit = z.object({
  customerNumber: z.number().int(),
  invoiceNumber: z.number().int(),
});
export type InvoiceHit = z.infer<typeof invoiceHit>;
export const invoiceSearchResult = searchResult(invoiceHit);
export type InvoiceSearchResult = z.infer<typeof invoiceSearchResult>;
