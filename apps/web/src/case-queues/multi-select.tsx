import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';

export interface MultiSelectOption<T extends string | number> {
  value: T;
  label: string;
}

/** A button showing the chosen options; opens a list of checkboxes. Nothing chosen shows `emptyText`. */
export function MultiSelect<T extends string | number>({
  label,
  options,
  value,
  onChange,
  emptyText,
}: {
  label: string;
  options: readonly MultiSelectOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  emptyText: string;
}) {
  const id = useId();
  const chosen = options.filter((option) => value.includes(option.value));
  const toggle = (option: T, checked: boolean) =>
    onChange(
      checked
        ? options.map((item) => item.value).filter((item) => item === option || value.includes(item))
        : value.filter((item) => item !== option),
    );
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="outline"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-value`}
            className="justify-between font-normal"
          >
            <span id={`${id}-value`} className="truncate">
              {chosen.length === 0 ? emptyText : chosen.map((option) => option.label).join(', ')}
            </span>
            <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="max-h-80 w-72 overflow-y-auto p-2">
          <fieldset aria-label={label} className="flex flex-col">
            {options.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={value.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        </PopoverContent>
      </Popover>
    </div>
  );
}
