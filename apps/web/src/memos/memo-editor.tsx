import {
  EMPTY_MEMO_FORM,
  type MemoForm,
  type MemoScopeInput,
  memoFormChanged,
  memoFormSchema,
} from '@sappis/shared/memos/memo-form';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import { FormField, fieldErrorsOf, SelectField } from '@/customers/panels/form-field.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

type CustomerMemos = RouterOutputs['memos']['forCustomer'];
export type EditableMemo = CustomerMemos['memos'][number];
type ScopeOption = CustomerMemos['scopes'][number];

const scopeKey = (scope: ScopeOption): string =>
  scope.kind === 'MAIN_AGREEMENT'
    ? `MAIN_AGREEMENT:${scope.mainAgreementNumber}`
    : scope.kind === 'OPERATOR'
      ? `OPERATOR:${scope.operatorId}`
      : `MAIN_CENTRAL:${scope.mainCentral}`;

function scopeInput(scope: ScopeOption): MemoScopeInput {
  if (scope.kind === 'MAIN_AGREEMENT')
    return { kind: scope.kind, mainAgreementNumber: scope.mainAgreementNumber };
  if (scope.kind === 'OPERATOR') return { kind: scope.kind, operatorId: scope.operatorId };
  return { kind: scope.kind, mainCentral: scope.mainCentral };
}

function formOf(memo: EditableMemo): MemoForm {
  return {
    title: memo.title,
    message: memo.message,
    startsAt: memo.startsAt ?? '',
    endsAt: memo.endsAt ?? '',
    active: memo.flaggedActive,
  };
}

/**
 * The memo form (document 3 section 5): a new memo (no id) also picks what it concerns; an existing one can be
 * switched inactive. Save needs a non-empty message; an existing memo's save also needs a change.
 */
export function MemoEditor({
  customerNumber,
  memo,
  scopes,
  done,
}: {
  /** The customer view's customer, or null on the main-agreement page. */
  customerNumber: number | null;
  memo: EditableMemo | null;
  scopes: readonly ScopeOption[];
  done: () => void;
}) {
  const stored = memo ? formOf(memo) : EMPTY_MEMO_FORM;
  const [values, setValues] = useState<MemoForm>(stored);
  const [scope, setScope] = useState(scopes[0] ? scopeKey(scopes[0]) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const toast = useToast();
  const create = trpc.memos.create.useMutation();
  const { requestId } = useRequestId();
  const update = trpc.memos.update.useMutation();
  const busy = create.isPending || update.isPending;
  const chosenScope = scopes.find((option) => scopeKey(option) === scope);
  const canSave =
    values.message.trim() !== '' && (memo ? memoFormChanged(stored, values) : chosenScope !== undefined);

  const set = <K extends keyof MemoForm>(key: K, value: MemoForm[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = memoFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const result = memo
        ? await update.mutateAsync({ id: memo.id, form: parsed.data })
        : chosenScope
          ? await create.mutateAsync({ requestId, scope: scopeInput(chosenScope), form: parsed.data })
          : null;
      if (!result) return;
      await Promise.all([
        ...(customerNumber === null
          ? []
          : [
              utils.memos.forCustomer.invalidate({ customerNumber }),
              utils.customers.byNumber.invalidate({ customerNumber }),
            ]),
        utils.mainAgreements.details.invalidate(),
      ]);
      toast(result.message, { severity: 'success' });
      done();
    } catch (error) {
      setServerError(userMessageOf(error));
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-md border p-3"
      aria-label={memo ? 'Ändra memo' : 'Nytt memo'}
    >
      {!memo && (
        <SelectField id="memo-scope" label="Gäller" value={scope} disabled={busy} onChange={setScope}>
          {scopes.map((option) => (
            <option key={scopeKey(option)} value={scopeKey(option)}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      <FormField
        id="memo-title"
        label="Rubrik"
        value={values.title}
        error={errors.title}
        onChange={(value) => set('title', value)}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor="memo-message">Meddelande</Label>
        <Textarea
          id="memo-message"
          value={values.message}
          disabled={busy}
          aria-invalid={errors.message ? true : undefined}
          onChange={(event) => set('message', event.target.value)}
        />
        {errors.message && <p className="text-xs text-destructive">{errors.message}</p>}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <DatePickerField
          id="memo-starts-at"
          label="Gäller från"
          value={values.startsAt}
          error={errors.startsAt}
          onChange={(value) => set('startsAt', value)}
        />
        <DatePickerField
          id="memo-ends-at"
          label="Gäller till"
          value={values.endsAt}
          error={errors.endsAt}
          onChange={(value) => set('endsAt', value)}
        />
      </div>
      {memo && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={values.active}
            disabled={busy}
            onChange={(event) => set('active', event.target.checked)}
          />
          Aktiv
        </label>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={!canSave || busy}>
          Spara
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={done}>
          Avbryt
        </Button>
      </div>
      {serverError && (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      )}
    </form>
  );
}
