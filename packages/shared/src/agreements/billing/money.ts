/** Money in öre (integers), so sums are exact. Row prices arrive as numbers with at most 2 decimals. */
export type Ore = number;

export function toOre(amount: number): Ore {
  return Math.round(amount * 100);
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/**
 * Every amount on screen, in öre: thousands grouped with a no-break space, two decimals only when fractional
 * (documents 1 and 3 section 9): '1 299', '99,50', '-150', '0'.
 */
export function formatOre(ore: Ore): string {
  const absolute = Math.abs(Math.round(ore));
  const sign = ore < 0 && absolute > 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(absolute / 100)));
  const fraction = absolute % 100;
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole},${String(fraction).padStart(2, '0')}`;
}
