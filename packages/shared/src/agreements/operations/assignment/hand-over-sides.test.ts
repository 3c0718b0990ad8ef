import { describe, expect, it } from 'vitest';
import { withBillingEffect } from '../../billing/billing-effect.ts';
import { operationPlan, type PlannedRow } from '../plan.ts';
import { catalogueRow } from '../testing/catalogue.ts';
import { testContext } from '../testing/operation-context.ts';
import { HAND_OVER_TEXTS, handOverRefusals } from './hand-over-sides.ts';

const today = '2026-11-27';
// Assigned with end date 2026-12-31: the assigner's broadband ends then, the receiver's copy starts the day after.
const assigners = catalogueRow('BAS250', { id: 1, startDate: '2025-01-01', endDate: '2026-12-31' });
const receivers = catalogueRow('BAS250', { id: 2, startDate: '2027-01-01' });
const box = catalogueRow('BOX015', { id: 3, startDate: '2025-01-01' });
const handOver = {
  assignerCustomerNumber: 100001,
  receiverCustomerNumber: 200002,
  receiverName: 'Per Holm',
  startDate: '2027-01-01',
};
const context = (pending: typeof handOver | null = handOver) => {
  const base = testContext([assigners, receivers, box]);
  return { ...base, agreement: { ...base.agreement, handOver: pending } };
};
const plan = (parts: Parameters<typeof operationPlan>[0] extends infer P ? Partial<P> : never) =>
  operationPlan({ operation: 'editRowDates', agreementNumber: 1000011, ...parts });
const newRow = (overrides: Partial<PlannedRow>): PlannedRow => ({
  productNumber: 'BAS250',
  productName: 'Bredband 250/250',
  type: 'SERVICE',
  price: 399,
  priceList: 1,
  invoiceCode: null,
  quantity: 1,
  startDate: today,
  endDate: null,
  card: 0,
  category: 'Bredband',
  sourceRowId: 1,
  ...overrides,
});
const receiverRefusal = HAND_OVER_TEXTS.receiverRows('Per Holm', '2027-01-01');
const assignerRefusal = HAND_OVER_TEXTS.assignerRows('Per Holm', '2026-12-31');

describe('an agreement on its way to a receiver: each side keeps to its days', () => {
  it('lets the assigner end a service of theirs earlier, compensate, and change the hire box', () => {
    expect(
      handOverRefusals(
        context(),
        plan({ endRows: [{ rowId: 1, productName: 'Bredband', endDate: '2026-12-15' }] }),
      ),
    ).toEqual([]);
    const fee = newRow({ productNumber: 'KOMPENSATION', type: 'EXTRA_BILLING', price: -100, endDate: today });
    expect(handOverRefusals(context(), plan({ newRows: [fee] }))).toEqual([]);
    expect(
      handOverRefusals(
        context(),
        plan({ endRows: [{ rowId: 3, productName: 'Box', endDate: '2027-06-30' }] }),
      ),
    ).toEqual([]);
  });

  it("refuses ending, cancelling, re-dating or moving away the receiver's services before the hand-over", () => {
    const changes = [
      plan({ endRows: [{ rowId: 2, productName: 'Bredband', endDate: '2027-03-31' }] }),
      plan({ cancelRows: [{ rowId: 2, productName: 'Bredband', startDate: '2027-01-01' }] }),
      plan({
        changeRowDates: [
          { rowId: 2, productName: 'Bredband', startDate: '2026-12-28', endDate: null, boundUntil: null },
        ],
      }),
      plan({
        target: {
          agreementNumber: 1000099,
          address: null,
          rows: [newRow({ sourceRowId: 2, startDate: '2027-01-01' })],
        },
      }),
    ];
    for (const change of changes) expect(handOverRefusals(context(), change)).toEqual([receiverRefusal]);
  });

  it("refuses running the assigner's services past their end date, re-dated or created anew", () => {
    expect(
      handOverRefusals(
        context(),
        plan({
          changeRowDates: [
            { rowId: 1, productName: 'Bredband', startDate: '2025-01-01', endDate: null, boundUntil: null },
          ],
        }),
      ),
    ).toEqual([assignerRefusal]);
    expect(handOverRefusals(context(), plan({ newRows: [newRow({})] }))).toEqual([assignerRefusal]);
    expect(handOverRefusals(context(), plan({ newRows: [newRow({ endDate: '2026-12-31' })] }))).toEqual([]);
  });

  it('says nothing once no hand-over is pending, and the billing effect refuses what it refuses', () => {
    const extended = plan({ newRows: [newRow({})] });
    expect(handOverRefusals(context(null), extended)).toEqual([]);
    expect(withBillingEffect({ ok: true, plan: extended }, context(), today)).toEqual({
      ok: false,
      refusals: { '': [assignerRefusal] },
    });
  });
});
