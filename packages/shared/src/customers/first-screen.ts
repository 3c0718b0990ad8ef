import type { FirstCall } from './first-requests.ts';

/**
 * A customer view opened as a new document is rendered on the server (issue 28): the API answers the route's
 * first calls (firstRequestsFor) itself, renders the first screen with the web app's own components into
 * index.html's root, and puts the answers there as a JSON script the web app hydrates its query cache and its
 * React tree from. The agreements are painted with the HTML, before the app's code has run.
 */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

/**
 * What the web app logs (console.error) where React rendered (part of) the server's first screen again instead of
 * taking it over: its first render differed from the server's, or the address changed while it was hydrating.
 */
export const FIRST_SCREEN_MISMATCH = "Sappis: React rendered the server's first screen again";

/** One first call and its answer, as the browser would have received it (JSON values only). */
export interface FirstAnswer {
  call: FirstCall;
  data: unknown;
}

/** The web app's server renderer (apps/web/src/ssr): the root's HTML and the query cache's state as JSON text. */
export type RenderFirstScreen = (
  url: string,
  answers: FirstAnswer[],
) => Promise<{ html: string; state: string }>;
