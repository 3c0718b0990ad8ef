import type { IncomingMessage } from 'node:http';
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
  return helmet({
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
  });
}

/** API answers carry personal data: no browser or proxy may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
