import { formatAmount } from '@sappis/shared/agreements/prices';
import {
  type InvoiceRowFacts,
  isOneOffRow,
  isReversibleRow,
  planReverseInvoice,
  REVERSE_INVOICE_TEXTS,
} from '@sappis/shared/invoices/reverse-invoice';
import { useState } from 'react';
import { OperationFeedback } from '@/agreements/operations/operation-feedback.tsx';
import { RefusalList } from '@/agreements/operations/refusal-list.tsx';
import { useOperationSubmit } from '@/agreements/operations/use-operation-submit.ts';
import { Button } from '@/components/ui/button.tsx';
import { DatePicker } from '@/components/ui/date-picker.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';

const ONE_OFF_HINT = 'Engångsavgift – datum kan inte ändras';

interface EditedPeriod {
  from: string;
  to: string;
}

/** The period to reverse of a row: the edited one, else the row's own; none for a one-off charge. */
const periodOf = (row: InvoiceRowFacts, edited: EditedPeriod | undefined) =>
  isOneOffRow(row)
    ? { periodFrom: null, periodTo: null }
    : { periodFrom: edited?.from ?? row.periodFrom, periodTo: edited?.to ?? row.periodTo };

/**
 * Vänd faktura (document 2 sections 5 and 8): pick rows of an invoice (`&invoice=<n>`) and reverse them once; a row
 * with a period can have the period to reverse narrowed within its own, a one-off charge cannot.
 */
export default function ReverseInvoicePanel({ customer, params, close }: PanelProps) {
  const invoiceNumber = Number(params.get('invoice')) || 0;
  const details = trpc.invoices.details.useQuery({ invoiceNumber }, { enabled: invoiceNumber > 0 });
  const [picked, setPicked] = useState<number[]>([]);
  const [periods, setPeriods] = useState<Record<number, EditedPeriod>>({});
  const [transGroup3, setTransGroup3] = useState<2 | 33>(2);
  const [touched, setTouched] = useState(false);
  const mutation = trpc.invoices.reverse.useMutation();
  const utils = trpc.useUtils();
  const { state, submit, back } = useOperationSubmit<{ caseNumbers: number[]; reversedRows: number }>(
    customer.customerNumber,
    null,
  );

  if (state.status !== 'idle') {
    return (
      <OperationFeedback
        state={state}
        successText={(result) => REVERSE_INVOICE_TEXTS.success(result.reversedRows)}
        failureText={(message) => message}
        onBack={back}
        onClose={close}
      />
    );
  }
  if (invoiceNumber <= 0) return <p className="text-sm text-muted-foreground">Välj en faktura i Ekonomi.</p>;
  if (details.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!details.data) return <p className="text-sm text-destructive">Kunde inte hämta fakturan.</p>;
  const rows = details.data.rows;
  const choices = {
    invoiceNumber,
    rows: picked.map((transactionNo) => {
      const row = rows.find((item) => item.transactionNo === transactionNo);
      const period = row ? periodOf(row, periods[transactionNo]) : { periodFrom: null, periodTo: null };
      return { transactionNo, transGroup3, ...period };
    }),
  };
  const outcome = planReverseInvoice(rows, choices);
  const rowRefusals = outcome.ok ? {} : outcome.refusals;
  const setPeriod = (row: InvoiceRowFacts, end: keyof EditedPeriod, value: string) =>
    setPeriods((current) => {
      const before = current[row.transactionNo] ?? {
        from: row.periodFrom ?? '',
        to: row.periodTo ?? '',
      };
      return { ...current, [row.transactionNo]: { ...before, [end]: value } };
    });
  const toggle = (transactionNo: number) =>
    setPicked((current) =>
      current.includes(transactionNo)
        ? current.filter((item) => item !== transactionNo)
        : [...current, transactionNo],
    );

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!outcome.ok) return;
        void submit(async (requestId) => {
          const result = await mutation.mutateAsync({ requestId, choices });
          void utils.invoices.invalidate();
          return result;
        });
      }}
    >
      <p className="text-sm font-medium">Faktura {invoiceNumber}</p>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">Rader att vända</legend>
        {rows.map((row) => {
          const oneOff = isOneOffRow(row);
          const period = periodOf(row, periods[row.transactionNo]);
          const label = `${row.description} (${row.productNumber})`;
          const rowErrors = picked.includes(row.transactionNo)
            ? rowRefusals[`row.${row.transactionNo}`]
            : undefined;
          return (
            <div key={row.transactionNo} className="flex flex-col gap-1">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  disabled={!isReversibleRow(row)}
                  checked={picked.includes(row.transactionNo)}
                  onChange={() => toggle(row.transactionNo)}
                />
                {label} {formatAmount(row.amount)} kr
                {row.periodFrom ? `, ${row.periodFrom} – ${row.periodTo}` : ', engångsavgift'}
                {row.reversed && ' – redan vänd'}
              </label>
              {isReversibleRow(row) && (
                <div className="flex flex-wrap items-center gap-2 pl-6">
                  <DatePicker
                    className="w-40"
                    aria-label={`Vänd från, ${label}`}
                    value={period.periodFrom ?? ''}
                    min={row.periodFrom ?? undefined}
                    max={row.periodTo ?? undefined}
                    disabled={oneOff}
                    aria-invalid={rowErrors ? true : undefined}
                    onChange={(value) => setPeriod(row, 'from', value)}
                  />
                  <span aria-hidden="true">–</span>
                  <DatePicker
                    className="w-40"
                    aria-label={`Vänd till, ${label}`}
                    value={period.periodTo ?? ''}
                    min={row.periodFrom ?? undefined}
                    max={row.periodTo ?? undefined}
                    disabled={oneOff}
                    aria-invalid={rowErrors ? true : undefined}
                    onChange={(value) => setPeriod(row, 'to', value)}
                  />
                  {oneOff && <span className="text-xs text-muted-foreground">{ONE_OFF_HINT}</span>}
                  {rowErrors?.map((message) => (
                    <span key={message} role="alert" className="text-xs text-destructive">
                      {message}
                    </span>
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor="reverse-trans-group" title="TransGr3">
          Krediteras på
        </Label>
        <NativeSelect
          id="reverse-trans-group"
          value={String(transGroup3)}
          onChange={(event) => setTransGroup3(event.target.value === '33' ? 33 : 2)}
        >
          <option value="2" title="TransGr3 2">
            {REVERSE_INVOICE_TEXTS.transGroups[2]}
          </option>
          <option value="33" title="TransGr3 33">
            {REVERSE_INVOICE_TEXTS.transGroups[33]}
          </option>
        </NativeSelect>
      </div>
      {outcome.ok ? (
        <div className="rounded-md border p-3 text-sm" data-testid="plan-preview">
          <p className="font-medium">Det här händer:</p>
          <ul className="list-disc pl-5">
            {outcome.plan.reversals.map((item) => (
              <li key={item.transactionNo} title={`TransGr3 ${item.transGroup3}`}>
                {item.description}
                {item.periodFrom ? ` (${item.periodFrom} – ${item.periodTo})` : ''} krediteras{' '}
                {formatAmount(item.amount)} kr på{' '}
                {REVERSE_INVOICE_TEXTS.transGroups[item.transGroup3].toLowerCase()}.
              </li>
            ))}
            <li title={`Ärendetyp ${outcome.plan.case.typeId}`}>
              Ett ärende skapas: "{outcome.plan.case.header}".
            </li>
          </ul>
        </div>
      ) : (
        touched && (
          <RefusalList
            refusals={outcome.refusals}
            shownFields={picked.map((transactionNo) => `row.${transactionNo}`)}
          />
        )
      )}
      <Button type="submit" className="self-start">
        Vänd rader
      </Button>
    </form>
  );
}
