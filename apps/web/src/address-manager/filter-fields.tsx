import { useId, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/**
 * The filters of a list page: `draft` is what the form holds, `applied` what the list was last searched with
 * (set by `apply`, which also goes back to page 1).
 */
export function useListSearch<F>(initial: F) {
  const [draft, setDraft] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const [page, setPage] = useState(1);
  return {
    draft,
    set: <K extends keyof F>(key: K, value: F[K]) => setDraft((previous) => ({ ...previous, [key]: value })),
    applied,
    apply: () => {
      setApplied(draft);
      setPage(1);
    },
    page,
    setPage,
  };
}

/** A labelled free-text filter. */
export function TextFilter({
  label,
  value,
  onChange,
  className = 'min-w-64',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} maxLength={100} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** A labelled choice among `options` or 'Alla' (null). */
export function ChoiceFilter<T extends string>({
  label,
  value,
  options,
  labelOf = (option) => option,
  onChange,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  labelOf?: (option: T) => string;
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as T))}
      >
        <option value="">Alla</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A customer's name and number, opening the customer view in a new tab (document 1 section 2.1). */
export function CustomerLink({ customerNumber, name }: { customerNumber: number; name: string }) {
  return (
    <a className="underline" href={`/klc/${customerNumber}/tjanster`} target="_blank" rel="noreferrer">
      {name} ({customerNumber})
    </a>
  );
}
