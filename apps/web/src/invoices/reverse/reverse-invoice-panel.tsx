import { formatAmount } from '@sappis/shared/agreements/prices';
import {
  isReversibleRow,
  planReverseInvoice,
  REVERSE_INVOICE_TEXTS,
} from '@sappis/shared/invoices/reverse-invoice';
import { useState } from 'react';
import { OperationFeedback } from '@/agreements/operations/operation-feedback.tsx';
import { RefusalList } from '@/agreements/operations/refusal-list.tsx';
import { useOperationSubmit } from '@/agreements/operations/use-operation-submit.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { PanelProps } from '@/customers/panels/panel-host.tsx';
import { trpc } from '@/lib/trpc.ts';

/** Vänd faktura (document 2 sections 5 and 8): pick rows of an invoice (`&invoice=<n>`) and reverse them once. */
export default function ReverseInvoicePanel({ customer, params, close }: PanelProps) {
  const invoiceNumber = Number(params.get('invoice')) || 0;
  const details = trpc.invoices.details.useQuery({ invoiceNumber }, { enabled: invoiceNumber > 0 });
  const [picked, setPicked] = useState<number[]>([]);
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
  const choices = {
    invoiceNumber,
    rows: picked.map((transactionNo) => ({ transactionNo, transGroup3, periodFrom: null, periodTo: null })),
  };
  const outcome = planReverseInvoice(details.data.rows, choices);
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
        {details.data.rows.map((row) => (
          <label key={row.transactionNo} className="flex items-center gap-2">
            <input
              type="checkbox"
              disabled={!isReversibleRow(row)}
              checked={picked.includes(row.transactionNo)}
              onChange={() => toggle(row.transactionNo)}
            />
            {row.description} ({row.productNumber}) {formatAmount(row.amount)} kr
            {row.periodFrom ? `, ${row.periodFrom} – ${row.periodTo}` : ', engångsavgift'}
            {row.reversed && ' – redan vänd'}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor="reverse-trans-group">Krediteras på (TransGr3)</Label>
        <NativeSelect
          id="reverse-trans-group"
          value={String(transGroup3)}
          onChange={(event) => setTransGroup3(event.target.value === '33' ? 33 : 2)}
        >
          <option value="2">{REVERSE_INVOICE_TEXTS.transGroups[2]} (2)</option>
          <option value="33">{REVERSE_INVOICE_TEXTS.transGroups[33]} (33)</option>
        </NativeSelect>
      </div>
      {outcome.ok ? (
        <div className="rounded-md border p-3 text-sm" data-testid="plan-preview">
          <p className="font-medium">Det här händer:</p>
          <ul className="list-disc pl-5">
            {outcome.plan.reversals.map((item) => (
              <li key={item.transactionNo}>
                {item.description} krediteras {formatAmount(item.amount)} kr (TransGr3 {item.transGroup3}).
              </li>
            ))}
            <li>Ett ärende (typ {outcome.plan.case.typeId}) skapas.</li>
          </ul>
        </div>
      ) : (
        touched && <RefusalList refusals={outcome.refusals} />
      )}
      <Button type="submit" className="self-start">
        Vänd rader
      </Button>
    </form>
  );
}
