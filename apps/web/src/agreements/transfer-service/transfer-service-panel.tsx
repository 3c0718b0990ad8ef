import { withConfirmationText } from '@sappis/shared/agreements/operations/confirmation-email';
import { operationHandlerOf } from '@sappis/shared/agreements/operations/handler';
import { movingRows } from '@sappis/shared/agreements/operations/move/move-check';
import type { PlanOutcome } from '@sappis/shared/agreements/operations/plan';
import { withSubRows } from '@sappis/shared/agreements/operations/row-families';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import {
  earliestTransferDate,
  planTransferService,
  TRANSFER_SERVICE_TEXTS,
  type TransferServiceChoices,
  transferTargets,
} from '@sappis/shared/agreements/operations/transfer-service/transfer-service';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { ReplacementSelect } from '../move/replacement-select.tsx';
import { AgreementPicker, initialAgreementNumber } from '../operations/agreement-picker.tsx';
import { ConfirmationCheckbox } from '../operations/confirmation-checkbox.tsx';
import { OperationForm } from '../operations/operation-form.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';
import { ServiceChecklist } from '../service-checklist.tsx';

const FIELDS = ['targetAgreementNumber', 'rowIds', 'startDate', 'replacementProductNumber'] as const;
const LOADING = 'Hämtar kundens avtal...';

/** Change agreement / transfer service, 'Byt avtal' (document 3 panel 12): lines to another agreement from a date. */
export default function TransferServicePanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [choices, setChoices] = useState<TransferServiceChoices>({
    targetAgreementNumber: null,
    rowIds: [],
    startDate: '',
    replacementProductNumber: null,
    sendConfirmation: false,
  });
  const [touched, setTouched] = useState(false);
  const update = (patch: Partial<TransferServiceChoices>) =>
    setChoices((current) => ({ ...current, ...patch }));
  const user = useCurrentUser();
  const handler = useMemo(() => operationHandlerOf(user), [user]);
  const facts = trpc.agreements.transferFacts.useQuery(
    {
      agreementNumber: agreementNumber ?? 0,
      rowIds: choices.rowIds,
      targetAgreementNumber: choices.targetAgreementNumber,
    },
    { enabled: agreementNumber !== null, placeholderData: (previous) => previous },
  );
  const known = facts.data ?? null;
  const plan = useCallback(
    (context: OperationContext, today: string): PlanOutcome =>
      known
        ? planTransferService(context, choices, known, today, handler)
        : { ok: false, refusals: { '': [LOADING] } },
    [known, choices, handler],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const mutation = trpc.agreements.transferService.useMutation();
  const errorOf = (field: string) =>
    touched && planned.outcome && !planned.outcome.ok ? planned.outcome.refusals[field]?.[0] : undefined;
  const moving = planned.context ? movingRows(planned.context.agreement.rows, planned.today ?? '') : [];
  // Sub-rows (channels, Fri kanal, discounts) go with their parent: only top-level services are chosen.
  const services = moving.filter((row) => row.parentRowId === null);
  const subRowCount = (id: number) => withSubRows(moving, [id]).length - 1;
  const targets = known && agreementNumber !== null ? transferTargets(known.targets, agreementNumber) : [];
  const selected = new Set(choices.rowIds);

  return (
    <OperationForm
      customerNumber={customer.customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      shownFields={touched ? [...FIELDS] : undefined}
      successText={(result) =>
        withConfirmationText(
          TRANSFER_SERVICE_TEXTS.success(result.targetAgreementNumber ?? 0),
          result.confirmation,
        )
      }
      failureText={TRANSFER_SERVICE_TEXTS.failure}
      submitLabel={TRANSFER_SERVICE_TEXTS.title}
      onClose={close}
      onInvalid={() => setTouched(true)}
      keep={{ rows: choices.keepRows ?? [], onChange: (keepRows) => update({ keepRows }) }}
      send={(requestId, planFingerprint) =>
        mutation.mutateAsync({ requestId, agreementNumber: agreementNumber ?? 0, planFingerprint, choices })
      }
    >
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={(number) => {
          setAgreementNumber(number);
          update({ rowIds: [], targetAgreementNumber: null, replacementProductNumber: null });
        }}
      />
      <ServiceChecklist
        label="Tjänster att flytta"
        services={services}
        selected={selected}
        onToggle={(id, checked) =>
          update({
            rowIds: checked ? [...choices.rowIds, id] : choices.rowIds.filter((rowId) => rowId !== id),
            replacementProductNumber: null,
          })
        }
        columns={[
          { header: 'Startdatum', cell: (row) => row.startDate ?? '' },
          { header: 'Underrader som följer med', cell: (row) => subRowCount(row.id) || '' },
        ]}
      />
      {errorOf('rowIds') && <p className="text-sm text-destructive">{errorOf('rowIds')}</p>}
      <div className="flex flex-col gap-1">
        <Label htmlFor="transfer-target">Mottagande avtal</Label>
        <NativeSelect
          id="transfer-target"
          value={choices.targetAgreementNumber ?? ''}
          onChange={(event) =>
            update({
              targetAgreementNumber: Number(event.target.value) || null,
              replacementProductNumber: null,
            })
          }
        >
          <option value="">Välj avtal</option>
          {targets.map((target) => (
            <option key={target.agreementNumber} value={target.agreementNumber}>
              {`${target.agreementNumber} - ${target.deliveryAddress}`}
            </option>
          ))}
        </NativeSelect>
        {errorOf('targetAgreementNumber') && (
          <p className="text-sm text-destructive">{errorOf('targetAgreementNumber')}</p>
        )}
      </div>
      {facts.error && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(facts.error)}
        </p>
      )}
      {known?.replacement && known.replacement.offers.length > 0 && (
        <ReplacementSelect
          id="transfer-replacement"
          replacement={known.replacement}
          value={choices.replacementProductNumber}
          onChange={(replacementProductNumber) => update({ replacementProductNumber })}
          error={errorOf('replacementProductNumber')}
        />
      )}
      <DatePickerField
        id="transfer-date"
        label="Startdatum"
        min={planned.today ? earliestTransferDate(planned.today) : undefined}
        value={choices.startDate}
        onChange={(startDate) => update({ startDate })}
        error={errorOf('startDate')}
      />
      <ConfirmationCheckbox
        email={planned.context?.customer.email ?? customer.email ?? null}
        checked={choices.sendConfirmation}
        onChange={(sendConfirmation) => update({ sendConfirmation })}
      />
    </OperationForm>
  );
}
