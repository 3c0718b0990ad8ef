import { formatAmount } from '@sappis/shared/agreements/prices';
import {
  INVOICE_BASIS_CUSTOMER_TYPE_LABELS,
  INVOICE_BASIS_CUSTOMER_TYPES,
  type InvoiceBasisCustomerTypeKey,
} from '@sappis/shared/invoice-bases/labels';
import { INVOICE_BASIS_STATUS_LABELS } from '@sappis/shared/invoice-bases/status';
import { useEffect, useState } from 'react';
import { type CaseLockState, lockBannerText } from '@/cases/case-lock-model.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { BasisEditor } from './basis-editor.tsx';
import { type BasisForm, fieldsOf, formOf } from './basis-form-model.ts';
import { StoredBasisView } from './stored-basis-view.tsx';

type Selection =
  | { kind: 'new'; customerType: InvoiceBasisCustomerTypeKey }
  | { kind: 'stored'; id: number }
  | null;

/**
 * Document 3 panel 13: the case's invoice bases, a new one per recipient type, and the selected one. While someone
 * else holds the case lock the section only reads (and prints), like the rest of the case page refuses writes.
 */
export function InvoiceBasesSection({
  caseNumber,
  version,
  lock,
}: {
  caseNumber: number;
  version: number;
  lock: CaseLockState;
}) {
  const utils = trpc.useUtils();
  const bases = trpc.invoiceBases.list.useQuery({ caseNumber });
  const [selection, setSelection] = useState<Selection>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lockedByOther = lock.locked && !lock.mine;
  const refresh = () => {
    setProblem(null);
    return Promise.all([
      utils.invoiceBases.list.invalidate({ caseNumber }),
      utils.invoiceBases.all.invalidate(),
      utils.cases.byNumber.invalidate({ caseNumber }),
    ]);
  };
  const onError = (error: unknown) => setProblem(userMessageOf(error));
  const stored =
    selection?.kind === 'stored' ? bases.data?.find((basis) => basis.id === selection.id) : undefined;

  return (
    <Card data-testid="invoice-bases">
      <CardHeader>
        <CardTitle>Faktureringsunderlag</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col gap-1 text-sm">
          {bases.data?.map((basis) => (
            <li key={basis.id}>
              <button
                type="button"
                className="underline"
                onClick={() => setSelection({ kind: 'stored', id: basis.id })}
              >
                Underlag {basis.id} – {INVOICE_BASIS_CUSTOMER_TYPE_LABELS[basis.customerType]} –{' '}
                {INVOICE_BASIS_STATUS_LABELS[basis.status]} – {formatAmount(basis.total)} kr
              </button>
            </li>
          ))}
          {bases.data?.length === 0 && <li>Inga faktureringsunderlag</li>}
        </ul>
        {lockedByOther ? (
          <p className="text-sm text-muted-foreground" data-testid="invoice-bases-read-only">
            {lockBannerText(lock)}: underlagen kan bara läsas och skrivas ut.
          </p>
        ) : (
          <div className="flex items-center gap-2">
            <NativeSelect
              aria-label="Mottagartyp"
              value={selection?.kind === 'new' ? selection.customerType : ''}
              onChange={(event) => {
                const value = event.target.value as InvoiceBasisCustomerTypeKey | '';
                setSelection(value === '' ? null : { kind: 'new', customerType: value });
              }}
            >
              <option value="">Nytt underlag för...</option>
              {INVOICE_BASIS_CUSTOMER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {INVOICE_BASIS_CUSTOMER_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        {selection?.kind === 'new' && !lockedByOther && (
          <NewBasis
            key={selection.customerType}
            caseNumber={caseNumber}
            customerType={selection.customerType}
            onSaved={(id) => {
              setProblem(null);
              setSelection({ kind: 'stored', id });
              return refresh();
            }}
            onError={onError}
          />
        )}
        {stored && (
          <StoredBasisView
            key={`${stored.id}-${stored.status}`}
            basis={stored}
            caseNumber={caseNumber}
            version={version}
            readOnly={lockedByOther}
            canDelete
            onDone={refresh}
            onError={onError}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** A blank basis for the type; changing the type remounts it (key), loading a blank one for that type. */
function NewBasis(props: {
  caseNumber: number;
  customerType: InvoiceBasisCustomerTypeKey;
  onSaved: (id: number) => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  const prefill = trpc.invoiceBases.prefill.useQuery({
    caseNumber: props.caseNumber,
    customerType: props.customerType,
  });
  const [form, setForm] = useState<BasisForm | null>(null);
  const { requestId, renew } = useRequestId();
  const create = trpc.invoiceBases.create.useMutation();
  useEffect(() => {
    if (prefill.data && !form) setForm(formOf(prefill.data));
  }, [prefill.data, form]);
  if (!form) return <p className="text-sm">Laddar...</p>;
  const save = () =>
    create.mutate(
      { requestId, caseNumber: props.caseNumber, customerType: props.customerType, fields: fieldsOf(form) },
      {
        onSuccess: (basis) => {
          renew();
          void props.onSaved(basis.id);
        },
        onError: props.onError,
      },
    );
  return (
    <BasisEditor
      form={form}
      onChange={setForm}
      onSave={save}
      onDeleteExpense={(index) =>
        setForm({ ...form, expenses: form.expenses.filter((_, at) => at !== index) })
      }
      saving={create.isPending}
    />
  );
}
