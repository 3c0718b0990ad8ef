/** Money in öre (integers), so sums are exact. Row prices arrive as numbers with at most 2 decimals. */
export type Ore = number;

export function toOre(amount: number): Ore {
  return Math.round(amount * 100);
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** '1 299,00' (no-break space between thousands, always two decimals), '-150,00', '0,00'. */
export function formatOre(ore: Ore): string {
  const sign = ore < 0 ? '-' : '';
  const absolute = Math.abs(ore);
  return `${sign}${groupThousands(String(Math.floor(absolute / 100)))},${String(absolute % 100).padStart(2, '0')}`;
}

/** A kronor amount of at most 2 decimals as formatOre shows it: '25,00', '134,99'. */
export function formatKronor(amount: number): string {
  return formatOre(toOre(amount));
}
