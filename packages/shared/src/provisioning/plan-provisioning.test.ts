import { PRODUCTS } from '@sappis/db/seed/reference/products';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsAfterPlan } from '../agreements/billing/rows-after-plan.ts';
import { returnsLater } from '../agreements/operations/pause/pause-return.ts';
import { type OperationKind, operationPlan, type PlannedRow } from '../agreements/operations/plan.ts';
import { catalogueRow } from '../agreements/operations/testing/catalogue.ts';
import { addDays } from '../dates.ts';
import { planProvisioning } from './plan-provisioning.ts';
import { provisioningPlatformOf } from './provisioning-platform.ts';

const TODAY = '2026-11-28';
const productNumbers = PRODUCTS.map((item) => item.productNumber);

/** A catalogue row as the agreement holds it, or as a plan creates it. */
const rowArb = fc.record({
  productNumber: fc.constantFrom(...productNumbers),
  card: fc.constantFrom(0, 1, 2, 99),
  startOffset: fc.integer({ min: -400, max: 400 }),
});
const day = fc.integer({ min: 0, max: 800 }).map((offset) => addDays(TODAY, offset));

function plannedRow(
  seed: { productNumber: string; card: number; startOffset: number },
  sourceRowId: number | null,
): PlannedRow {
  const row = catalogueRow(seed.productNumber, { card: seed.card });
  return {
    ...row,
    type: row.type,
    startDate: addDays(TODAY, seed.startOffset),
    endDate: null,
    sourceRowId,
  };
}

const scenario = fc
  .record({
    operation: fc.constantFrom<OperationKind>('terminate', 'pause', 'continue', 'move', 'transferService'),
    rows: fc.array(rowArb, { minLength: 1, maxLength: 8 }),
    endDay: day,
    ended: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    created: fc.array(fc.tuple(rowArb, fc.boolean()), { maxLength: 5 }),
    targetRows: fc.array(rowArb, { maxLength: 4 }),
  })
  .map((input) => {
    const rows = input.rows.map((seed, index) =>
      catalogueRow(seed.productNumber, { id: index + 1, card: seed.card, startDate: '2025-01-01' }),
    );
    const endRows = rows
      .filter((_, index) => input.ended[index])
      .map((row) => ({ rowId: row.id, productName: row.productName, endDate: input.endDay }));
    const newRows = input.created.map(([seed, continues], index) =>
      plannedRow(seed, continues ? (endRows[index % Math.max(1, endRows.length)]?.rowId ?? null) : null),
    );
    const targetRows = input.targetRows.map((seed) => plannedRow(seed, null));
    const plan = operationPlan({
      operation: input.operation,
      agreementNumber: 1,
      endRows,
      newRows,
      ...(targetRows.length > 0 ? { target: { agreementNumber: 2, address: null, rows: targetRows } } : {}),
    });
    return { plan, rows };
  });

describe('provisioning orders derived from an operation plan', () => {
  it('a service that ends is deactivated (a paused one that comes back suspended) the day after its last day; nothing else ends', () => {
    fc.assert(
      fc.property(scenario, ({ plan, rows }) => {
        const { orders } = planProvisioning(plan, rows, TODAY);
        const ending = orders.filter((order) => 'rowId' in order.row);
        const services = plan.endRows.filter((end) =>
          provisioningPlatformOf(rows.find((row) => row.id === end.rowId)!),
        );
        expect(ending).toHaveLength(services.length);
        for (const end of services) {
          const row = rows.find((item) => item.id === end.rowId)!;
          expect(ending).toContainEqual({
            row: { rowId: end.rowId },
            platform: provisioningPlatformOf(row),
            action:
              plan.operation === 'pause' &&
              returnsLater({ ...row, endDate: end.endDate }, rowsAfterPlan(rows, plan))
                ? 'SUSPEND'
                : 'DEACTIVATE',
            dueOn: addDays(end.endDate, 1),
          });
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a created service is activated on its start date, a paused service resumed; fees, discounts and inactive hardware give nothing', () => {
    fc.assert(
      fc.property(scenario, ({ plan, rows }) => {
        const { orders } = planProvisioning(plan, rows, TODAY);
        const created = [...plan.newRows, ...(plan.target?.rows ?? [])];
        const starting = orders.filter((order) => 'createdRowIndex' in order.row);
        const ended = new Set(orders.flatMap((order) => ('rowId' in order.row ? [order.row.rowId] : [])));
        for (const [index, row] of created.entries()) {
          const order = starting.find(
            (item) => 'createdRowIndex' in item.row && item.row.createdRowIndex === index,
          );
          const platform = provisioningPlatformOf(row);
          if (!platform) {
            expect(order).toBeUndefined();
            continue;
          }
          const resumes =
            plan.operation === 'pause' && row.sourceRowId !== null && ended.has(row.sourceRowId);
          expect(order).toEqual({
            row: { createdRowIndex: index },
            platform,
            action: resumes ? 'RESUME' : 'ACTIVATE',
            dueOn: row.startDate,
          });
        }
        expect(starting).toHaveLength(created.filter((row) => provisioningPlatformOf(row)).length);
      }),
      { numRuns: 100 },
    );
  });

  it('a termination ending broadband on 2027-01-31 deactivates it on 2027-02-01, not today; the fee row gives nothing', () => {
    const broadband = catalogueRow('BAS250', { id: 7 });
    const fee = catalogueRow('STARTAVGIFT', { id: 8 });
    const plan = operationPlan({
      operation: 'terminate',
      agreementNumber: 1,
      endRows: [
        { rowId: 7, productName: broadband.productName, endDate: '2027-01-31' },
        { rowId: 8, productName: fee.productName, endDate: '2027-01-31' },
      ],
    });
    expect(planProvisioning(plan, [broadband, fee], TODAY)).toEqual({
      orders: [{ row: { rowId: 7 }, platform: 'NETWORK', action: 'DEACTIVATE', dueOn: '2027-02-01' }],
      withdraw: [{ rowId: 7, actions: ['DEACTIVATE', 'SUSPEND'] }],
    });
  });

  it('continuing a terminated service withdraws its deactivation and activates the continuing row the day after', () => {
    const ending = catalogueRow('BAS250', { id: 4, endDate: '2027-01-31' });
    const plan = operationPlan({
      operation: 'continue',
      agreementNumber: 1,
      newRows: [{ ...catalogueRow('BAS250'), startDate: '2027-02-01', endDate: null, sourceRowId: 4 }],
    });
    expect(planProvisioning(plan, [ending], TODAY)).toEqual({
      orders: [{ row: { createdRowIndex: 0 }, platform: 'NETWORK', action: 'ACTIVATE', dueOn: '2027-02-01' }],
      withdraw: [{ rowId: 4, actions: ['DEACTIVATE'] }],
    });
  });

  it('re-dating a row not yet started moves its activation; a removed end withdraws the deactivation', () => {
    const future = catalogueRow('TVSTART', { id: 3, startDate: '2027-03-01', endDate: '2027-12-31' });
    const plan = operationPlan({
      operation: 'editRowDates',
      agreementNumber: 1,
      changeRowDates: [
        {
          rowId: 3,
          productName: future.productName,
          startDate: '2027-04-01',
          endDate: null,
          boundUntil: null,
        },
      ],
    });
    expect(planProvisioning(plan, [future], TODAY)).toEqual({
      orders: [{ row: { rowId: 3 }, platform: 'TV', action: 'ACTIVATE', dueOn: '2027-04-01' }],
      withdraw: [
        { rowId: 3, actions: ['ACTIVATE'] },
        { rowId: 3, actions: ['DEACTIVATE', 'SUSPEND'] },
      ],
    });
  });

  it('a paused service whose returning row is terminated before it starts is deactivated, not suspended, the day after its last day', () => {
    // Services paused from the day after `lastDay` to `back`; the plan cancels some returning rows and ends others
    // on a day of their own (before their start: they never run; from it on: they still return). The pause may have
    // begun already (lastDay before today: its suspension due today or sent): it is deactivated all the same.
    const pausable = ['BAS250', 'TVSTART', 'TVSPORT', 'PLAY', 'TEL001', 'BOX015', 'CGKORT'];
    const paused = fc.record({
      products: fc.uniqueArray(fc.constantFrom(...pausable), { minLength: 1, maxLength: pausable.length }),
      lastDay: fc.integer({ min: -60, max: 300 }).map((offset) => addDays(TODAY, offset)),
      months: fc.integer({ min: 2, max: 10 }),
      // Per service: left alone, cancelled, or ended that many days after its start (negative: before it).
      fates: fc.array(
        fc.oneof(
          fc.constant('kept' as const),
          fc.constant('cancelled' as const),
          fc.integer({ min: -60, max: 60 }),
        ),
        {
          minLength: pausable.length,
          maxLength: pausable.length,
        },
      ),
    });
    fc.assert(
      fc.property(paused, ({ products, lastDay, months, fates }) => {
        const back = addDays(lastDay, months * 30);
        const rows = products.flatMap((productNumber, index) => [
          catalogueRow(productNumber, { id: index + 1, card: 1, endDate: lastDay }),
          catalogueRow(productNumber, { id: 100 + index, card: 1, startDate: back }),
        ]);
        const fate = (index: number) => fates[index] ?? 'kept';
        const cancelRows = products.flatMap((productNumber, index) =>
          fate(index) === 'cancelled'
            ? [{ rowId: 100 + index, productName: productNumber, startDate: back }]
            : [],
        );
        const endRows = products.flatMap((productNumber, index) => {
          const days = fate(index);
          return typeof days === 'number'
            ? [{ rowId: 100 + index, productName: productNumber, endDate: addDays(back, days) }]
            : [];
        });
        const plan = operationPlan({ operation: 'terminate', agreementNumber: 1, cancelRows, endRows });
        const { orders, withdraw } = planProvisioning(plan, rows, TODAY);
        for (const [index, productNumber] of products.entries()) {
          const days = fate(index);
          const returns = days === 'kept' || (typeof days === 'number' && days >= 0);
          const row = rows.find((item) => item.id === index + 1)!;
          const deactivation = {
            row: { rowId: index + 1 },
            platform: provisioningPlatformOf(row),
            action: 'DEACTIVATE',
            dueOn: addDays(lastDay, 1),
          };
          expect([
            productNumber,
            orders.filter((order) => 'rowId' in order.row && order.row.rowId === index + 1),
          ]).toEqual([productNumber, returns ? [] : [deactivation]]);
          expect(withdraw.some((item) => item.rowId === index + 1 && item.actions.includes('SUSPEND'))).toBe(
            !returns,
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('puts TV, Play and program cards on the TV platform and broadband and telephony on the network', () => {
    const platform = (productNumber: string, card = 0) =>
      provisioningPlatformOf(catalogueRow(productNumber, { card }));
    expect(['TVSTART', 'TVSPORT', 'PLAY'].map((number) => platform(number))).toEqual(['TV', 'TV', 'TV']);
    expect(platform('CGKORT', 1)).toBe('TV');
    expect(['BAS250', 'TEL001', 'FASTIP'].map((number) => platform(number))).toEqual([
      'NETWORK',
      'NETWORK',
      'NETWORK',
    ]);
    expect(['PAUS', 'RABATT', 'FRI3MAN', 'INSTALLATION'].map((number) => platform(number))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(provisioningPlatformOf(catalogueRow('BAS250', { price: -100, parentRowId: 1 }))).toBeNull();
    expect(platform('CGKORT', 0)).toBeNull();
    expect(platform('CGKORT', 99)).toBeNull();
  });
});
