// Gzipped JavaScript a browser loads for a route of the web app (issue 4: the customer view's first
// route under 250 kB): the entry chunk with its static imports, plus the route's lazy page chunk with its
// static imports, each chunk counted once. Reads the chunk graph of Vite's manifest, so build first:
//
//   npm run build -w @sappis/web && node --import tsx bench/web-bundle.ts [src/customers/customer-page.tsx ...]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_VIEW_CHUNK, FIRST_VIEW_PAGES } from '../apps/web/vite-plugins/first-view-chunks.ts';
import { printJson } from './support/stats.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;
const routes = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const pages = routes.length > 0 ? routes : ['src/customers/customer-page.tsx'];

/** The chunk and every chunk it imports statically (what loads before it can run). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest (a lazy page of apps/web?)`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipKb = (keys: Iterable<string>) => {
  let bytes = 0;
  for (const key of keys) bytes += gzipSync(readFileSync(`${dist}${manifest[key]?.file}`)).length;
  return Math.round(bytes / 102.4) / 10;
};

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry chunk in the Vite manifest');
const entryChunks = closure(entry);
/** The manifest key of the chunk holding `page`: its own, or the first view's group (vite-plugins/first-view-chunks.ts). */
function chunkOf(page: string): string {
  if (manifest[page]) return page;
  const group = FIRST_VIEW_PAGES.includes(page)
    ? Object.keys(manifest).find((key) => manifest[key]?.name === FIRST_VIEW_CHUNK)
    : undefined;
  if (!group) throw new Error(`${page} is not in the Vite manifest (a lazy page of apps/web?)`);
  return group;
}

for (const page of pages) {
  const routeChunks = closure(chunkOf(page), new Set(entryChunks));
  printJson({
    bench: 'web-bundle',
    route: page,
    entryGzipKb: gzipKb(entryChunks),
    routeGzipKb: gzipKb(routeChunks),
    chunks: routeChunks.size,
    targetKb: 250,
  });
}
