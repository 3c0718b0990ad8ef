import { addDays, addMonths, isoDay } from '@sappis/shared/dates';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthlyCostLine } from './monthly-cost-line.tsx';
import { testRow } from './testing/customer-fixture.ts';

afterEach(cleanup);

// The campaign ends within the projection's 24 months.
const campaignEnd = addMonths(isoDay(), 3);

describe('MonthlyCostLine', () => {
  it("gives the agreement's monthly cost today, the discount counted once, and its next change", () => {
    render(
      <MonthlyCostLine
        rows={[
          testRow({
            id: 1,
            productNumber: 'TVMIX5',
            price: 199,
            campaignId: 7,
            campaignPrice: 99,
            campaignEndDate: campaignEnd,
          }),
          testRow({ id: 2, parentRowId: 1, productNumber: 'RABATT', price: -100, endDate: campaignEnd }),
          testRow({ id: 3, type: 'HARDWARE', productNumber: 'BOX015', price: 29 }),
          testRow({ id: 4, type: 'EXTRA_BILLING', productNumber: 'PAUS', priceList: 31, price: 295 }),
        ]}
      />,
    );
    expect(screen.getByTestId('monthly-cost').textContent).toBe(
      `Månadskostnad idag: 128 kr/månNästa ändring: 228 kr/mån från ${addDays(campaignEnd, 1)}`,
    );
  });
});
