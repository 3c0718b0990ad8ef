import type { BillingEffect, RateChange } from './billing-effect-types.ts';
import { formatOre, type Ore } from './money.ts';

/**
 * What a one-off charge is called: a fee ('Avgift'), or a credit to the customer ('Kreditering', e.g. a
 * compensation, whose amount is negative) — never a credit called a fee.
 */
export function oneOffChargeLabel(amount: number, fee: 'Avgift' | 'Engångsavgift' = 'Avgift'): string {
  return amount < 0 ? 'Kreditering' : fee;
}

const monthly = (amount: Ore) => `${formatOre(amount)} kr/mån`;
const changeText = (change: RateChange) => `${monthly(change.monthly)} från ${change.from}`;

/**
 * The preview's billing lines: 'Månadskostnad för avtalet: 777 kr/mån → 0 kr/mån från 2027-02-01', each
 * one-off fee the plan adds and each not yet invoiced that remains, and what moved rows cost on the other agreement.
 */
export function billingEffectLines(effect: BillingEffect): string[] {
  const lines = [
    effect.changes.length === 0
      ? `Månadskostnad för avtalet: ${monthly(effect.monthlyBefore)} (ändras inte)`
      : `Månadskostnad för avtalet: ${[monthly(effect.monthlyBefore), ...effect.changes.map(changeText)].join(' → ')}`,
  ];
  for (const fee of effect.oneOffs)
    lines.push(
      `${oneOffChargeLabel(fee.amount, 'Engångsavgift')}: ${fee.name} ${formatOre(fee.amount)} kr ${fee.date}`,
    );
  for (const fee of effect.remainingOneOffs)
    lines.push(
      `${oneOffChargeLabel(fee.amount, 'Engångsavgift')} som ligger kvar: ${fee.name} ${formatOre(fee.amount)} kr ${fee.date}`,
    );
  if (effect.target.length > 0)
    lines.push(`Månadskostnad på det andra avtalet: ${effect.target.map(changeText).join(' → ')}`);
  return lines;
}
