import path from 'node:path';
import type { Rolldown } from 'vite';

/** The pages a document opening a customer shows first (relative to the web app's root): the shell and the customer view. */
export const FIRST_VIEW_PAGES = ['src/customers/customer-page.tsx', 'src/shell/shell-layout.tsx'];
/** The name of the chunk holding them. */
export const FIRST_VIEW_CHUNK = 'first-view';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** `from` and every module it imports statically, directly or not. */
function staticClosure(from: string, moduleInfo: ModuleInfoOf): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of moduleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return found;
}

/**
 * The code of the first view of a document opening a customer in one chunk, 'first-view', instead of dozens: the
 * lazily loaded `pages` and what they import statically, but for the entry's own modules (they stay in the entry
 * chunk). The libraries both use come along into 'first-view', which the entry then imports statically: every
 * document loads it, the login page too. Each chunk is a request and a cache read before any of it runs; with a
 * warm cache on a loaded machine, sixty small ones took ~250 ms. Modules relative to the web app's `root`.
 */
export function firstViewChunks(root: string, entry: string, pages: string[]): CodeSplitting {
  let members: Set<string> | null = null;
  const groupOf = (id: string, moduleInfo: ModuleInfoOf): string | null => {
    if (!members) {
      members = new Set(pages.flatMap((page) => [...staticClosure(path.resolve(root, page), moduleInfo)]));
      for (const module of staticClosure(path.resolve(root, entry), moduleInfo)) members.delete(module);
    }
    return members.has(id) ? FIRST_VIEW_CHUNK : null;
  };
  return { groups: [{ name: (id, context) => groupOf(id, (module) => context.getModuleInfo(module)) }] };
}
