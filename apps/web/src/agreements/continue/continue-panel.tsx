import { withConfirmationText } from '@sappis/shared/agreements/operations/confirmation-email';
import {
  CONTINUE_TEXTS,
  type ContinueChoices,
  planContinue,
} from '@sappis/shared/agreements/operations/continue/continue';
import {
  continuePrice,
  continueSelection,
  continueServices,
  isBlockedSelection,
} from '@sappis/shared/agreements/operations/continue/continue-rules';
import { operationHandlerOf } from '@sappis/shared/agreements/operations/handler';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import { formatPrice } from '@sappis/shared/agreements/prices';
import { TriangleAlert } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { AgreementPicker, initialAgreementNumber } from '../operations/agreement-picker.tsx';
import { ConfirmationCheckbox } from '../operations/confirmation-checkbox.tsx';
import { OperationForm } from '../operations/operation-form.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';
import { ServiceChecklist } from '../service-checklist.tsx';

const EMPTY_CHOICES: ContinueChoices = { rowIds: [], sendConfirmation: true };
/** Refuses until the address's inventory has arrived (the form shows its loading or failure text). */
const NO_INVENTORY = { ok: false as const, refusals: { '': [CONTINUE_TEXTS.noInventory] } };

/**
 * Continue services (document 2 sections 2, 4, 5, 7, 9): the services ending within 3 months that the address's
 * inventory (Commerce) still offers, or hire and loan rows, with their new price; a hire or loan row brings its
 * product-30000 siblings; a warning when one ends within 3 days. The hardware, cards and add-ons that ended with a
 * chosen service follow it ('Följer med tjänsten', ticked; unticked with a reason, one stays ended).
 */
export default function ContinuePanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [choices, setChoices] = useState<ContinueChoices>(EMPTY_CHOICES);
  const [touched, setTouched] = useState(false);
  const user = useCurrentUser();
  const handler = useMemo(() => operationHandlerOf(user), [user]);
  const inventoryQuery = trpc.agreements.continueInventory.useQuery(
    { agreementNumber: agreementNumber ?? 0 },
    { enabled: agreementNumber !== null, retry: false },
  );
  const offered = inventoryQuery.data?.productNumbers;
  const plan = useCallback(
    (context: OperationContext, today: string) =>
      offered ? planContinue(context, offered, choices, today, handler) : NO_INVENTORY,
    [offered, choices, handler],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const mutation = trpc.agreements.continue.useMutation();
  const { context, today } = planned;

  const services = useMemo(
    () => (context && today && offered ? continueServices(context, offered, today) : []),
    [context, today, offered],
  );
  const selectedIds = new Set(context && today ? continueSelection(context, choices.rowIds, today) : []);
  const selectedRows = context?.agreement.rows.filter((row) => selectedIds.has(row.id)) ?? [];
  const refusal =
    touched && planned.outcome && !planned.outcome.ok ? planned.outcome.refusals.rowIds?.[0] : undefined;

  return (
    <OperationForm
      customerNumber={customer.customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      shownFields={touched ? ['rowIds'] : undefined}
      successText={(result) => withConfirmationText(CONTINUE_TEXTS.success, result.confirmation)}
      failureText={CONTINUE_TEXTS.failure}
      submitLabel={CONTINUE_TEXTS.submit}
      submitNeedsPlan
      onClose={close}
      send={(requestId, planFingerprint) =>
        mutation.mutateAsync({ requestId, agreementNumber: agreementNumber ?? 0, planFingerprint, choices })
      }
      keep={{
        rows: choices.keepRows ?? [],
        onChange: (keepRows) => setChoices((current) => ({ ...current, keepRows })),
      }}
    >
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={(value) => {
          setAgreementNumber(value);
          setChoices(EMPTY_CHOICES);
          setTouched(false);
        }}
      />
      {inventoryQuery.isLoading && agreementNumber !== null && (
        <p className="text-sm text-muted-foreground">{CONTINUE_TEXTS.loadingInventory}</p>
      )}
      {inventoryQuery.error && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(inventoryQuery.error, CONTINUE_TEXTS.failure(CONTINUE_TEXTS.noInventory))}
        </p>
      )}
      {!context || !offered ? null : services.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CONTINUE_TEXTS.empty}</p>
      ) : (
        <ServiceChecklist
          label="Tjänster att fortsätta"
          services={services}
          selected={selectedIds}
          onToggle={(id, checked) => {
            // The button waits for a plan: once a service is ticked or unticked, the refusal says why.
            setTouched(true);
            setChoices((current) => ({
              ...current,
              rowIds: checked ? [...current.rowIds, id] : current.rowIds.filter((rowId) => rowId !== id),
            }));
          }}
          columns={[
            { header: 'Slutdatum', cell: (row) => row.endDate },
            {
              header: 'Nytt pris',
              cell: (row) =>
                formatPrice(
                  continuePrice(row, context.products[row.productNumber], context.customer.customerType),
                ),
            },
          ]}
        />
      )}
      {refusal && <p className="text-xs text-destructive">{refusal}</p>}
      {today && isBlockedSelection(selectedRows, today) && (
        <p role="alert" className="flex items-start gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />{' '}
          {CONTINUE_TEXTS.blockedWarning}
        </p>
      )}
      <ConfirmationCheckbox
        email={context?.customer.email ?? customer.email}
        checked={choices.sendConfirmation}
        onChange={(sendConfirmation) => setChoices((current) => ({ ...current, sendConfirmation }))}
      />
    </OperationForm>
  );
}
