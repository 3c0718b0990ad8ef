import type { IncomingMessage } from 'node:http';
import type { HttpSettings } from '../settings.ts';

/**
 * Which pages may open WebSockets (against cross-site WebSocket hijacking: browsers send the session
 * cookie with any site's upgrade): our own origin, i.e. the Host the request was sent to (also through
 * Vite's dev proxy, which keeps the Host), PUBLIC_URL's origin and ALLOWED_ORIGINS.
 * An upgrade without Origin is let through: browsers always send one, so it comes from a non-browser
 * client (tests, benchmarks, scripts), which could send any Origin it liked anyway.
 */
export function webSocketOriginCheck(http: HttpSettings): (req: IncomingMessage) => boolean {
  const allowed = new Set(
    http.publicOrigin ? [http.publicOrigin, ...http.allowedOrigins] : http.allowedOrigins,
  );
  return (req) => {
    const { origin, host } = req.headers;
    if (origin === undefined) return true;
    const page = parseUrl(origin);
    if (!page || (page.protocol !== 'http:' && page.protocol !== 'https:')) return false;
    if (allowed.has(page.origin)) return true;
    return host !== undefined && parseUrl(`${page.protocol}//${host}`)?.host === page.host;
  };
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
