import { CASE_CREATE_TEXTS, type CaseCreateInput, caseCreateSchema } from '@sappis/shared/case-create';
import { CASE_HEADER_MAX, type CasePriorityKey } from '@sappis/shared/cases';
import { hasAnyGroup } from '@sappis/shared/groups';
import { groupsFor } from '@sappis/shared/routes';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { fieldErrorsOf } from '@/customers/panels/form-field.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { CasePrioritySelect, CaseTypeOptions } from './case-field-selects.tsx';

/** The title of the new case's one form field. */
export const DESCRIPTION_FIELD_TITLE = 'Beskrivning';

/** The customer a case opened from the customer view concerns (case_relation_attributes). */
export interface CaseCustomer {
  customerNumber: number;
  name: string;
  email: string | null;
  mobilePhone: string | null;
  phone: string | null;
  address: string | null;
  postal: string | null;
}

type Customer = RouterOutputs['customers']['byNumber'];

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** The relation fields of the customer view's customer: the delivery address, else the invoice address. */
export function caseCustomerOf(customer: Customer): CaseCustomer {
  const delivery = customer.deliveryAddress !== null;
  return {
    customerNumber: customer.customerNumber,
    name: customer.name,
    email: customer.email,
    mobilePhone: customer.mobilePhone,
    phone: customer.phone,
    address: delivery ? customer.deliveryAddress : customer.invoiceAddress,
    postal: delivery
      ? joined(customer.deliveryPostalCode, customer.deliveryCity)
      : joined(customer.invoicePostalCode, customer.invoiceCity),
  };
}

const relationOf = (customer: CaseCustomer): CaseCreateInput['relation'] => ({
  customerNumber: customer.customerNumber,
  customerName: customer.name,
  customerEmail: customer.email,
  customerMobilePhone: customer.mobilePhone,
  customerPhone: customer.phone,
  customerAddress: customer.address,
  customerPostal: customer.postal,
});

/** The first field error the server attached to a refusal (AppError fieldErrors), by field. */
function serverFieldErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: { fieldErrors?: unknown } } | null)?.data;
  const fieldErrors = data?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[key] = messages[0];
  }
  return errors;
}

type Draft = {
  header: string;
  typeId: string;
  ownerGroupId: string;
  priority: CasePriorityKey;
  description: string;
  userAsOwner: boolean;
};

const EMPTY_DRAFT: Draft = {
  header: '',
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
function CreateCaseForm({
  customer,
  onPendingChange,
  onCreated,
  onCancel,
}: {
  customer: CaseCustomer | undefined;
  onPendingChange: (pending: boolean) => void;
  onCreated: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [requestId] = useState(() => crypto.randomUUID());
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
  const busy = create.isPending;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const headerError =
    errors.header ??
    (draft.header.trim().length > CASE_HEADER_MAX ? CASE_CREATE_TEXTS.headerTooLong : undefined);

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
      header: draft.header,
      fields: [
        { title: DESCRIPTION_FIELD_TITLE, fieldType: 2, order: 1, required: true, value: draft.description },
      ],
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
      const created = await create.mutateAsync(input);
      void utils.cases.search.invalidate();
      toast(CASE_CREATE_TEXTS.created);
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
  const invalid = (key: string, error = errors[key]) =>
    error ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};

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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-header`}>Rubrik</Label>
        <Input
          id={`${id}-header`}
          value={draft.header}
          disabled={busy}
          onChange={(event) => set('header', event.target.value)}
          {...invalid('header', headerError)}
        />
        {headerError && (
          <p id={`${id}-header-error`} className="text-xs text-destructive">
            {headerError}
          </p>
        )}
      </div>
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

/** 'Skapa ärende': a new case, about `customer` when opened from the customer view. */
export function CreateCaseDialog({
  open,
  onOpenChange,
  customer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customer?: CaseCustomer;
}) {
  const [pending, setPending] = useState(false);
  // A pending create keeps the dialog open: its answer closes it and opens the case.
  const change = (next: boolean) => {
    if (!next && pending) return;
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        className="w-[min(40rem,calc(100vw-2rem))] gap-4 overflow-y-auto p-5"
        data-testid="create-case-dialog"
      >
        <DialogTitle>Skapa ärende</DialogTitle>
        <DialogDescription className="sr-only">
          Rubrik, ärendetyp, ägargrupp, prioritet och beskrivning av det nya ärendet.
        </DialogDescription>
        <CreateCaseForm
          customer={customer}
          onPendingChange={setPending}
          onCreated={() => {
            setPending(false);
            onOpenChange(false);
          }}
          onCancel={() => change(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'Nytt ärende', for the users who work cases: opens 'Skapa ärende'. */
export function NewCaseButton({
  customer,
  ...props
}: { customer?: CaseCustomer } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!hasAnyGroup(me.groups, groupsFor('case'))) return null;
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        Nytt ärende
      </Button>
      <CreateCaseDialog open={open} onOpenChange={setOpen} customer={customer} />
    </>
  );
}
