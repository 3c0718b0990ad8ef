import { HISTORY_KINDS, type HistoryFilter, type HistoryKind } from '@sappis/shared';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { Customer } from '@/customers/customer-model.ts';
import { trpc } from '@/lib/trpc.ts';

const ALL = '';

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
    <form
      className="grid grid-cols-2 gap-2"
      aria-label="Filtrera historiken"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="history-kind">Typ</Label>
        <NativeSelect
          id="history-kind"
          value={filter.kind ?? ALL}
          onChange={(event) => set({ kind: (event.target.value || null) as HistoryKind | null })}
        >
          <option value={ALL}>Alla</option>
          {Object.entries(HISTORY_KINDS).map(([kind, name]) => (
            <option key={kind} value={kind}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="history-agreement">Avtal</Label>
        <NativeSelect
          id="history-agreement"
          value={filter.agreementNumber ?? ALL}
          onChange={(event) => set({ agreementNumber: numberOrNull(event.target.value) })}
        >
          <option value={ALL}>Alla</option>
          {customer.agreements.map((agreement) => (
            <option key={agreement.agreementNumber} value={agreement.agreementNumber}>
              Avtal {agreement.agreementNumber}
              {agreement.ended ? ' (avslutat)' : ''}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="history-user">Användare</Label>
        <NativeSelect
          id="history-user"
          value={filter.userId ?? ALL}
          onChange={(event) => set({ userId: numberOrNull(event.target.value) })}
        >
          <option value={ALL}>Alla</option>
          {authors.data?.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-end gap-1">
        <div className="flex flex-col gap-1">
          <Label htmlFor="history-from">Från</Label>
          <Input
            id="history-from"
            type="date"
            value={filter.fromDay ?? ''}
            onChange={(event) => set({ fromDay: event.target.value || null })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="history-until">Till</Label>
          <Input
            id="history-until"
            type="date"
            value={filter.untilDay ?? ''}
            onChange={(event) => set({ untilDay: event.target.value || null })}
          />
        </div>
      </div>
      {active && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="col-span-2 justify-self-start"
          onClick={() => onChange({})}
        >
          Rensa filter
        </Button>
      )}
    </form>
  );
}
