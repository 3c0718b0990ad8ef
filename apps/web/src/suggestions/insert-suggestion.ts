/** Where the caret (or selection) is in the text being written; null when the field was never focused. */
export interface TextSelection {
  start: number;
  end: number;
}

/**
 * The text with `suggestion` inserted: in place of the selection (at the caret), or, without one, appended
 * on a new line. Returns the new text and the caret position after the inserted suggestion.
 */
export function insertSuggestion(
  text: string,
  suggestion: string,
  selection: TextSelection | null,
): { text: string; caret: number } {
  if (selection) {
    const start = Math.max(0, Math.min(selection.start, text.length));
    const end = Math.max(start, Math.min(selection.end, text.length));
    return { text: text.slice(0, start) + suggestion + text.slice(end), caret: start + suggestion.length };
  }
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  const next = `${text}${separator}${suggestion}`;
  return { text: next, caret: next.length };
}
