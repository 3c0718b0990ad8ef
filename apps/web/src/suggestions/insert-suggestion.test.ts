// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { insertSuggestion } from './insert-suggestion.ts';

describe('insertSuggestion', () => {
  it('inserts at the caret, replacing a selection', () => {
    expect(insertSuggestion('Hej !', 'Karin', { start: 4, end: 4 })).toEqual({
      text: 'Hej Karin!',
      caret: 9,
    });
    expect(insertSuggestion('Hej XX!', 'Bo', { start: 4, end: 6 })).toEqual({ text: 'Hej Bo!', caret: 6 });
  });

  it('appends on a new line without a caret, and clamps a selection outside the text', () => {
    expect(insertSuggestion('', 'Text', null)).toEqual({ text: 'Text', caret: 4 });
    expect(insertSuggestion('Rad', 'Text', null)).toEqual({ text: 'Rad\nText', caret: 8 });
    expect(insertSuggestion('Rad\n', 'Text', null)).toEqual({ text: 'Rad\nText', caret: 8 });
    expect(insertSuggestion('Rad', 'X', { start: 10, end: 12 })).toEqual({ text: 'RadX', caret: 4 });
  });
});
