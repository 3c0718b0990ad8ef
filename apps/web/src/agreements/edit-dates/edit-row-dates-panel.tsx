import type { KeptRow } from '@sappis/shared/agreements/operations/dependent-rows/keep-rows';
import {
  currentRowDates,
  type EditRowDatesChoices,
  planEditRowDates,
} from '@sappis/shared/agreements/operations/edit-dates/edit-row-dates';
import {
  pickerBounds,
  rowDateRules,
  EDIT_ROW_DATES_TEXTS as TEXTS,
} from '@sappis/shared/agreements/operations/edit-dates/row-date-rules';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { FALLBACK_ERROR_MESSAGE } from '@/lib/trpc-errors.ts';
import { OperationForm } from '../operations/operation-form.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';

type DateField = 'startDate' | 'endDate';
const FIELDS: DateField[] = ['startDate', 'endDate'];
export const DATES_UPDATED_TOAST_MS = 3000;

/** The server's refusal as 'Något gick fel: …'; a failure without a message (network, server error) as a retry. */
export function dateUpdateFailureText(message: string): string {
  return message === FALLBACK_ERROR_MESSAGE ? TEXTS.retry : TEXTS.failure(message);
}

/**
 * Edit dates of a row, and change date on an additional row (document 2 sections 2 and 5): pickers for the new
 * start and end, bounded by what the rules allow, locked with the reason where nothing may change; Save and Reset.
 */
export default function EditRowDatesPanel({ customer, params, close }: PanelProps) {
  const rowId = Number(params.get('row'));
  const agreement = customer.agreements.find((candidate) => candidate.rows.some((row) => row.id === rowId));
  if (!agreement) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {TEXTS.rowMissing}
      </p>
    );
  }
  return (
    <EditRowDatesForm
      customerNumber={customer.customerNumber}
      agreementNumber={agreement.agreementNumber}
      rowId={rowId}
      close={close}
    />
  );
}

function EditRowDatesForm({
  customerNumber,
  agreementNumber,
  rowId,
  close,
}: {
  customerNumber: number;
  agreementNumber: number;
  rowId: number;
  close: () => void;
}) {
  // Only what the user changed; the rest is the row's current dates, read with the context.
  const [edited, setEdited] = useState<Partial<Record<DateField, string>>>({});
  const [touched, setTouched] = useState(false);
  const [keepRows, setKeepRows] = useState<KeptRow[]>([]);
  const choicesOf = useCallback(
    (context: OperationContext): EditRowDatesChoices => {
      const row = context.agreement.rows.find((candidate) => candidate.id === rowId);
      return { ...(row ? currentRowDates(row) : { rowId, startDate: '', endDate: '' }), ...edited, keepRows };
    },
    [rowId, edited, keepRows],
  );
  const plan = useCallback(
    (context: OperationContext, today: string) => planEditRowDates(context, choicesOf(context), today),
    [choicesOf],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const mutation = trpc.agreements.editRowDates.useMutation();
  const toast = useToast();

  const { context, today, outcome } = planned;
  const row = context?.agreement.rows.find((candidate) => candidate.id === rowId);
  const choices = context ? choicesOf(context) : null;
  const rules = row && today ? rowDateRules(row, today) : null;
  const bounds =
    rules && choices
      ? pickerBounds(rules, { startDate: choices.startDate || null, endDate: choices.endDate || null })
      : null;
  const errorOf = (field: DateField) =>
    (touched || edited[field] !== undefined) && outcome && !outcome.ok
      ? outcome.refusals[field]?.[0]
      : undefined;
  // A date the rules refuse shows the rule under its field, and 'Spara' waits for a date they allow.
  const fieldRefused = FIELDS.some((field) => errorOf(field) !== undefined);
  const set = (field: DateField) => (value: string) =>
    setEdited((current) => ({ ...current, [field]: value }));

  return (
    <OperationForm
      customerNumber={customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      // 'Inga datum har ändrats' only once Save was pressed; the fields show their own refusals.
      shownFields={touched ? FIELDS : [...FIELDS, '']}
      submitLabel={TEXTS.save}
      submitDisabled={fieldRefused}
      successText={() => TEXTS.success}
      failureText={dateUpdateFailureText}
      onClose={close}
      onInvalid={() => setTouched(true)}
      keep={{ rows: keepRows, onChange: setKeepRows }}
      send={async (requestId, planFingerprint) => {
        if (!choices) throw new Error('no choices');
        const result = await mutation.mutateAsync({ requestId, agreementNumber, planFingerprint, choices });
        toast(TEXTS.success, { severity: 'success', duration: DATES_UPDATED_TOAST_MS });
        return result;
      }}
    >
      {context && !row && (
        <p role="alert" className="text-sm text-destructive">
          {TEXTS.rowMissing}
        </p>
      )}
      {row && rules && bounds && choices && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">Tjänst</dt>
            <dd>
              {row.productName} ({row.productNumber})
            </dd>
            <dt className="text-muted-foreground">Start</dt>
            <dd>{row.startDate ?? '–'}</dd>
            <dt className="text-muted-foreground">Slut</dt>
            <dd>{row.endDate ?? '–'}</dd>
            {row.bindingMonths !== null && (
              <>
                <dt className="text-muted-foreground">Bunden till</dt>
                <dd>
                  {row.boundUntil ?? '–'} ({row.bindingMonths} mån)
                </dd>
              </>
            )}
          </dl>
          <DatePickerField
            id="edit-row-start"
            label={TEXTS.startLabel}
            value={choices.startDate}
            onChange={set('startDate')}
            readOnly={!rules.start.editable}
            min={bounds.start.min}
            max={bounds.start.max ?? undefined}
            hint={rules.start.lockedReason}
            error={errorOf('startDate')}
          />
          <DatePickerField
            id="edit-row-end"
            label={TEXTS.endLabel}
            value={choices.endDate}
            onChange={set('endDate')}
            readOnly={!rules.end.editable}
            min={bounds.end.min}
            max={bounds.end.max ?? undefined}
            hint={rules.end.lockedReason}
            error={errorOf('endDate')}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            disabled={Object.keys(edited).length === 0}
            onClick={() => {
              setEdited({});
              setTouched(false);
            }}
          >
            {TEXTS.reset}
          </Button>
        </>
      )}
    </OperationForm>
  );
}
