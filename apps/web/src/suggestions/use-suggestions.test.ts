import { describe, expect, it } from 'vitest';
import { categoriesOf, filterSuggestions } from './use-suggestions.ts';

const suggestions = [
  { id: 1, category: 'Faktura', title: 'Faktura skickad igen', message: 'Vi har skickat fakturan igen.' },
  { id: 2, category: 'Bredband', title: 'Starta om routern', message: 'Dra ur strömsladden till routern.' },
  { id: 3, category: 'Faktura', title: 'Anstånd beviljat', message: 'Nytt förfallodatum på Mina sidor.' },
];

describe('suggestion filtering', () => {
  it('lists the categories once, sorted', () => {
    expect(categoriesOf(suggestions)).toEqual(['Bredband', 'Faktura']);
  });

  it('filters by category and by every word of the text in title or message, ignoring case', () => {
    expect(filterSuggestions(suggestions, { category: 'Faktura', text: '' }).map((item) => item.id)).toEqual([
      1, 3,
    ]);
    expect(
      filterSuggestions(suggestions, { category: '', text: 'ROUTERN dra' }).map((item) => item.id),
    ).toEqual([2]);
    expect(filterSuggestions(suggestions, { category: 'Faktura', text: 'routern' })).toEqual([]);
  });
});
