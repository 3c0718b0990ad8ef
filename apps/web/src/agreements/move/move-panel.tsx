import { withConfirmationText } from '@sappis/shared/agreements/operations/confirmation-email';
import { operationHandlerOf } from '@sappis/shared/agreements/operations/handler';
import { MOVE_TEXTS, type MoveChoices, planMove } from '@sappis/shared/agreements/operations/move/move';
import {
  earliestMoveDate,
  isMovable,
  type MoveCheck,
  moveButtonEnabled,
  moveStatusLines,
  requiredReplacements,
} from '@sappis/shared/agreements/operations/move/move-check';
import type { PlanOutcome } from '@sappis/shared/agreements/operations/plan';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { AgreementPicker, initialAgreementNumber } from '../operations/agreement-picker.tsx';
import { ConfirmationCheckbox } from '../operations/confirmation-checkbox.tsx';
import { OperationForm } from '../operations/operation-form.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';
import { ReplacementSelect } from './replacement-select.tsx';

const FIELDS = ['addressId', 'mainAgreementNumber', 'moveDate', 'replacements'] as const;
const SEARCH_FIRST = 'Sök fram den nya adressen';

/**
 * The move check's statuses (beskrivning, flyttbar) and whether the agreement can be moved; a broadband service that
 * needs a replacement nothing is offered for says so in red.
 */
function MoveStatuses({ check }: { check: MoveCheck }) {
  return (
    <section aria-label="Flyttkontroll" className="flex flex-col gap-1 text-sm">
      <h3 className="font-medium">Flyttkontroll</h3>
      <ul className="list-disc pl-5">
        {moveStatusLines(check.statuses).map((line) => (
          <li key={line.text} className={line.movable ? '' : 'text-destructive'}>
            {line.text}
          </li>
        ))}
      </ul>
      {!isMovable(check) && (
        <p role="alert" className="text-destructive">
          {MOVE_TEXTS.notMovable}
        </p>
      )}
    </section>
  );
}

/** Move agreement (document 3 panel 14): new address by address id, main agreement, move check, date, fee. */
export default function MovePanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [typedAddressId, setTypedAddressId] = useState('');
  const [choices, setChoices] = useState<MoveChoices>({
    addressId: '',
    mainAgreementNumber: null,
    moveDate: '',
    updateAddresses: true,
    sendConfirmation: true,
    replacements: [],
  });
  const [touched, setTouched] = useState(false);
  const update = (patch: Partial<MoveChoices>) => setChoices((current) => ({ ...current, ...patch }));
  const user = useCurrentUser();
  const handler = useMemo(() => operationHandlerOf(user), [user]);

  const address = trpc.agreements.moveAddress.useQuery(
    { addressId: choices.addressId },
    { enabled: choices.addressId !== '', retry: false },
  );
  const mainAgreements = address.data?.mainAgreements ?? [];
  const mainAgreementNumber =
    choices.mainAgreementNumber ?? (mainAgreements.length === 1 ? mainAgreements[0]!.number : null);
  const check = trpc.agreements.moveCheck.useQuery(
    {
      agreementNumber: agreementNumber ?? 0,
      addressId: choices.addressId,
      mainAgreementNumber: mainAgreementNumber ?? 0,
    },
    {
      enabled: agreementNumber !== null && choices.addressId !== '' && mainAgreementNumber !== null,
      retry: false,
    },
  );
  const checked = check.data ?? null;
  const picked = useMemo(() => ({ ...choices, mainAgreementNumber }), [choices, mainAgreementNumber]);
  const plan = useCallback(
    (context: OperationContext, today: string): PlanOutcome =>
      checked
        ? planMove(context, picked, checked, today, handler)
        : { ok: false, refusals: { addressId: [SEARCH_FIRST] } },
    [checked, picked, handler],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const mutation = trpc.agreements.move.useMutation();
  const errorOf = (field: string) =>
    touched && planned.outcome && !planned.outcome.ok ? planned.outcome.refusals[field]?.[0] : undefined;
  const search = () => {
    update({ addressId: typedAddressId.trim(), mainAgreementNumber: null, replacements: [] });
  };
  const replacements = checked
    ? requiredReplacements(checked.statuses).filter((replacement) => replacement.offers.length > 0)
    : [];

  return (
    <OperationForm
      customerNumber={customer.customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      shownFields={touched ? [...FIELDS] : undefined}
      successText={(result) =>
        withConfirmationText(MOVE_TEXTS.success(result.targetAgreementNumber ?? 0), result.confirmation)
      }
      failureText={MOVE_TEXTS.failure}
      submitLabel="Flytta avtal"
      submitDisabled={!moveButtonEnabled(checked, choices.replacements)}
      onClose={close}
      onInvalid={() => setTouched(true)}
      keep={{
        rows: choices.keepRows ?? [],
        onChange: (keepRows) => setChoices((current) => ({ ...current, keepRows })),
      }}
      send={(requestId, planFingerprint) =>
        mutation.mutateAsync({
          requestId,
          agreementNumber: agreementNumber ?? 0,
          planFingerprint,
          choices: picked,
        })
      }
    >
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor="move-address-id">Adress-id</Label>
        <div className="flex gap-2">
          <Input
            id="move-address-id"
            value={typedAddressId}
            onChange={(event) => setTypedAddressId(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                search();
              }
            }}
          />
          <Button type="button" variant="outline" disabled={typedAddressId.trim() === ''} onClick={search}>
            Sök adress
          </Button>
        </div>
        {errorOf('addressId') && <p className="text-sm text-destructive">{errorOf('addressId')}</p>}
      </div>
      {address.isLoading && choices.addressId !== '' && (
        <p className="text-sm text-muted-foreground">Söker...</p>
      )}
      {address.error && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(address.error)}
        </p>
      )}
      {address.data && (
        <p className="text-sm">
          Ny adress: <strong>{address.data.composite}</strong>
        </p>
      )}
      {address.data && mainAgreements.length > 1 && (
        <div className="flex flex-col gap-1">
          <Label htmlFor="move-main-agreement">Huvudavtal</Label>
          <NativeSelect
            id="move-main-agreement"
            value={choices.mainAgreementNumber ?? ''}
            onChange={(event) =>
              update({ mainAgreementNumber: Number(event.target.value) || null, replacements: [] })
            }
          >
            <option value="">Välj huvudavtal</option>
            {mainAgreements.map((main) => (
              <option key={main.number} value={main.number}>
                {`${main.number} ${main.name}`}
              </option>
            ))}
          </NativeSelect>
          {errorOf('mainAgreementNumber') && (
            <p className="text-sm text-destructive">{errorOf('mainAgreementNumber')}</p>
          )}
        </div>
      )}
      {check.isLoading && mainAgreementNumber !== null && (
        <p className="text-sm text-muted-foreground">Kontrollerar flytten...</p>
      )}
      {check.error && (
        <p role="alert" className="text-sm text-destructive">
          {MOVE_TEXTS.failure(userMessageOf(check.error))}
        </p>
      )}
      {checked && <MoveStatuses check={checked} />}
      {replacements.map((replacement) => (
        <ReplacementSelect
          key={replacement.existingProductNumber}
          id={`move-replacement-${replacement.existingProductNumber}`}
          replacement={replacement}
          value={
            choices.replacements.find(
              (item) => item.existingProductNumber === replacement.existingProductNumber,
            )?.productNumber ?? null
          }
          onChange={(productNumber) =>
            update({
              replacements: [
                ...choices.replacements.filter(
                  (item) => item.existingProductNumber !== replacement.existingProductNumber,
                ),
                ...(productNumber
                  ? [{ existingProductNumber: replacement.existingProductNumber, productNumber }]
                  : []),
              ],
            })
          }
        />
      ))}
      {errorOf('replacements') && <p className="text-sm text-destructive">{errorOf('replacements')}</p>}
      <DatePickerField
        id="move-date"
        label="Flyttdatum"
        min={planned.today ? earliestMoveDate(planned.today) : undefined}
        value={choices.moveDate}
        onChange={(moveDate) => update({ moveDate })}
        error={errorOf('moveDate')}
      />
      <fieldset className="flex gap-4 text-sm">
        <legend className="mb-1 font-medium">{MOVE_TEXTS.updateAddresses}</legend>
        {([true, false] as const).map((value) => (
          <label key={String(value)} className="flex items-center gap-2">
            <input
              type="radio"
              name="move-update-addresses"
              checked={choices.updateAddresses === value}
              onChange={() => update({ updateAddresses: value })}
            />
            {value ? 'Ja' : 'Nej'}
          </label>
        ))}
      </fieldset>
      <ConfirmationCheckbox
        email={planned.context?.customer.email ?? customer.email ?? null}
        checked={choices.sendConfirmation}
        onChange={(sendConfirmation) => update({ sendConfirmation })}
      />
    </OperationForm>
  );
}
