import { truncateSearchCell } from '@sappis/shared/search/constants';
import type * as React from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/utils.ts';
import type { SearchColumn } from './search-columns.tsx';
import { resultFooterText, showsAllLink } from './search-model.ts';

export interface SearchResultsTableProps<Hit> {
  /** Accessible name of the table, e.g. 'Kunder'. */
  label: string;
  columns: readonly SearchColumn<Hit>[];
  hits: readonly Hit[];
  total: number;
  hitKey: (hit: Hit) => string;
  /** Where a hit leads; null: the row opens nothing. */
  hitPath: (hit: Hit) => string | null;
  /** Opens a hit's path (in a new tab with Ctrl/Cmd or the middle button). */
  onOpen: (path: string, newTab: boolean) => void;
  /** The 'Visa alla' control, shown when 10 or more hits are shown. */
  showAll?: React.ReactNode;
  /** Paging controls under the table (instead of 'Visa alla'). */
  pager?: React.ReactNode;
  /** Older hits are shown while newer ones load. */
  busy?: boolean;
  /** Arrow up on the first row (back to the search box). */
  onLeaveTop?: () => void;
}

const ROW_SELECTOR = 'tr[data-search-row]';

function cellText(value: string | number | null): string {
  return value === null ? '' : String(value);
}

/** Empty state of a search (document 1 section 2.4). */
export function SearchEmptyState() {
  return (
    <div className="flex flex-col items-center gap-1 px-4 py-10 text-center" data-testid="search-empty">
      <p className="text-sm font-medium text-slate-900">Sökningen gav inga träffar</p>
      <p className="text-sm text-muted-foreground">Prova en annan sökning eller byt kategori</p>
    </div>
  );
}

/**
 * Hits of one search tab: cells cut at 50 characters (the full text as title), rows reachable with the
 * arrow keys and opened with Enter or a click, the footer 'Visar N av M resultat' and 'Visa alla'.
 */
export function SearchResultsTable<Hit>({
  label,
  columns,
  hits,
  total,
  hitKey,
  hitPath,
  onOpen,
  showAll,
  pager,
  busy = false,
  onLeaveTop,
}: SearchResultsTableProps<Hit>) {
  if (hits.length === 0) return <SearchEmptyState />;

  const onKeyDown = (event: React.KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLTableRowElement>(ROW_SELECTOR);
    if (!row) return;
    const rows = Array.from(event.currentTarget.querySelectorAll<HTMLTableRowElement>(ROW_SELECTOR));
    const index = rows.indexOf(row);
    const focus = (target: HTMLTableRowElement | undefined) => {
      event.preventDefault();
      target?.focus();
    };
    if (event.key === 'ArrowDown') focus(rows[index + 1] ?? row);
    else if (event.key === 'ArrowUp') {
      if (index === 0 && onLeaveTop) {
        event.preventDefault();
        onLeaveTop();
      } else focus(rows[index - 1] ?? row);
    } else if (event.key === 'Home') focus(rows[0]);
    else if (event.key === 'End') focus(rows.at(-1));
    else if (event.key === 'Enter') {
      const path = row.dataset.path;
      if (!path) return;
      event.preventDefault();
      onOpen(path, event.ctrlKey || event.metaKey);
    }
  };

  return (
    <div className="flex min-h-0 flex-col">
      <div aria-busy={busy} className={cn('min-h-0 overflow-auto', busy && 'opacity-60')}>
        <Table aria-label={label} data-testid="search-results">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column.header}>{column.header}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody onKeyDown={onKeyDown}>
            {hits.map((hit, index) => {
              const path = hitPath(hit);
              return (
                <TableRow
                  key={hitKey(hit)}
                  data-search-row=""
                  data-path={path ?? undefined}
                  tabIndex={index === 0 ? 0 : -1}
                  aria-label={path ? `Öppna ${cellText(columns[0]?.text(hit) ?? null)}` : undefined}
                  className={cn(
                    'outline-none focus-visible:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:ring-inset',
                    path && 'cursor-pointer',
                  )}
                  onClick={(event) => path && onOpen(path, event.ctrlKey || event.metaKey)}
                  onAuxClick={(event) => path && event.button === 1 && onOpen(path, true)}
                >
                  {columns.map((column) => {
                    const full = cellText(column.text(hit));
                    const cut = truncateSearchCell(full);
                    return (
                      <TableCell
                        key={column.header}
                        title={cut === full ? undefined : full}
                        className={column.wrap ? 'min-w-56' : 'whitespace-nowrap'}
                      >
                        {column.render ? column.render(hit, cut) : cut}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t px-3 py-2 text-sm">
        <span className="text-muted-foreground" data-testid="search-footer">
          {resultFooterText(hits.length, total)}
        </span>
        {pager ?? (showsAllLink(hits.length) ? showAll : null)}
      </div>
    </div>
  );
}
