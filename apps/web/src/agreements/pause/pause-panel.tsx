import { shownPrices, shownPriceText } from '@sappis/shared/agreements/billing/row-shown';
import { withConfirmationText } from '@sappis/shared/agreements/operations/confirmation-email';
import { operationHandlerOf } from '@sappis/shared/agreements/operations/handler';
import {
  PAUSE,
  PAUSE_TEXTS,
  type PauseChoices,
  pauseFeeAmount,
  planPause,
} from '@sappis/shared/agreements/operations/pause/pause';
import { pauseEndOptions, pauseStartOptions } from '@sappis/shared/agreements/operations/pause/pause-dates';
import {
  isPauseSelectable,
  latestEarliestDate,
  pauseServices,
} from '@sappis/shared/agreements/operations/pause/pause-services';
import type { OperationContext, OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import { toggleRow } from '@sappis/shared/agreements/operations/termination/termination-rows';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { offeredDays } from '@/components/ui/date-picker-value.ts';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { AgreementPicker, initialAgreementNumber } from '../operations/agreement-picker.tsx';
import { ConfirmationCheckbox } from '../operations/confirmation-checkbox.tsx';
import { OperationForm } from '../operations/operation-form.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';
import { ServiceChecklist } from '../service-checklist.tsx';

const FIELDS = ['rowIds', 'endDate', 'startDate', 'description', 'feeInformed'] as const;

const EMPTY_CHOICES: PauseChoices = {
  rowIds: [],
  endDate: '',
  startDate: '',
  description: '',
  feeInformed: false,
  sendConfirmation: true,
};

/**
 * Pause services (document 2 sections 2, 5, 9): the services to pause, the month end the pause begins after and
 * the first of a month it ends on, a description, the confirmation and the fee-informed checkbox.
 */
export default function PausePanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [choices, setChoices] = useState<PauseChoices>(EMPTY_CHOICES);
  const [touched, setTouched] = useState(false);
  const user = useCurrentUser();
  const handler = useMemo(() => operationHandlerOf(user), [user]);
  const plan = useCallback(
    (context: OperationContext, today: string) => planPause(context, choices, today, handler),
    [choices, handler],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const mutation = trpc.agreements.pause.useMutation();
  const { context, today } = planned;

  const services = useMemo(() => (context && today ? pauseServices(context, today) : []), [context, today]);
  const listed = services.map((service) => service.row);
  // Each service at what it bills today, as the agreement's table shows it.
  const prices = useMemo(
    () => (context && today ? shownPrices(context.agreement.rows, today) : null),
    [context, today],
  );
  // A campaign row and its discounts are ticked and unticked together (document 2 section 4).
  const canTick = (row: OperationRow) =>
    services.some((service) => service.row.id === row.id && isPauseSelectable(service));
  const selected = new Set(choices.rowIds);
  const earliest = latestEarliestDate(services.filter((service) => selected.has(service.row.id)));
  const endOptions = earliest ? pauseEndOptions(earliest) : [];
  const startOptions = choices.endDate ? pauseStartOptions(choices.endDate) : [];
  const fee = context
    ? pauseFeeAmount(context.products[PAUSE.feeProductNumber], context.customer.customerType)
    : null;
  const errorOf = (field: string) =>
    touched && planned.outcome && !planned.outcome.ok ? planned.outcome.refusals[field]?.[0] : undefined;
  // The button waits for a plan: from the first choice on, each field says what it still needs.
  const update = (change: Partial<PauseChoices>) => {
    setTouched(true);
    setChoices((current) => ({ ...current, ...change }));
  };
  const chooseAgreement = (value: number) => {
    setAgreementNumber(value);
    setChoices(EMPTY_CHOICES);
    setTouched(false);
  };

  return (
    <OperationForm
      customerNumber={customer.customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      shownFields={touched ? [...FIELDS] : undefined}
      successText={(result) => withConfirmationText(PAUSE_TEXTS.success, result.confirmation)}
      failureText={PAUSE_TEXTS.failure}
      submitLabel={PAUSE_TEXTS.submit}
      submitNeedsPlan
      onClose={close}
      keep={{ rows: choices.keepRows ?? [], onChange: (keepRows) => update({ keepRows }) }}
      send={(requestId, planFingerprint) =>
        mutation.mutateAsync({ requestId, agreementNumber: agreementNumber ?? 0, planFingerprint, choices })
      }
    >
      <AgreementPicker agreements={customer.agreements} value={agreementNumber} onChange={chooseAgreement} />
      <ServiceChecklist
        label="Tjänster att pausa"
        services={services.map((service) => ({
          ...service.row,
          earliestDate: service.earliestDate,
          blockedNote: service.earliestDate === null ? PAUSE_TEXTS.noEarliestDate : undefined,
        }))}
        selected={selected}
        onToggle={(id) => update({ rowIds: toggleRow(listed, choices.rowIds, id, canTick) })}
        columns={[
          {
            header: 'Pris',
            cell: (row) => {
              const shown = prices?.get(row.id);
              return shown ? shownPriceText(shown) : '';
            },
          },
          { header: 'Tidigast', cell: (row) => row.earliestDate ?? '–' },
        ]}
      />
      {errorOf('rowIds') && <p className="text-xs text-destructive">{errorOf('rowIds')}</p>}
      <DatePickerField
        id="pause-end"
        label={PAUSE_TEXTS.endDateLabel}
        value={choices.endDate}
        readOnly={endOptions.length === 0}
        onChange={(endDate) => {
          const keepStart = endDate !== '' && pauseStartOptions(endDate).includes(choices.startDate);
          update({ endDate, startDate: keepStart ? choices.startDate : '' });
        }}
        {...offeredDays(endOptions)}
      />
      {errorOf('endDate') && <p className="text-xs text-destructive">{errorOf('endDate')}</p>}
      <DatePickerField
        id="pause-start"
        label={PAUSE_TEXTS.startDateLabel}
        value={choices.startDate}
        readOnly={startOptions.length === 0}
        onChange={(startDate) => update({ startDate })}
        {...offeredDays(startOptions)}
      />
      {errorOf('startDate') && <p className="text-xs text-destructive">{errorOf('startDate')}</p>}
      <div className="flex flex-col gap-1">
        <Label htmlFor="pause-description">{PAUSE_TEXTS.descriptionLabel}</Label>
        <Textarea
          id="pause-description"
          value={choices.description}
          aria-invalid={errorOf('description') ? true : undefined}
          onChange={(event) => update({ description: event.target.value })}
        />
        {errorOf('description') && <p className="text-xs text-destructive">{errorOf('description')}</p>}
      </div>
      <ConfirmationCheckbox
        email={context?.customer.email ?? customer.email}
        checked={choices.sendConfirmation}
        onChange={(sendConfirmation) => update({ sendConfirmation })}
      />
      {fee !== null && <p className="text-xs text-muted-foreground">{PAUSE_TEXTS.feeInfo(fee)}</p>}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={choices.feeInformed}
          onChange={(event) => update({ feeInformed: event.target.checked })}
        />
        {PAUSE_TEXTS.feeInformedLabel}
      </label>
      {errorOf('feeInformed') && <p className="text-xs text-destructive">{errorOf('feeInformed')}</p>}
    </OperationForm>
  );
}
