import { formatAmount } from '@sappis/shared/agreements/prices';
import {
  DEFERMENT_TEXTS,
  type DefermentChoices,
  type DefermentColour,
  planDeferment,
} from '@sappis/shared/invoices/deferment';
import { useState } from 'react';
import { OperationFeedback } from '@/agreements/operations/operation-feedback.tsx';
import { caseLine } from '@/agreements/operations/plan-preview.tsx';
import { RefusalList } from '@/agreements/operations/refusal-list.tsx';
import { useOperationSubmit } from '@/agreements/operations/use-operation-submit.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { cn } from '@/lib/utils.ts';
import { useProductName } from '@/system/product-name.tsx';

const COLOUR_CLASSES: Record<DefermentColour, string> = {
  GREEN: 'border-green-600 bg-green-50 text-green-800',
  YELLOW: 'border-yellow-500 bg-yellow-50 text-yellow-900',
  RED: 'border-red-600 bg-red-50 text-red-800',
};

/** The days the picker offers (defermentWindow), or why there are none. */
function windowHint({ first, last }: { first: string; last: string }): string {
  return first > last ? DEFERMENT_TEXTS.noLaterDate(last) : `Mellan ${first} och ${last}`;
}

/** Anstånd (document 2 sections 5 and 8): the status by customer, then a new due date on an unpaid invoice. */
export default function DefermentPanel({ customer, params, close }: PanelProps) {
  const status = trpc.invoices.defermentStatus.useQuery({ customerNumber: customer.customerNumber });
  const [choices, setChoices] = useState<DefermentChoices>({
    invoiceNumber: Number(params.get('invoice')) || 0,
    newDueDate: '',
  });
  const [touched, setTouched] = useState(false);
  const mutation = trpc.invoices.defer.useMutation();
  const utils = trpc.useUtils();
  const productName = useProductName();
  const { state, submit, back } = useOperationSubmit<{ caseNumbers: number[]; newDueDate: string }>(
    customer.customerNumber,
    null,
  );

  if (state.status !== 'idle') {
    return (
      <OperationFeedback
        state={state}
        successText={() => DEFERMENT_TEXTS.success}
        failureText={DEFERMENT_TEXTS.failure}
        onBack={back}
        onClose={close}
      />
    );
  }
  if (status.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!status.data) return <p className="text-sm text-destructive">{DEFERMENT_TEXTS.fetchFailed}</p>;
  const { colour, text, invoices, today, caseNames } = status.data;
  const outcome = planDeferment({ colour, invoices }, choices, today);
  // The case by name, as every operation's preview names it.
  const caseText = outcome.ok ? caseLine(outcome.plan.case, caseNames, productName) : null;
  const invoice = invoices.find((item) => item.invoiceNumber === choices.invoiceNumber);
  const errorOf = (field: string) => (touched && !outcome.ok ? outcome.refusals[field]?.[0] : undefined);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!outcome.ok) return;
    void submit(async (requestId) => {
      const result = await mutation.mutateAsync({
        requestId,
        customerNumber: customer.customerNumber,
        choices,
      });
      void utils.invoices.invalidate();
      return result;
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <p
        role="status"
        data-testid="deferment-status"
        className={cn('rounded-md border p-3 text-sm', COLOUR_CLASSES[colour])}
      >
        {text}
      </p>
      {invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{DEFERMENT_TEXTS.noInvoices}</p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <Label htmlFor="deferment-invoice">Faktura</Label>
            <NativeSelect
              id="deferment-invoice"
              value={String(choices.invoiceNumber)}
              onChange={(event) =>
                setChoices((current) => ({ ...current, invoiceNumber: Number(event.target.value) }))
              }
              aria-invalid={errorOf('invoiceNumber') ? true : undefined}
            >
              <option value="0">Välj faktura</option>
              {invoices.map((item) => (
                <option key={item.invoiceNumber} value={item.invoiceNumber}>
                  {item.invoiceNumber}, förfaller {item.dueDate}, kvar {formatAmount(item.remainingAmount)} kr
                </option>
              ))}
            </NativeSelect>
            {errorOf('invoiceNumber') && (
              <p className="text-sm text-destructive">{errorOf('invoiceNumber')}</p>
            )}
          </div>
          <DatePickerField
            id="deferment-date"
            label="Nytt förfallodatum"
            value={choices.newDueDate}
            min={invoice?.window.first}
            max={invoice?.window.last}
            hint={invoice ? windowHint(invoice.window) : null}
            onChange={(newDueDate) => setChoices((current) => ({ ...current, newDueDate }))}
            error={errorOf('newDueDate')}
          />
          {outcome.ok ? (
            <div className="rounded-md border p-3 text-sm" data-testid="plan-preview">
              <p className="font-medium">Det här händer:</p>
              <ul className="list-disc pl-5">
                <li>
                  Faktura {outcome.plan.invoiceNumber} får förfallodatum {outcome.plan.newDueDate} (i stället
                  för {outcome.plan.oldDueDate}).
                </li>
                <li>Anståndet registreras och räknas i kundens anståndsstatus.</li>
                {caseText && <li title={caseText.title}>{caseText.text}</li>}
              </ul>
            </div>
          ) : (
            touched && (
              <RefusalList refusals={outcome.refusals} shownFields={['invoiceNumber', 'newDueDate']} />
            )
          )}
          <Button type="submit" className="self-start" disabled={colour === 'RED'}>
            Ge anstånd
          </Button>
        </>
      )}
    </form>
  );
}
