import { useId } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** A labelled filter over the keys of `labels`, with 'Alla' (null) first. */
export function FilterSelect<Key extends string>({
  label,
  labels,
  value,
  onChange,
}: {
  label: string;
  labels: Record<Key, string>;
  value: Key | null;
  onChange: (value: Key | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as Key | null)}
      >
        <option value="">Alla</option>
        {(Object.keys(labels) as Key[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
