/** Price list 37 is collective hardware ('Kollektiv' Ja), 42 a one-time cost (document 1 sections 3 and 9). */
export const COLLECTIVE_PRICE_LIST = 37;
export const ONE_OFF_PRICE_LIST = 42;

type MoneyInput = string | number | null | undefined;

function toAmount(value: MoneyInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** Groups thousands with a no-break space, as Swedish formatting does. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** An amount rounded to 2 decimals, shown with two decimals only when fractional: '199', '1 299,50', '-100'. */
export function formatAmount(value: MoneyInput): string {
  const amount = toAmount(value);
  if (amount === null) return '';
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = cents % 100;
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole},${String(fraction).padStart(2, '0')}`;
}

/** 'kr/mån' for recurring prices, 'kr' for one-time costs (document 1 section 5). */
export function formatPrice(value: MoneyInput, options: { oneOff?: boolean } = {}): string {
  const amount = formatAmount(value);
  return amount ? `${amount} ${options.oneOff ? 'kr' : 'kr/mån'}` : '';
}

/** 'Kollektiv': Ja for price list 37, else Nej. */
export function collectiveLabel(priceList: number): 'Ja' | 'Nej' {
  return priceList === COLLECTIVE_PRICE_LIST ? 'Ja' : 'Nej';
}
