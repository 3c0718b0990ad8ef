import { monthlyCost, monthlyCostTexts } from '@sappis/shared/agreements/billing/row-shown';
import { isoDay } from '@sappis/shared/dates';
import type { AgreementRow } from './customer-model.ts';

/** 'Månadskostnad idag: 197 kr/mån' and the next change, from the billing projection of the agreement's rows. */
export function MonthlyCostLine({ rows }: { rows: readonly AgreementRow[] }) {
  const texts = monthlyCostTexts(monthlyCost(rows, isoDay()));
  return (
    <p className="text-sm" data-testid="monthly-cost">
      <span className="font-medium">{texts.today}</span>
      {texts.next && <span className="ml-3 text-muted-foreground">{texts.next}</span>}
    </p>
  );
}
