import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import type { CasePageData } from './case-lock-model.ts';

export const EMPTY_HISTORY_TEXT = 'Inget att se historiken saknas...';

/** The case history panel of document 2: Händelse, Användare, Datum. */
export function CaseHistory({ history }: { history: CasePageData['history'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Historik</CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{EMPTY_HISTORY_TEXT}</p>
        ) : (
          <Table data-testid="case-history">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Händelse</TableHead>
                <TableHead>Användare</TableHead>
                <TableHead>Datum</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {history.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{entry.action}</TableCell>
                  <TableCell>{entry.userName}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatDateTime(entry.createdAt)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** The case's logs (created_at, user_name, message), newest first. */
export function CaseLogs({ logs }: { logs: CasePageData['logs'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Loggar</CardTitle>
      </CardHeader>
      <CardContent>
        {logs.length === 0 ? (
          <p className="text-sm text-muted-foreground">Inga loggar</p>
        ) : (
          <ul data-testid="case-logs" className="flex flex-col gap-3">
            {logs.map((log) => (
              <li key={log.id} className="border-l-2 border-border pl-3">
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(log.createdAt)} · {log.userName}
                  {log.auto && ' · Automatisk'}
                </p>
                <p className="whitespace-pre-wrap text-sm text-slate-900">{log.message}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
