import { formatKr, formatPrice } from '../prices.ts';
import type { RateChange } from './billing-effect-types.ts';
import {
  type BillableRow,
  campaignPriceOn,
  isOneOff,
  monthlyRateOn,
  rateTimeline,
  recurringAmountOn,
  runsOn,
} from './billing-projection.ts';
import { type Ore, toOre } from './money.ts';

/** What an agreement row shows in its price column, from the billing projection's rules. */
export interface ShownPrice {
  /**
   * The day the row is shown on: today, its start day if it starts later, its end day if it has ended; a one-off its
   * start day.
   */
  day: string;
  /** Per month on that day in öre (a one-off: what it charges once); 'INCLUDED': a discount in its campaign price. */
  amount: Ore | 'INCLUDED';
  oneOff: boolean;
  /** The row's campaign price applies on that day ('Kampanj'). */
  campaign: boolean;
  /** The row runs today and is recurring: its amount is part of today's monthly cost. */
  billedToday: boolean;
}

/** The day a row's price is shown for: today, else its start day if it starts later or its end day if it ended. */
export function shownDay(row: Pick<BillableRow, 'startDate' | 'endDate'>, today: string): string {
  if (row.endDate !== null && row.endDate < today) return row.endDate;
  if (row.startDate !== null && row.startDate > today) return row.startDate;
  return today;
}

/**
 * What each row of an agreement shows on `today`: the amount the projection charges for it on its shown day
 * (recurringAmountOn, the same rule as monthlyAmountsOn), so the rows billed today add up to monthlyRateOn(today).
 */
export function shownPrices(rows: readonly BillableRow[], today: string): Map<number, ShownPrice> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const shown = new Map<number, ShownPrice>();
  for (const row of rows) {
    if (isOneOff(row)) {
      const day = row.startDate ?? today;
      shown.set(row.id, {
        day,
        amount: toOre(row.price) * row.quantity,
        oneOff: true,
        campaign: false,
        billedToday: false,
      });
      continue;
    }
    const day = shownDay(row, today);
    shown.set(row.id, {
      day,
      amount: recurringAmountOn(row, byId.get(row.parentRowId as number), day),
      oneOff: false,
      campaign: campaignPriceOn(row, day) !== null,
      billedToday: runsOn(row, today),
    });
  }
  return shown;
}

export const INCLUDED_DISCOUNT_TEXT = 'Ingår i kampanjpris';

/** The price cell: '199,50 kr/mån', '295 kr' (the cell adds ONE_OFF_LABEL), 'Ingår i kampanjpris' (document 1 section 9 formatting). */
export function shownPriceText(shown: ShownPrice): string {
  if (shown.amount === 'INCLUDED') return INCLUDED_DISCOUNT_TEXT;
  if (shown.oneOff) return formatKr(shown.amount / 100);
  return formatPrice(shown.amount / 100);
}

/** The price cell's explanation: the ordinary price and campaign end, the included discount, the day shown. */
export function shownPriceTitle(row: BillableRow, shown: ShownPrice, today: string): string {
  const parts: string[] = [];
  if (shown.amount === 'INCLUDED') parts.push(`Rabatten ${formatPrice(row.price * row.quantity)} ingår`);
  if (shown.campaign)
    parts.push(
      `Kampanjpris${row.campaignEndDate ? ` till och med ${row.campaignEndDate}` : ''}, ordinarie pris ${formatPrice(row.price * row.quantity)}`,
    );
  if (!shown.oneOff && shown.day > today) parts.push(`Pris från ${shown.day}`);
  if (!shown.oneOff && shown.day < today) parts.push(`Pris till och med ${shown.day}`);
  if (row.quantity !== 1 && !shown.oneOff) parts.push(`${row.quantity} st à ${formatPrice(row.price)}`);
  return parts.join('. ');
}

export interface MonthlyCost {
  /** The agreement's monthly cost today, in öre. */
  today: Ore;
  /** The first day within the projection's horizon on which it changes, and the cost from then. */
  next: RateChange | null;
}

/** The agreement's monthly cost today and its next change (the projection's rate timeline). */
export function monthlyCost(rows: readonly BillableRow[], today: string): MonthlyCost {
  const now = monthlyRateOn(rows, today);
  return { today: now, next: rateTimeline(rows, today, now)[0] ?? null };
}

/** 'Månadskostnad idag: 197 kr/mån' and 'Nästa ändring: 399 kr/mån från 2027-04-01'. */
export function monthlyCostTexts(cost: MonthlyCost): { today: string; next: string | null } {
  return {
    today: `Månadskostnad idag: ${formatPrice(cost.today / 100)}`,
    next: cost.next ? `Nästa ändring: ${formatPrice(cost.next.monthly / 100)} från ${cost.next.from}` : null,
  };
}
