import { CASE_CREATE_TEXTS, type CaseCreateInput, caseCreateSchema } from '@sappis/shared/case-create';
import { type CasePriorityKey, caseHeaderOfFields } from '@sappis/shared/cases';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { fieldErrorsOf } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { serverFieldErrors, userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { type CaseCustomer, relationOf } from './case-customer.ts';
import { CasePrioritySelect, CaseTypeOptions } from './case-field-selects.tsx';

/** The title of the new case's one form field. */
export const DESCRIPTION_FIELD_TITLE = 'Beskrivning';

type Draft = {
  typeId: string;
  ownerGroupId: string;
  priority: CasePriorityKey;
  description: string;
  userAsOwner: boolean;
};

const EMPTY_DRAFT: Draft = {
  typeId: '',
  ownerGroupId: '',
  priority: 'LOWEST',
  description: '',
  userAsOwner: true,
};

/**
 * The form inside the dialog. It is mounted anew each time the dialog opens, so each opening has its own
 * `requestId`: a double click or a retry of the same opening answers with the case created the first time.
 */
export function CreateCaseForm({
  customer,
  parentCaseNumber,
  onPendingChange,
  onCreated,
  onCancel,
}: {
  customer: CaseCustomer | undefined;
  /** 'Skapa underärende': the new case goes under this main case (and takes its customer when none is given). */
  parentCaseNumber?: number;
  onPendingChange: (pending: boolean) => void;
  onCreated: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { requestId } = useRequestId();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const submitting = useRef(false);
  const navigate = useNavigate();
  const toast = useToast();
  const utils = trpc.useUtils();
  const types = trpc.cases.types.useQuery(undefined, { staleTime: 5 * 60_000 });
  const ownerGroups = trpc.cases.ownerGroups.useQuery(undefined, { staleTime: 5 * 60_000 });
  const create = trpc.cases.create.useMutation();
  const createChild = trpc.cases.createChild.useMutation();
  const busy = create.isPending || createChild.isPending;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const fields = [
    { title: DESCRIPTION_FIELD_TITLE, fieldType: 2, order: 1, required: true, value: draft.description },
  ];
  // Document 1 section 5: the header is the first 40 characters of the first field value.
  const header = caseHeaderOfFields(fields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    setServerError(null);
    const input: CaseCreateInput = {
      requestId,
      userAsOwner: draft.userAsOwner,
      priority: draft.priority,
      typeId: draft.typeId === '' ? Number.NaN : Number(draft.typeId),
      ownerGroupId: draft.ownerGroupId === '' ? Number.NaN : Number(draft.ownerGroupId),
      fields,
      relation: customer ? relationOf(customer) : null,
    };
    const parsed = caseCreateSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found.fields ? { ...found, description: found.fields } : found);
      return;
    }
    setErrors({});
    submitting.current = true;
    onPendingChange(true);
    try {
      const created =
        parentCaseNumber === undefined
          ? await create.mutateAsync(input)
          : await createChild.mutateAsync({ ...input, parentCaseNumber });
      void utils.cases.search.invalidate();
      if (parentCaseNumber !== undefined)
        void utils.cases.children.invalidate({ caseNumber: parentCaseNumber });
      toast(CASE_CREATE_TEXTS.created, { severity: 'success' });
      onCreated();
      void navigate(`/sappis/cases/${created.number}`);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setServerError(userMessageOf(error));
    } finally {
      submitting.current = false;
      onPendingChange(false);
    }
  };

  const errorText = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-xs text-destructive">
        {errors[key]}
      </p>
    ) : null;
  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Skapa ärende" noValidate>
      {customer && (
        <p
          className="rounded-md bg-muted px-3 py-2 text-sm text-slate-700"
          data-testid="create-case-customer"
        >
          Gäller kund {customer.name}, {customer.customerNumber}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-type`}>Ärendetyp</Label>
          <NativeSelect
            id={`${id}-type`}
            value={draft.typeId}
            disabled={busy}
            onChange={(event) => set('typeId', event.target.value)}
            {...invalid('typeId')}
          >
            <option value="">{types.isPending ? 'Laddar...' : 'Välj ärendetyp'}</option>
            <CaseTypeOptions types={types.data ?? []} />
          </NativeSelect>
          {errorText('typeId')}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-owner-group`}>Ägargrupp</Label>
          <NativeSelect
            id={`${id}-owner-group`}
            value={draft.ownerGroupId}
            disabled={busy}
            onChange={(event) => set('ownerGroupId', event.target.value)}
            {...invalid('ownerGroupId')}
          >
            <option value="">{ownerGroups.isPending ? 'Laddar...' : 'Välj ägargrupp'}</option>
            {ownerGroups.data?.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </NativeSelect>
          {errorText('ownerGroupId')}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-priority`}>Prioritet</Label>
          <CasePrioritySelect
            id={`${id}-priority`}
            value={draft.priority}
            disabled={busy}
            onChange={(priority) => set('priority', priority)}
          />
        </div>
      </div>
      {(types.error || ownerGroups.error) && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(types.error ?? ownerGroups.error)}
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-description`}>{DESCRIPTION_FIELD_TITLE} *</Label>
        <Textarea
          id={`${id}-description`}
          rows={4}
          value={draft.description}
          disabled={busy}
          onChange={(event) => set('description', event.target.value)}
          {...invalid('description')}
        />
        {errorText('description')}
        <p className="text-xs text-muted-foreground" data-testid="create-case-header">
          Rubrik: {header || 'tas från beskrivningens första 40 tecken'}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.userAsOwner}
          disabled={busy}
          onChange={(event) => set('userAsOwner', event.target.checked)}
        />
        Tilldela mig ärendet
      </label>
      {serverError && (
        <p role="alert" data-testid="create-case-error" className="text-sm text-destructive">
          {serverError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Avbryt
        </Button>
        <Button type="submit" disabled={busy}>
          Skapa ärende
        </Button>
      </div>
    </form>
  );
}
