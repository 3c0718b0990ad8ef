import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { CaseStatusPill } from '@/cases/case-status-pill.tsx';
import { ViewersMark } from '@/cases/viewers-mark.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import type { RouterOutputs } from '@/lib/trpc.ts';
import { formatAge, lockedByText, priorityPillVariant } from './queue-model.ts';

export type QueueCaseItem = RouterOutputs['caseQueues']['get']['cases'][number];

export function QueueCaseTable({ cases, now }: { cases: readonly QueueCaseItem[]; now: Date }) {
  return (
    <Table data-testid="queue-case-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Ärende</TableHead>
          <TableHead>Rubrik</TableHead>
          <TableHead>Prioritet</TableHead>
          <TableHead>Ålder</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Typ</TableHead>
          <TableHead>Ägare</TableHead>
          <TableHead>Låst / visas av</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cases.map((item) => (
          <TableRow key={item.id} data-case-number={item.number}>
            <TableCell className="font-medium whitespace-nowrap">
              <Link to={`/sappis/cases/${item.number}`} className="text-primary hover:underline">
                {item.number}
              </Link>
            </TableCell>
            <TableCell className="max-w-72 truncate" title={item.header}>
              {item.header}
            </TableCell>
            <TableCell>
              <Badge variant={priorityPillVariant(item.priority.key)}>{item.priority.name}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums" title={item.createdAt}>
              {formatAge(item.createdAt, now)}
            </TableCell>
            <TableCell>
              <CaseStatusPill name={item.status.name} />
            </TableCell>
            <TableCell>{item.type.name}</TableCell>
            <TableCell>{item.ownerGroup.name}</TableCell>
            <TableCell>
              <div className="flex flex-col gap-0.5">
                {item.lockedBy && (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
                    <Lock aria-hidden="true" className="size-3.5" />
                    {lockedByText(item.lockedBy)}
                  </span>
                )}
                <ViewersMark viewers={item.viewers} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
