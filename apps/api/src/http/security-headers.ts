import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { HttpSettings } from '../settings.ts';

const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * helmet's headers with a Content-Security-Policy the built web app runs under: scripts only from us;
 * inline styles allowed because Radix's scroll lock (react-remove-scroll) injects <style> elements;
 * WebSockets to our own host (`'self'` does not cover ws: in every browser); no framing.
 * HSTS and upgrade-insecure-requests only when served over https (PUBLIC_URL).
 */
export function securityHeaders(http: HttpSettings): RequestHandler {
  const publicHost = http.publicOrigin ? new URL(http.publicOrigin).host : undefined;
  const webSocketSources = (req: IncomingMessage) => {
    const hosts = new Set(publicHost ? [publicHost] : []);
    const host = req.headers.host;
    if (host && HOST_HEADER.test(host)) hosts.add(host.toLowerCase());
    return [...hosts].flatMap((h) => [`ws://${h}`, `wss://${h}`]).join(' ');
  };
  return computedOncePerHost(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", webSocketSources],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(http.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: http.https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
    }),
  );
}

/** Hosts whose headers are kept (the Host header comes from the client: a bounded number). */
const MAX_HOSTS = 100;

type HeaderWrite = readonly [name: string, value: string | number | readonly string[] | undefined];

/**
 * The headers `middleware` writes, worked out once per Host header (they differ only in the CSP's WebSocket
 * sources) and then set as they are: helmet builds its strings on every request otherwise (issue 8, CPU profile).
 */
function computedOncePerHost(middleware: ReturnType<typeof helmet>): RequestHandler {
  const byHost = new Map<string, HeaderWrite[]>();
  const writesFor = (req: IncomingMessage): { writes: HeaderWrite[]; error?: unknown } => {
    const writes: HeaderWrite[] = [];
    const recorder = {
      setHeader: (name: string, value: string | number | readonly string[]) => writes.push([name, value]),
      removeHeader: (name: string) => writes.push([name, undefined]),
    };
    let error: unknown;
    middleware(req, recorder as unknown as ServerResponse, (failure?: unknown) => {
      error = failure;
    });
    return { writes, error };
  };
  return (req, res, next) => {
    const host = req.headers.host ?? '';
    let writes = byHost.get(host);
    if (!writes) {
      const computed = writesFor(req);
      if (computed.error) {
        next(computed.error);
        return;
      }
      writes = computed.writes;
      if (byHost.size < MAX_HOSTS) byHost.set(host, writes);
    }
    for (const [name, value] of writes) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

/** API answers carry personal data: no browser or proxy may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
