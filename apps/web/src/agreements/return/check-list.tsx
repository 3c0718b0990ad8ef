/** A labelled list of checkboxes (old or new hardware) with its refusal. */
export function CheckList<Value extends string | number>({
  legend,
  items,
  selected,
  onChange,
  error,
  empty,
}: {
  legend: string;
  items: { value: Value; label: string }[];
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
  error?: string;
  empty: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="mb-1 font-medium">{legend}</legend>
      {items.length === 0 && <p className="text-xs text-muted-foreground">{empty}</p>}
      {items.map((item) => (
        <label key={item.value} className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={selected.includes(item.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...selected, item.value]
                  : selected.filter((value) => value !== item.value),
              )
            }
          />
          {item.label}
        </label>
      ))}
      {error && <p className="text-xs text-destructive">{error}</p>}
    </fieldset>
  );
}
