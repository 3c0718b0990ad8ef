import { CASE_PRIORITIES, type CasePriorityKey } from '@sappis/shared/cases';
import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select.tsx';

type SelectProps = Omit<ComponentProps<typeof NativeSelect>, 'value' | 'onChange' | 'children'>;

/** 'Prioritet': Lägsta..Högsta. */
export function CasePrioritySelect({
  value,
  onChange,
  ...props
}: SelectProps & { value: CasePriorityKey; onChange: (priority: CasePriorityKey) => void }) {
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value as CasePriorityKey)}
    >
      {CASE_PRIORITIES.map((priority) => (
        <option key={priority.key} value={priority.key}>
          {priority.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The options of a case type select, labelled 'Kategori – Typ'. */
export function CaseTypeOptions({
  types,
}: {
  types: readonly { id: number; name: string; category: string }[];
}) {
  return types.map((type) => (
    <option key={type.id} value={type.id}>
      {type.category} – {type.name}
    </option>
  ));
}
