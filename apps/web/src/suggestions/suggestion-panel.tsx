import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { categoriesOf, filterSuggestions, useSuggestions } from './use-suggestions.ts';

/**
 * The case page's suggestion panel: filter the autoreply suggestions by category and text and insert
 * one into the text being written (`onInsert` gets the suggestion's message).
 */
export function SuggestionPanel({ onInsert }: { onInsert: (text: string) => void }) {
  const id = useId();
  const suggestions = useSuggestions();
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const all = suggestions.data ?? [];
  const shown = filterSuggestions(all, { category, text });

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-title`} data-testid="suggestion-panel">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Förslag
      </h3>
      <div className="flex gap-2">
        <NativeSelect
          aria-label="Kategori"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className="max-w-48"
        >
          <option value="">Alla kategorier</option>
          {categoriesOf(all).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
        <Input
          aria-label="Sök förslag"
          placeholder="Sök förslag"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {suggestions.isError && <p className="text-sm text-destructive">Kunde inte hämta förslag.</p>}
      {suggestions.data && shown.length === 0 && (
        <p className="text-sm text-muted-foreground">Inga förslag matchar.</p>
      )}
      <ul className="flex max-h-80 flex-col divide-y overflow-auto">
        {shown.map((suggestion) => (
          <li key={suggestion.id} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="text-sm font-medium">{suggestion.title}</p>
              <p className="line-clamp-2 text-xs text-muted-foreground">{suggestion.message}</p>
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onInsert(suggestion.message)}
              aria-label={`Infoga ${suggestion.title}`}
            >
              Infoga
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
