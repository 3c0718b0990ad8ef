import { ArrowDown, ArrowUp, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';
import type { CaseListSort } from './case-list-model.ts';
import { CaseStatusPill } from './case-status-pill.tsx';
import { ViewersMark } from './viewers-mark.tsx';

export type CaseListItem = RouterOutputs['cases']['search']['cases'][number];

function LockMark({ lockedBy }: { lockedBy: string | null | undefined }) {
  const text = lockedBy ? `Ärendet är låst av: ${lockedBy}` : 'Ärendet är låst';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span className="inline-flex text-amber-700">
          <Lock aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{text}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{text}</TooltipContent>
    </Tooltip>
  );
}

/** Date over time, so that the column stays narrow. */
function CreatedAt({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(' ');
  return (
    <>
      <span className="block">{date}</span>
      {time && <span className="block text-xs text-muted-foreground">{time}</span>}
    </>
  );
}

/** Row selection for the export: the checked case numbers and how to change them. */
export interface CaseSelection {
  selected: ReadonlySet<number>;
  onToggle: (caseNumber: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
}

/** The sortable columns (document 1 section 7.1 sort and reverse). */
export interface CaseSorting {
  sort: CaseListSort;
  reverse: boolean;
  onSort: (column: CaseListSort) => void;
}

function SortableHead({
  column,
  label,
  sorting,
}: {
  column: CaseListSort;
  label: string;
  sorting?: CaseSorting;
}) {
  if (!sorting) return <TableHead>{label}</TableHead>;
  const active = sorting.sort === column;
  // Not reversed is newest / highest first.
  const ascending = active && sorting.reverse;
  return (
    <TableHead aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="inline-flex items-center gap-1 hover:underline"
        onClick={() => sorting.onSort(column)}
      >
        {label}
        {active &&
          (ascending ? (
            <ArrowUp aria-hidden="true" className="size-3.5" />
          ) : (
            <ArrowDown aria-hidden="true" className="size-3.5" />
          ))}
      </button>
    </TableHead>
  );
}

export function CaseTable({
  cases,
  selection,
  sorting,
}: {
  cases: readonly CaseListItem[];
  selection?: CaseSelection;
  sorting?: CaseSorting;
}) {
  const allChecked =
    selection !== undefined && cases.length > 0 && cases.every((item) => selection.selected.has(item.number));
  return (
    <Table data-testid="case-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {selection && (
            <TableHead className="w-8">
              <input
                type="checkbox"
                aria-label="Markera alla ärenden på sidan"
                checked={allChecked}
                onChange={(event) => selection.onToggleAll(event.target.checked)}
              />
            </TableHead>
          )}
          <SortableHead column="number" label="Ärende" sorting={sorting} />
          <TableHead>Rubrik</TableHead>
          <SortableHead column="status" label="Status" sorting={sorting} />
          <SortableHead column="priority" label="Prioritet" sorting={sorting} />
          <TableHead>Typ / kategori</TableHead>
          <TableHead>Ägare</TableHead>
          <TableHead>Kund</TableHead>
          <SortableHead column="created_at" label="Skapad" sorting={sorting} />
          <TableHead>Visas av</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cases.map((item) => (
          <TableRow key={item.number} data-case-number={item.number}>
            {selection && (
              <TableCell>
                <input
                  type="checkbox"
                  aria-label={`Markera ärende ${item.number}`}
                  checked={selection.selected.has(item.number)}
                  onChange={(event) => selection.onToggle(item.number, event.target.checked)}
                />
              </TableCell>
            )}
            <TableCell className="font-medium whitespace-nowrap">
              <span className="inline-flex items-center gap-1.5">
                <Link to={`/sappis/cases/${item.number}`} className="text-primary hover:underline">
                  {item.number}
                </Link>
                {item.locked && <LockMark lockedBy={item.lockedBy} />}
              </span>
            </TableCell>
            <TableCell className="max-w-44 truncate" title={item.header}>
              <Link to={`/sappis/cases/${item.number}`} className="hover:underline">
                {item.header}
              </Link>
            </TableCell>
            <TableCell>
              <CaseStatusPill name={item.status.name} />
            </TableCell>
            <TableCell>{item.priority.name}</TableCell>
            <TableCell>
              <span className="block">{item.type.name}</span>
              <span className="block text-xs text-muted-foreground">{item.type.category}</span>
            </TableCell>
            <TableCell>{item.ownerGroup.name}</TableCell>
            <TableCell>
              {item.customerNumber ? (
                <>
                  {item.customerName && <span className="block">{item.customerName}</span>}
                  <span className="block text-xs text-muted-foreground tabular-nums">
                    {item.customerNumber}
                  </span>
                </>
              ) : (
                '-'
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              <CreatedAt value={item.createdAt} />
            </TableCell>
            <TableCell>
              <ViewersMark viewers={item.viewers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
