/** Display formats shared by the pages (Swedish conventions). */

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'YYYY-MM-DD'. A date-only ISO string ('2025-11-21' or '2025-11-21T00:00:00.000Z', how the API sends
 * @db.Date columns) is shown as that calendar day whatever the browser's time zone.
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const match = /^(\d{4}-\d{2}-\d{2})(?:T00:00:00(?:\.000)?Z)?$/.exec(value);
    if (match?.[1]) return match[1];
  }
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:mm' in local time. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
