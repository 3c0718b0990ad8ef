/** Where the web app's tRPC requests go (the API serves them on the web app's origin). */
export const TRPC_BASE_PATH = '/trpc';

/** A customer number from a route parameter: 1–15 digits, positive; anything else is null. */
export function parseCustomerNumber(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const value = Number(param);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The customer view's route, /klc/:customerNumber/tjanster (a trailing slash matches too). */
const CUSTOMER_VIEW_PATH = /^\/klc\/([^/]+)\/tjanster\/?$/;

/** The customer number of a customer view's path, or null for any other path. */
export function customerNumberOfPath(pathname: string): number | null {
  const match = CUSTOMER_VIEW_PATH.exec(pathname);
  return match ? parseCustomerNumber(match[1]) : null;
}

export interface FirstCall {
  /** The procedure's path, e.g. 'customers.byNumber'. */
  path: string;
  input?: unknown;
}

export interface FirstRequest {
  /** A batched tRPC GET, encoded as tRPC's httpBatchLink encodes it. */
  url: string;
  calls: FirstCall[];
}

function batchedGet(calls: FirstCall[]): FirstRequest {
  const inputs = Object.fromEntries(
    calls.flatMap((call, index) => (call.input === undefined ? [] : [[index, call.input]])),
  );
  const paths = calls.map((call) => call.path).join(',');
  return {
    url: `${TRPC_BASE_PATH}/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
    calls,
  };
}

/**
 * The queries a document opening `pathname` cannot show anything without, as the requests its first byte can
 * start: the server names them in `<link rel="preload" as="fetch">` in index.html and the web app's entry sends
 * them before React renders, so they run in parallel with the page's code instead of after it. Every page of the
 * signed-in app needs the sign-in state and the product name; the customer view also needs the customer, in a
 * request of its own (the shell renders while the larger answer is still on its way). The login page ('/') none.
 */
export function firstRequestsFor(pathname: string): FirstRequest[] {
  if (pathname === '/' || pathname === '') return [];
  const signedIn = batchedGet([{ path: 'auth.profile' }, { path: 'system.config' }]);
  const customerNumber = customerNumberOfPath(pathname);
  if (customerNumber === null) return [signedIn];
  return [signedIn, batchedGet([{ path: 'customers.byNumber', input: { customerNumber } }])];
}
