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

let accessChangedHandler: Handler | null = null;

/** What to do when the server says the user's groups changed (WebSocket close code ACCESS_CHANGED_CLOSE_CODE). */
export function setAccessChangedHandler(next: Handler | null): void {
  accessChangedHandler = next;
}

export function notifyAccessChanged(): void {
  accessChangedHandler?.();
}
