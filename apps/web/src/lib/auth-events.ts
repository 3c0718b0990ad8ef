/**
 * A single place that reacts to UNAUTHORIZED from any procedure call. The query client reports here,
 * the app registers what to do (clear the cache, go to the login page).
 */
type Handler = () => void;

let handler: Handler | null = null;

export function setUnauthorizedHandler(next: Handler | null): void {
  handler = next;
}

export function notifyUnauthorized(): void {
  handler?.();
}
