import { formatOre, toOre } from './billing/money.ts';

/** Price list 37 is collective hardware ('Kollektiv' Ja), 42 a one-time cost (document 1 sections 3 and 9). */
export const COLLECTIVE_PRICE_LIST = 37;
export const ONE_OFF_PRICE_LIST = 42;

type MoneyInput = string | number | null | undefined;

function toAmount(value: MoneyInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** An amount in kronor as formatOre shows it, two decimals only when fractional: '199', '1 299,50', '-100'. */
export function formatAmount(value: MoneyInput): string {
  const amount = toAmount(value);
  return amount === null ? '' : formatOre(toOre(amount));
}

/** An amount of money as every text shows it: 'kr', two decimals only when fractional ('295 kr', '99,50 kr'). */
export function formatKr(value: MoneyInput): string {
  const amount = formatAmount(value);
  return amount ? `${amount} kr` : '';
}

/** 'kr/mån' for recurring prices, 'kr' for one-time costs (document 1 section 5). */
export function formatPrice(value: MoneyInput, options: { oneOff?: boolean } = {}): string {
  if (options.oneOff) return formatKr(value);
  const amount = formatAmount(value);
  return amount ? `${amount} kr/mån` : '';
}

/** 'Kollektiv': Ja for price list 37, else Nej. */
export function collectiveLabel(priceList: number): 'Ja' | 'Nej' {
  return priceList === COLLECTIVE_PRICE_LIST ? 'Ja' : 'Nej';
}
