import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';
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

export function CaseTable({ cases }: { cases: readonly CaseListItem[] }) {
  return (
    <Table data-testid="case-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Ärende</TableHead>
          <TableHead>Rubrik</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Prioritet</TableHead>
          <TableHead>Typ / kategori</TableHead>
          <TableHead>Ägare</TableHead>
          <TableHead>Kund</TableHead>
          <TableHead>Skapad</TableHead>
          <TableHead>Visas av</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cases.map((item) => (
          <TableRow key={item.number} data-case-number={item.number}>
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
