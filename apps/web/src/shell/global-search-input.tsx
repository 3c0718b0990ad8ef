import { visibleSearchTabs } from '@sappis/shared/search/tabs';
import { Search } from 'lucide-react';
import * as React from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useSearchPrefetch } from '@/search/use-search-queries.ts';
import { useSearchTrigger } from '@/search/use-search-trigger.ts';

const loadSearchDialog = () => import('@/search/search-dialog.tsx');
/** The modal is its own chunk, loaded when the box first gets the focus (or with the first search). */
const SearchDialog = React.lazy(loadSearchDialog);

/** The global search box (document 1 section 2.4): 650 ms after typing stops it opens the search modal. */
export function GlobalSearchInput({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  const { text, setText, query, open, setOpen, searchNow } = useSearchTrigger();
  // The modal is mounted (closed) from the first focus or search on, so opening it never waits for its chunk.
  const [mounted, setMounted] = React.useState(false);
  if (open && !mounted) setMounted(true);
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const setRefs = React.useCallback(
    (input: HTMLInputElement | null) => {
      inputRef.current = input;
      if (typeof ref === 'function') ref(input);
      else if (ref) ref.current = input;
    },
    [ref],
  );
  const { groups } = useCurrentUser();
  const tabKeys = React.useMemo(() => visibleSearchTabs(groups).map((tab) => tab.key), [groups]);
  // The search starts here, 650 ms after typing stops, whether or not the modal has rendered yet.
  useSearchPrefetch(query, tabKeys);
  // Users without any search tab (outside SAPPIS) get no search box.
  if (tabKeys.length === 0) return null;
  return (
    <div className="relative w-full max-w-md">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={setRefs}
        type="search"
        aria-label="Global sökning"
        aria-keyshortcuts="Q /"
        placeholder="Sök kund, ärende, adress..."
        className="pl-8"
        data-testid="global-search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => {
          void loadSearchDialog();
          setMounted(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            searchNow();
          }
        }}
      />
      {mounted && (
        <React.Suspense fallback={null}>
          <SearchDialog
            open={open}
            onOpenChange={setOpen}
            text={text}
            onTextChange={setText}
            query={query}
            onSearchNow={searchNow}
            onReturnFocus={() => inputRef.current?.focus()}
          />
        </React.Suspense>
      )}
    </div>
  );
}
