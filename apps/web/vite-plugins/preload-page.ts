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
 * A lazily loaded page's chunk (and the chunks it imports) as <link rel="modulepreload"> in index.html, so the
 * browser fetches it alongside the entry instead of after the entry has run and routed. `page` is the page's
 * module, relative to the web app's root.
 */
export function preloadPagePlugin(page: string): Plugin {
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
        const pageId = path.resolve(root, page);
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === pageId);
        if (!pageChunk) throw new Error(`preloadPagePlugin: no chunk for ${page}`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the entry loads anyway (Vite preloads those itself) needs no preload.
        const loaded = staticImportsOf(entry, byFile);
        const wanted = [...staticImportsOf(pageChunk, byFile)].filter((fileName) => !loaded.has(fileName));
        return wanted.map(
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
