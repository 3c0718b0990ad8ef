import { HISTORY_KINDS, type HistoryFilter, type HistoryKind } from '@sappis/shared';
import { Button } from '@/components/ui/button.tsx';
import { DatePicker } from '@/components/ui/date-picker.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { Customer } from '@/customers/customer-model.ts';
import { trpc } from '@/lib/trpc.ts';

/** The value of 'Alla' and of an empty day: no filter. */
const ALL = '';

interface Choice {
  value: string | number;
  label: string;
}

/** One filter: a select with 'Alla' first, or a day. */
function FilterField(props: {
  id: string;
  label: string;
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  choices?: Choice[];
}) {
  const common = {
    id: `history-${props.id}`,
    value: props.value ?? ALL,
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
  };
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={common.id}>{props.label}</Label>
      {props.choices ? (
        <NativeSelect {...common}>
          <option value={ALL}>Alla</option>
          {props.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <DatePicker
          id={common.id}
          label={props.label}
          value={String(common.value)}
          onChange={props.onChange}
        />
      )}
    </div>
  );
}

const orNull = (value: string) => (value === ALL ? null : value);
const numberOrNull = (value: string) => (value === ALL ? null : Number(value));

interface HistoryFiltersProps {
  customer: Customer;
  filter: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}

/** The history's filters: kind of write, agreement, user and a day range (both days included). */
export function HistoryFilters({ customer, filter, onChange }: HistoryFiltersProps) {
  const authors = trpc.history.authors.useQuery({ customerNumber: customer.customerNumber });
  const set = (change: Partial<HistoryFilter>) => onChange({ ...filter, ...change });
  const active = Object.values(filter).some((value) => value !== null && value !== undefined);
  return (
    <search>
      <form
        className="flex flex-col gap-2"
        aria-label="Filtrera historiken"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid grid-cols-3 gap-2">
          <FilterField
            id="kind"
            label="Typ"
            value={filter.kind}
            onChange={(value) => set({ kind: orNull(value) as HistoryKind | null })}
            choices={Object.entries(HISTORY_KINDS).map(([value, label]) => ({ value, label }))}
          />
          <FilterField
            id="agreement"
            label="Avtal"
            value={filter.agreementNumber}
            onChange={(value) => set({ agreementNumber: numberOrNull(value) })}
            choices={customer.agreements.map(({ agreementNumber, ended }) => ({
              value: agreementNumber,
              label: `Avtal ${agreementNumber}${ended ? ' (avslutat)' : ''}`,
            }))}
          />
          <FilterField
            id="user"
            label="Användare"
            value={filter.userId}
            onChange={(value) => set({ userId: numberOrNull(value) })}
            choices={(authors.data ?? []).map((author) => ({ value: author.id, label: author.name }))}
          />
        </div>
        <div className="grid grid-cols-3 items-end gap-2">
          <FilterField
            id="from"
            label="Från"
            value={filter.fromDay}
            onChange={(value) => set({ fromDay: orNull(value) })}
          />
          <FilterField
            id="until"
            label="Till"
            value={filter.untilDay}
            onChange={(value) => set({ untilDay: orNull(value) })}
          />
          {active && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange({})}>
              Rensa filter
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
