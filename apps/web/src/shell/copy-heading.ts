/** Document 1 section 5: values of 1 character or less show '-' in copy headings. */
export const EMPTY_COPY_VALUE = '-';

export function copyHeadingValue(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text.length <= 1 ? EMPTY_COPY_VALUE : text;
}

/** Whether there is anything worth copying (a '-' placeholder is not). */
export function isCopyable(value: string | number | null | undefined): boolean {
  return copyHeadingValue(value) !== EMPTY_COPY_VALUE;
}

export function copiedMessage(value: string): string {
  return `Kopierat: ${value}`;
}
