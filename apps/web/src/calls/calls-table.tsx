import { CALL_OUTCOME_LABELS, formatCallDuration } from '@sappis/shared/calls/call-outcome';
import { displayPhoneNumber } from '@sappis/shared/calls/phone-number';
import { NewCaseButton } from '@/cases/create-case-dialog.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';

export type Call = RouterOutputs['calls']['list']['calls'][number];

const DIRECTIONS = { IN: 'In', OUT: 'Ut' } as const;

/**
 * Calls, newest first: time, number, matched customer, direction, queue, who answered, talk time and outcome;
 * missed calls stand out. 'Nytt ärende' opens a case about the call's customer with the number it called from.
 */
export function CallsTable({ calls, showCustomer = true }: { calls: Call[]; showCustomer?: boolean }) {
  return (
    <Table aria-label="Samtal">
      <TableHeader>
        <TableRow>
          <TableHead>Tid</TableHead>
          <TableHead>Nummer</TableHead>
          {showCustomer && <TableHead>Kund</TableHead>}
          <TableHead>Riktning</TableHead>
          <TableHead>Kö</TableHead>
          <TableHead>Besvarad av</TableHead>
          <TableHead>Längd</TableHead>
          <TableHead>Utfall</TableHead>
          <TableHead>
            <span className="sr-only">Åtgärder</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {calls.map((call) => {
          const missed = call.outcome === 'MISSED' || call.outcome === 'BUSY';
          const number = displayPhoneNumber(call.number);
          const customer = call.customers[0];
          return (
            <TableRow
              key={call.callId}
              data-testid="call-row"
              data-missed={missed || undefined}
              className={missed ? 'bg-red-50 text-red-900' : undefined}
            >
              <TableCell>{formatDateTime(call.startedAt)}</TableCell>
              <TableCell>{number}</TableCell>
              {showCustomer && (
                <TableCell>
                  {call.customers.length === 0
                    ? '–'
                    : call.customers.map((matched) => (
                        <a
                          key={matched.customerNumber}
                          className="block underline"
                          href={customerViewPath(matched.customerNumber)}
                          target="_blank"
                          rel="noopener"
                        >
                          {matched.name}, {matched.customerNumber}
                        </a>
                      ))}
                </TableCell>
              )}
              <TableCell>{DIRECTIONS[call.direction]}</TableCell>
              <TableCell>{call.queue ?? '–'}</TableCell>
              <TableCell>{call.answeredBy ?? '–'}</TableCell>
              <TableCell>
                {call.durationSeconds === null ? '–' : formatCallDuration(call.durationSeconds)}
              </TableCell>
              <TableCell className={missed ? 'font-semibold' : undefined}>
                {call.outcome ? CALL_OUTCOME_LABELS[call.outcome] : 'Pågår'}
              </TableCell>
              <TableCell>
                {customer && (
                  <NewCaseButton
                    size="sm"
                    variant="outline"
                    aria-label={`Nytt ärende från samtalet ${number}`}
                    customer={{ ...customer, phone: number }}
                  />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
