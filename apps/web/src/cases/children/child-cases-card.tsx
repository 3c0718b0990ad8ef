import {
  CASE_WORKSPACE_TEXTS,
  CHILD_CASES_SHOWN_MAX,
  childCasesLimited,
} from '@sappis/shared/case-workspace';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { CaseStatusPill } from '../case-status-pill.tsx';
import { CaseTabLink } from '../case-tab-link.tsx';
import { CreateCaseDialog } from '../create-case-dialog.tsx';

/** 'Underärenden' (document 3 panel 17): at most 500 listed, a warning above that; 'Skapa underärende'. */
export function ChildCasesCard({ caseNumber }: { caseNumber: number }) {
  const query = trpc.cases.children.useQuery({ caseNumber });
  const [creating, setCreating] = useState(false);
  const data = query.data;

  return (
    <Card data-testid="child-cases">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Underärenden{data ? ` (${data.total})` : ''}</CardTitle>
        <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
          Skapa underärende
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {query.isPending && <p className="text-sm text-muted-foreground">Laddar...</p>}
        {query.error && (
          <p role="alert" className="text-sm text-destructive">
            {CASE_WORKSPACE_TEXTS.childCasesFailed(userMessageOf(query.error))}
          </p>
        )}
        {data && data.total === 0 && (
          <p className="text-sm text-muted-foreground">{CASE_WORKSPACE_TEXTS.noChildCases}</p>
        )}
        {data && childCasesLimited(data.total) && (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {CASE_WORKSPACE_TEXTS.childCasesLimited(data.total, CHILD_CASES_SHOWN_MAX)}
          </p>
        )}
        {data && data.children.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Ärende</TableHead>
                <TableHead>Rubrik</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Typ</TableHead>
                <TableHead>Ägare</TableHead>
                <TableHead>Skapad</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.children.map((child) => (
                <TableRow key={child.number}>
                  <TableCell>
                    <CaseTabLink caseNumber={child.number} />
                  </TableCell>
                  <TableCell className="max-w-44 truncate" title={child.header}>
                    {child.header}
                  </TableCell>
                  <TableCell>
                    <CaseStatusPill name={child.status.name} />
                  </TableCell>
                  <TableCell>{child.type}</TableCell>
                  <TableCell>{child.ownerGroup}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatDateTime(child.createdAt)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <CreateCaseDialog open={creating} onOpenChange={setCreating} parentCaseNumber={caseNumber} />
    </Card>
  );
}
