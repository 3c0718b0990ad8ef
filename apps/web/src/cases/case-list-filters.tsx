import { CASE_PRIORITIES, CASE_STATUSES, caseStatusName } from '@sappis/shared/cases';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DatePicker } from '@/components/ui/date-picker.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { trpc } from '@/lib/trpc.ts';
import { useProductName } from '@/system/product-name.tsx';
import { CaseTypeOptions } from './case-field-selects.tsx';
import type { CaseListFinished, CaseListState } from './case-list-model.ts';

type Filters = CaseListState['filters'];

const positiveOrUndefined = (text: string) =>
  /^[1-9]\d{0,8}$/.test(text.trim()) ? Number(text.trim()) : undefined;

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-36 flex-col gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}

/** Every filter the case search accepts: status, priority, type, owner group, tag, numbers, dates, finished. */
export function CaseListFilters({
  state,
  onChange,
}: {
  state: CaseListState;
  onChange: (next: { filters?: Filters; finished?: CaseListFinished }) => void;
}) {
  const productName = useProductName();
  const types = trpc.cases.types.useQuery(undefined, { staleTime: 300_000 });
  const groups = trpc.cases.ownerGroups.useQuery(undefined, { staleTime: 300_000 });
  const tags = trpc.tags.list.useQuery({ hideAutomatic: false }, { staleTime: 300_000 });
  const { filters } = state;
  const set = (patch: Partial<Filters>) => onChange({ filters: { ...filters, ...patch } });
  const active = Object.keys(filters).length > 0 || state.finished !== 'active';

  return (
    <form
      aria-label="Filtrera ärenden"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label="Visa">
        {(id) => (
          <NativeSelect
            id={id}
            value={state.finished}
            onChange={(event) => onChange({ finished: event.target.value as CaseListFinished })}
          >
            <option value="active">Aktiva</option>
            <option value="finished">Avslutade</option>
            <option value="all">Alla</option>
          </NativeSelect>
        )}
      </Field>
      <Field label="Status">
        {(id) => (
          <NativeSelect
            id={id}
            value={filters.status ?? ''}
            onChange={(event) => set({ status: (event.target.value || undefined) as Filters['status'] })}
          >
            <option value="">Alla</option>
            {CASE_STATUSES.map((status) => (
              <option key={status.key} value={status.key}>
                {caseStatusName(status.key, productName)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Prioritet">
        {(id) => (
          <NativeSelect
            id={id}
            value={filters.priority ?? ''}
            onChange={(event) => set({ priority: (event.target.value || undefined) as Filters['priority'] })}
          >
            <option value="">Alla</option>
            {CASE_PRIORITIES.map((priority) => (
              <option key={priority.key} value={priority.key}>
                {priority.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Ärendetyp">
        {(id) => (
          <NativeSelect
            id={id}
            value={filters.typeId ?? ''}
            onChange={(event) => set({ typeId: positiveOrUndefined(event.target.value) })}
          >
            <option value="">Alla</option>
            <CaseTypeOptions types={types.data ?? []} />
          </NativeSelect>
        )}
      </Field>
      <Field label="Ägargrupp">
        {(id) => (
          <NativeSelect
            id={id}
            value={filters.ownerGroupId ?? ''}
            onChange={(event) => set({ ownerGroupId: positiveOrUndefined(event.target.value) })}
          >
            <option value="">Alla</option>
            {(groups.data ?? []).map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Tagg">
        {(id) => (
          <NativeSelect
            id={id}
            value={filters.tagIds?.[0] ?? ''}
            onChange={(event) => {
              const tagId = positiveOrUndefined(event.target.value);
              set({ tagIds: tagId === undefined ? undefined : [tagId] });
            }}
          >
            <option value="">Alla</option>
            {(tags.data ?? []).map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Ärendenummer">
        {(id) => (
          <Input
            id={id}
            key={filters.number ?? ''}
            inputMode="numeric"
            className="w-32"
            defaultValue={filters.number ?? ''}
            onBlur={(event) => set({ number: positiveOrUndefined(event.target.value) })}
          />
        )}
      </Field>
      <Field label="Kundnummer">
        {(id) => (
          <Input
            id={id}
            key={filters.customerNumber ?? ''}
            inputMode="numeric"
            className="w-32"
            defaultValue={filters.customerNumber ?? ''}
            onBlur={(event) => set({ customerNumber: positiveOrUndefined(event.target.value) })}
          />
        )}
      </Field>
      <Field label="Skapad från">
        {(id) => (
          <DatePicker
            id={id}
            label="Skapad från"
            value={filters.createdFrom ?? ''}
            onChange={(value) => set({ createdFrom: value || undefined })}
          />
        )}
      </Field>
      <Field label="Skapad till">
        {(id) => (
          <DatePicker
            id={id}
            label="Skapad till"
            value={filters.createdTo ?? ''}
            onChange={(value) => set({ createdTo: value || undefined })}
          />
        )}
      </Field>
      {active && (
        <Button type="button" variant="ghost" onClick={() => onChange({ filters: {}, finished: 'active' })}>
          Rensa filter
        </Button>
      )}
    </form>
  );
}
