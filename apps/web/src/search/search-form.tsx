import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

/** A search box with a 'Sök' button; submits the trimmed, non-empty text. */
export function SearchForm({
  label,
  initial,
  hint,
  onSearch,
}: {
  label: string;
  initial: string;
  hint?: string;
  onSearch: (query: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    // The URL changed (back/forward): show its text.
    setShown(initial);
    setText(initial);
  }
  return (
    <form
      className="mb-4 flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim();
        if (query !== '') onSearch(query);
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="flex max-w-xl gap-2">
        <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit">
          <Search />
          Sök
        </Button>
      </div>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </form>
  );
}
