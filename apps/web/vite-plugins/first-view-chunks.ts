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
 * The code a document runs before it shows its first view, in two chunks instead of dozens: 'app' (the entry
 * `entry` and what it imports statically) and 'first-view' (the lazily loaded `pages` and what they import
 * statically, less 'app'). Each chunk is a request and a cache read before any of it runs; with a warm cache, on a
 * loaded machine, sixty small ones cost more than their bytes. Modules, relative to the web app's `root`.
 */
export function firstViewChunks(root: string, entry: string, pages: string[]): CodeSplitting {
  let groups: Map<string, string> | null = null;
  const groupOf = (id: string, moduleInfo: ModuleInfoOf): string | null => {
    if (!groups) {
      const built = new Map<string, string>();
      for (const page of pages)
        for (const module of staticClosure(path.resolve(root, page), moduleInfo))
          built.set(module, FIRST_VIEW_CHUNK);
      for (const module of staticClosure(path.resolve(root, entry), moduleInfo)) built.set(module, 'app');
      groups = built;
    }
    return groups.get(id) ?? null;
  };
  return { groups: [{ name: (id, context) => groupOf(id, (module) => context.getModuleInfo(module)) }] };
}
