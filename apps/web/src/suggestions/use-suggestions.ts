import { trpc } from '@/lib/trpc.ts';

/** All suggestions, kept live: any change anywhere refetches them. */
export function useSuggestions() {
  const utils = trpc.useUtils();
  trpc.suggestions.onChanged.useSubscription(
    {},
    {
      onStarted: () => void utils.suggestions.list.invalidate(),
      onData: () => void utils.suggestions.list.invalidate(),
    },
  );
  return trpc.suggestions.list.useQuery({});
}

/** The distinct categories, sorted. */
export function categoriesOf(suggestions: readonly { category: string }[]): string[] {
  return [...new Set(suggestions.map((suggestion) => suggestion.category))].sort((a, b) =>
    a.localeCompare(b, 'sv'),
  );
}

/** Suggestions of `category` ('' = all) whose title or message contains every word of `text`. */
export function filterSuggestions<T extends { category: string; title: string; message: string }>(
  suggestions: readonly T[],
  { category, text }: { category: string; text: string },
): T[] {
  const words = text.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  return suggestions.filter((suggestion) => {
    if (category && suggestion.category !== category) return false;
    const haystack = `${suggestion.title} ${suggestion.message}`.toLocaleLowerCase('sv');
    return words.every((word) => haystack.includes(word));
  });
}
