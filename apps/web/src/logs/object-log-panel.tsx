import { useState } from 'react';
import { SanitizedHtml } from '@/components/sanitized-html.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { activeFirst } from '@/customers/customer-model.ts';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';

const loading = <p className="text-sm text-muted-foreground">Laddar...</p>;
const failed = (what: string) => (
  <p role="alert" className="text-sm text-destructive">
    Kunde inte hämta {what}.
  </p>
);

const CUSTOMER_CHOICE = 'kund';

/**
 * Log information (document 2): the log entries (loggId, by, created, updated, category, text) of the customer or
 * of one of the customer's agreements (`&agreement=<n>` preselects it), and the customer's case logs.
 */
export default function ObjectLogPanel({ customer, params }: PanelProps) {
  const agreements = activeFirst(customer.agreements);
  const asked = params.get('agreement');
  const preselected = agreements.some((agreement) => String(agreement.agreementNumber) === asked)
    ? (asked as string)
    : CUSTOMER_CHOICE;
  // The choice follows a new `&agreement=` (the menu of another agreement) until the user picks again.
  const [picked, setPicked] = useState({ asked, value: preselected });
  const choice = picked.asked === asked ? picked.value : preselected;
  const object =
    choice === CUSTOMER_CHOICE
      ? ({ objectType: 'kund', objectId: customer.customerNumber } as const)
      : ({ objectType: 'avtal', objectId: Number(choice) } as const);
  const entries = trpc.logs.objectLog.useQuery(object);
  const caseLogs = trpc.logs.caseLogs.useQuery({ customerNumber: customer.customerNumber });
  return (
    <div className="flex flex-col gap-5">
      <search className="flex flex-col gap-1">
        <Label htmlFor="object-log-object">Visa logg för</Label>
        <NativeSelect
          id="object-log-object"
          value={choice}
          onChange={(event) => setPicked({ asked, value: event.target.value })}
        >
          <option value={CUSTOMER_CHOICE}>Kund {customer.customerNumber}</option>
          {agreements.map((agreement) => (
            <option key={agreement.agreementNumber} value={String(agreement.agreementNumber)}>
              Avtal {agreement.agreementNumber}
              {agreement.ended ? ' (avslutat)' : ''}
            </option>
          ))}
        </NativeSelect>
      </search>
      <section aria-label="Logg" className="flex flex-col gap-2">
        <h3 className="font-medium">
          Logg för {object.objectType === 'kund' ? 'kund' : 'avtal'} {object.objectId}
        </h3>
        {entries.isLoading && loading}
        {entries.error && failed('loggen')}
        {entries.data?.length === 0 && <p className="text-sm text-muted-foreground">Inga loggposter.</p>}
        <ul className="flex flex-col gap-3">
          {entries.data?.map((entry) => (
            <li key={entry.id} className="rounded-md border p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                Logg {entry.id} · {entry.categoryName} ({entry.categoryId}) · {entry.createdBy}
              </p>
              <p className="text-xs text-muted-foreground">
                Skapad {formatDateTime(entry.createdAt)} · Uppdaterad {formatDateTime(entry.updatedAt)}
              </p>
              <SanitizedHtml safeHtml={entry.safeHtml} className="mt-2" />
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Ärendeloggar" className="flex flex-col gap-2">
        <h3 className="font-medium">Ärendeloggar</h3>
        {caseLogs.isLoading && loading}
        {caseLogs.error && failed('ärendeloggarna')}
        {caseLogs.data?.length === 0 && <p className="text-sm text-muted-foreground">Inga ärendeloggar.</p>}
        <ul className="flex flex-col gap-2">
          {caseLogs.data?.map((log) => (
            <li key={log.id} className="rounded-md border p-2 text-sm">
              <p className="text-xs text-muted-foreground">
                Ärende {log.caseNumber} ({log.caseHeader}) · {formatDateTime(log.createdAt)} · {log.userName}
                {log.auto ? ' · automatisk' : ''}
              </p>
              <p className="whitespace-pre-wrap">{log.message}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
