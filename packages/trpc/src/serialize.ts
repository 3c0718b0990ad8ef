/** Plain-JSON conversions for procedure outputs: dates as ISO strings, money as numbers. */

/** A @db.Date column as 'YYYY-MM-DD' (Prisma reads it as midnight UTC). */
export function toIsoDate(date: Date): string;
export function toIsoDate(date: Date | null): string | null;
export function toIsoDate(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

export function toIsoDateTime(date: Date): string;
export function toIsoDateTime(date: Date | null): string | null;
export function toIsoDateTime(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** A Decimal column (money, rounded to 2 decimals in the database) as a number. */
export function toMoney(value: { toString(): string }): number;
export function toMoney(value: { toString(): string } | null): number | null;
export function toMoney(value: { toString(): string } | null): number | null {
  return value === null ? null : Number(value.toString());
}
