import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

/** Preferred first: brotli is smaller, gzip is what every client accepts. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The files of `dir` (relative, '/'-separated) that have a precompressed copy, by encoding. */
function precompressedIn(dir: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>(ENCODINGS.map(({ name }) => [name, new Set<string>()]));
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    for (const { name, suffix } of ENCODINGS) {
      if (relative.endsWith(suffix)) found.get(name)?.add(relative.slice(0, -suffix.length));
    }
  }
  return found;
}

/**
 * Serves the web build's brotli or gzip copy (written by apps/web/vite-plugins/precompress.ts) to a client whose
 * Accept-Encoding takes it, with the original's Content-Type and `setHeaders`' caching; anything else falls through
 * to express.static (identity). Every file with a copy says Vary: Accept-Encoding, so caches keep them apart.
 * Only files found at start are served, so a request path never reaches the file system unchecked.
 */
export function precompressedFiles(
  dir: string,
  setHeaders: (res: Response, filePath: string) => void,
): RequestHandler {
  const copies = precompressedIn(dir);
  const hasCopy = (file: string) => ENCODINGS.some(({ name }) => copies.get(name)?.has(file));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    if (!hasCopy(file)) return next();
    res.vary('Accept-Encoding');
    // Brotli whenever the client takes it, whatever order its header lists them in.
    const chosen = ENCODINGS.find(
      ({ name }) => copies.get(name)?.has(file) && req.acceptsEncodings(name) === name,
    );
    if (!chosen) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', chosen.name);
    setHeaders(res, path.join(dir, file));
    res.sendFile(`${file}${chosen.suffix}`, { root: dir, cacheControl: false }, (error) => {
      if (error) next(error);
    });
  };
}
