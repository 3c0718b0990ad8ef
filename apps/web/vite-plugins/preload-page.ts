import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** `chunk` and every chunk it imports statically, directly or not. */
function staticImportsOf(chunk: Rollup.OutputChunk, byFile: Map<string, Rollup.OutputChunk>): Set<string> {
  const found = new Set<string>();
  const visit = (next: Rollup.OutputChunk | undefined) => {
    if (!next || found.has(next.fileName)) return;
    found.add(next.fileName);
    for (const imported of next.imports) visit(byFile.get(imported));
  };
  visit(chunk);
  return found;
}

/**
 * Lazily loaded modules' chunks (and the chunks they import) as <link rel="modulepreload"> in index.html, so the
 * browser fetches them alongside the entry instead of after the entry has run and routed. `pages` are the
 * modules, relative to the web app's root.
 */
export function preloadPagePlugin(pages: string[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'sappis-preload-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const wanted = new Set<string>();
        for (const page of pages) {
          const pageId = path.resolve(root, page);
          // Its own chunk, or the chunk a code-splitting group put it in.
          const pageChunk = chunks.find((chunk) => chunk.moduleIds.includes(pageId));
          if (!pageChunk) throw new Error(`preloadPagePlugin: no chunk for ${page}`);
          for (const fileName of staticImportsOf(pageChunk, byFile)) wanted.add(fileName);
        }
        // What the entry loads anyway (Vite preloads those itself) needs no preload.
        for (const fileName of staticImportsOf(entry, byFile)) wanted.delete(fileName);
        return [...wanted].map(
          (fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
