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

type MoneyInput = string | number | { toString(): string } | null | undefined;

function toAmount(value: MoneyInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(String(value));
  return Number.isFinite(amount) ? amount : null;
}

/** An amount with two decimals only when fractional, Swedish separators: '199', '1 299,50'. */
export function formatAmount(value: MoneyInput): string {
  const amount = toAmount(value);
  if (amount === null) return '';
  const rounded = Math.round(amount * 100) / 100;
  const fractional = !Number.isInteger(rounded);
  return rounded.toLocaleString('sv-SE', {
    minimumFractionDigits: fractional ? 2 : 0,
    maximumFractionDigits: fractional ? 2 : 0,
  });
}

/** Document 1 section 5: 'kr/mån' for recurring prices, 'kr' for one-off ones. */
export function formatPrice(value: MoneyInput, options: { oneOff?: boolean } = {}): string {
  const amount = formatAmount(value);
  if (!amount) return '';
  return `${amount} ${options.oneOff ? 'kr' : 'kr/mån'}`;
}

/** Price list 42 is a one-time cost (document 1 section 3). */
export const ONE_OFF_PRICE_LIST = 42;

export const SERVICE_NAME_MAX = 35;

/** Service names are shortened to 35 characters: 32 plus dots (document 1 section 5). */
export function shortenServiceName(name: string): string {
  return name.length <= SERVICE_NAME_MAX ? name : `${name.slice(0, SERVICE_NAME_MAX - 3)}...`;
}
