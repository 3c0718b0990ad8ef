import { formatAmount } from '@sappis/shared/agreements/prices';
import { INVOICE_BASIS_CUSTOMER_TYPE_LABELS } from '@sappis/shared/invoice-bases/labels';
import {
  INVOICE_BASIS_STATUS_LABELS,
  isBasisEditable,
  isBasisPrintable,
} from '@sappis/shared/invoice-bases/status';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { openPdf } from '@/lib/pdf-file.ts';
import { trpc } from '@/lib/trpc.ts';
import { BasisEditor } from './basis-editor.tsx';
import { fieldsOf, formOf, type StoredBasis } from './basis-form-model.ts';

/**
 * One stored basis: edited while in progress, reopened or marked invoiced when ready, printed; on its case and on
 * /sappis/vidarefakturering (where a basis cannot be deleted: `canDelete`).
 */
export function StoredBasisView({
  basis,
  caseNumber,
  version,
  readOnly,
  canDelete,
  onDone,
  onError,
}: {
  basis: StoredBasis;
  caseNumber: number;
  /** The case's version, which marking the basis invoiced (a case write) carries. */
  version: number;
  /** Someone else holds the case lock: shown and printable, nothing else. */
  readOnly: boolean;
  canDelete: boolean;
  onDone: () => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  const [form, setForm] = useState(() => formOf(basis));
  const utils = trpc.useUtils();
  const ref = { caseNumber, basisId: basis.id };
  const handlers = { onSuccess: () => void onDone(), onError };
  const update = trpc.invoiceBases.update.useMutation();
  const remove = trpc.invoiceBases.remove.useMutation();
  const removeExpense = trpc.invoiceBases.removeExpense.useMutation();
  const reopen = trpc.invoiceBases.reopen.useMutation();
  const markInvoiced = trpc.invoiceBases.markInvoiced.useMutation();
  const busy = [update, remove, removeExpense, reopen, markInvoiced].some((mutation) => mutation.isPending);
  // Always a fresh PDF: a cached one would print what the basis held before it was reopened and changed.
  const print = () =>
    utils.invoiceBases.pdf
      .fetch(ref, { staleTime: 0, gcTime: 0 })
      .then((file) => openPdf(file.contentBase64), onError);
  const header = (
    <p className="text-sm font-medium">
      Underlag {basis.id}: {INVOICE_BASIS_CUSTOMER_TYPE_LABELS[basis.customerType]},{' '}
      {INVOICE_BASIS_STATUS_LABELS[basis.status]}
    </p>
  );
  if (isBasisEditable(basis.status) && !readOnly) {
    return (
      <div className="flex flex-col gap-2">
        {header}
        <BasisEditor
          form={form}
          onChange={setForm}
          onSave={() => update.mutate({ ...ref, fields: fieldsOf(form) }, handlers)}
          onDeleteExpense={(index) => {
            const expenseId = form.expenses[index]?.id;
            const rest = { ...form, expenses: form.expenses.filter((_, at) => at !== index) };
            if (expenseId === undefined) setForm(rest);
            else removeExpense.mutate({ ...ref, expenseId }, { onSuccess: () => setForm(rest), onError });
          }}
          saving={update.isPending}
        />
        {canDelete && (
          <Button
            type="button"
            variant="destructive"
            className="self-start"
            disabled={busy}
            onClick={() => remove.mutate(ref, handlers)}
          >
            Radera underlaget
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="basis-read-only">
      {header}
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt>Löpnummer</dt>
        <dd>{basis.invoiceAo}</dd>
        <dt>Kundnamn</dt>
        <dd>{basis.customerName}</dd>
        <dt>Vidarefakturering</dt>
        <dd>{basis.forwardBilling ? 'Ja' : 'Nej'}</dd>
        <dt>Totalt</dt>
        <dd>{formatAmount(basis.total)} kr</dd>
      </dl>
      <ul className="text-sm">
        {basis.expenses.map((expense) => (
          <li key={expense.id}>
            {expense.description}: {expense.quantity} × {formatAmount(expense.price)} ={' '}
            {formatAmount(expense.lineTotal)} kr
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {basis.status === 'READY' && !readOnly && (
          <>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => reopen.mutate(ref, handlers)}
            >
              Ändra status till pågående
            </Button>
            <Button
              type="button"
              disabled={busy}
              onClick={() => markInvoiced.mutate({ ...ref, version }, handlers)}
            >
              Klarmarkera underlaget
            </Button>
          </>
        )}
        {isBasisPrintable(basis.status) && (
          <Button type="button" variant="outline" onClick={() => void print()}>
            Skriv ut
          </Button>
        )}
      </div>
    </div>
  );
}
