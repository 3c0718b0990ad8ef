import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';
import { CaseStatusPill } from './case-status-pill.tsx';

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

export function CaseTable({ cases }: { cases: readonly CaseListItem[] }) {
  return (
    <Table data-testid="case-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Ärende</TableHead>
          <TableHead>Rubrik</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Prioritet</TableHead>
          <TableHead>Typ</TableHead>
          <TableHead>Kategori</TableHead>
          <TableHead>Ägare</TableHead>
          <TableHead>Kund</TableHead>
          <TableHead>Skapad</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cases.map((item) => (
          <TableRow key={item.number}>
            <TableCell className="font-medium whitespace-nowrap">
              <span className="inline-flex items-center gap-1.5">
                <Link to={`/sappis/cases/${item.number}`} className="text-primary hover:underline">
                  {item.number}
                </Link>
                {item.locked && <LockMark lockedBy={item.lockedBy} />}
              </span>
            </TableCell>
            <TableCell className="max-w-72 truncate" title={item.header}>
              <Link to={`/sappis/cases/${item.number}`} className="hover:underline">
                {item.header}
              </Link>
            </TableCell>
            <TableCell>
              <CaseStatusPill name={item.status.name} />
            </TableCell>
            <TableCell>{item.priority.name}</TableCell>
            <TableCell>{item.type.name}</TableCell>
            <TableCell>{item.type.category}</TableCell>
            <TableCell>{item.ownerGroup.name}</TableCell>
            <TableCell className="whitespace-nowrap">
              {item.customerNumber ? `${item.customerName ?? ''} ${item.customerNumber}`.trim() : '-'}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDateTime(item.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
