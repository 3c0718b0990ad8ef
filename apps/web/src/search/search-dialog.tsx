import { SEARCH_PAGE_SIZE } from '@sappis/shared/search/constants';
import { type SearchTabKey, visibleSearchTabs } from '@sappis/shared/search/tabs';
import { Search, X } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { opensInNewTab } from '@/lib/app-paths.ts';
import { tabLabel, tabWithHits } from './search-model.ts';
import { FULL_RESULTS_PATHS } from './search-paths.ts';
import { SearchTabResults } from './search-tab-results.tsx';
import { useOpenPath } from './use-open-path.ts';
import { FIRST_PAGES, type SearchPages, useSearchQueries } from './use-search-queries.ts';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text in the search boxes (the top bar's and the modal's). */
  text: string;
  onTextChange: (text: string) => void;
  /** The debounced, trimmed text being searched. */
  query: string;
  /** Enter in the modal's box: search at once. */
  onSearchNow: () => void;
  /** Closed without opening a hit: focus goes back to the top bar's search box. */
  onReturnFocus?: () => void;
}

const FIRST_ROW = '[role="tabpanel"][data-state="active"] tr[data-search-row]';

/** The global search modal (document 1 section 2.4): one tab per visible search, 10 hits each. */
export default function SearchDialog({
  open,
  onOpenChange,
  text,
  onTextChange,
  query,
  onSearchNow,
  onReturnFocus,
}: SearchDialogProps) {
  const user = useCurrentUser();
  const tabs = useMemo(() => visibleSearchTabs(user.groups), [user.groups]);
  const tabKeys = useMemo(() => tabs.map((tab) => tab.key), [tabs]);
  // The tab the user picked for this search; null: the first tab with hits (tabWithHits).
  const [chosenTab, setChosenTab] = useState<SearchTabKey | null>(null);
  const [pages, setPages] = useState<SearchPages>(FIRST_PAGES);
  const [expanded, setExpanded] = useState<ReadonlySet<SearchTabKey>>(new Set());
  const [pagedQuery, setPagedQuery] = useState(query);
  if (pagedQuery !== query) {
    // A new search starts every tab on its first page again, on the tab with hits.
    setPagedQuery(query);
    setChosenTab(null);
    setPages(FIRST_PAGES);
    setExpanded(new Set());
  }
  const queries = useSearchQueries(query, pages, tabKeys);
  const answeredTotals: Partial<Record<SearchTabKey, number>> = {};
  for (const key of tabKeys) {
    const { data, isPlaceholderData } = queries[key];
    if (data && !isPlaceholderData) answeredTotals[key] = data.total;
  }
  const activeTab =
    chosenTab && tabKeys.includes(chosenTab)
      ? chosenTab
      : (tabWithHits(tabKeys, answeredTotals) ?? 'customers');
  const openHit = useOpenPath();
  const inputRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const navigated = useRef(false);

  const leaveTo = () => {
    navigated.current = true;
    onOpenChange(false);
  };
  // Every hit opens in a new tab, so the page the search was made over (often a customer view) stays
  // (document 1 section 2.1, document 3 section 2); the search stays open for the next hit.
  const openPath = (path: string) => openHit(path, true);
  const focusFirstRow = () => contentRef.current?.querySelector<HTMLElement>(FIRST_ROW)?.focus();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        data-testid="search-dialog"
        // Wide enough for the ten columns of the case tab on a 1440 px screen.
        className="w-[min(100rem,calc(100vw-2rem))]"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          navigated.current = false;
          const input = inputRef.current;
          input?.focus();
          input?.setSelectionRange(input.value.length, input.value.length);
        }}
        onCloseAutoFocus={(event) => {
          // The modal has no trigger: Esc returns to the search box, an opened hit leaves focus to its page.
          event.preventDefault();
          if (!navigated.current) onReturnFocus?.();
        }}
      >
        <div className="flex items-center gap-3 border-b px-4 py-3">
          <DialogTitle>Sök</DialogTitle>
          <DialogDescription className="sr-only">
            Piltangenterna flyttar mellan träffarna, Enter öppnar en träff och Esc stänger.
          </DialogDescription>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={inputRef}
              type="search"
              aria-label="Söktext"
              className="pl-8"
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  focusFirstRow();
                } else if (event.key === 'Enter') {
                  event.preventDefault();
                  onSearchNow();
                }
              }}
              data-testid="search-dialog-input"
            />
          </div>
          <DialogClose asChild>
            <Button variant="ghost" size="icon-sm" aria-label="Stäng sökningen">
              <X />
            </Button>
          </DialogClose>
        </div>
        <Tabs
          value={activeTab}
          onValueChange={(value) => setChosenTab(value as SearchTabKey)}
          className="flex min-h-0 flex-1 flex-col"
        >
          <TabsList aria-label="Sökkategorier">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.key} value={tab.key} data-testid={`search-tab-${tab.key}`}>
                {tabLabel(tab.label, query === '' ? undefined : queries[tab.key].data?.total)}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => {
            const fullPath = FULL_RESULTS_PATHS[tab.key];
            const result = queries[tab.key];
            const isExpanded = expanded.has(tab.key);
            return (
              <TabsContent key={tab.key} value={tab.key} className="flex min-h-0 flex-1 flex-col">
                <SearchTabResults
                  tab={tab.key}
                  label={tab.label}
                  query={query}
                  result={result.data}
                  pending={result.isPending}
                  failed={result.isError && !result.data}
                  busy={result.isFetching && result.isPlaceholderData}
                  onRetry={() => void result.refetch()}
                  onOpen={openPath}
                  onLeaveTop={() => inputRef.current?.focus()}
                  showAll={
                    fullPath ? (
                      <Button asChild variant="link" size="sm">
                        <AppLink
                          to={fullPath(query)}
                          onClick={opensInNewTab(fullPath(query)) ? undefined : leaveTo}
                        >
                          Visa alla
                        </AppLink>
                      </Button>
                    ) : (
                      <Button
                        variant="link"
                        size="sm"
                        onClick={() => setExpanded((keys) => new Set(keys).add(tab.key))}
                      >
                        Visa alla
                      </Button>
                    )
                  }
                  page={isExpanded ? pages[tab.key] : undefined}
                  pageSize={SEARCH_PAGE_SIZE}
                  onPage={(page) => setPages((current) => ({ ...current, [tab.key]: page }))}
                />
              </TabsContent>
            );
          })}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
