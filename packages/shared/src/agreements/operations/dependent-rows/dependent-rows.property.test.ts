import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth } from '../../../dates.ts';
import { type BillableRow, runsOn } from '../../billing/billing-projection.ts';
import { rowsAfterPlan } from '../../billing/rows-after-plan.ts';
import { operationPlan } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';
import { catalogueProduct, catalogueRow } from '../testing/catalogue.ts';
import { testContext } from '../testing/operation-context.ts';
import { withDependentRows } from './dependent-rows.ts';
import { dependentKindOf, serviceKindOf } from './service-kinds.ts';

const today = '2026-12-06';
const SERVICES = ['TVSTART', 'TVMIX10', 'BAS250', 'TEL001'] as const;
const DEPENDENTS = [
  'BOX015',
  'BOX020',
  'CGKORT',
  'TVSPORT',
  'PLAYPLUS',
  'BRED009',
  'SAKERSURF',
  'FASTIP',
  'TELBOX01',
  'TELFRI',
];
const PRODUCTS = [...SERVICES, ...DEPENDENTS].map(catalogueProduct);
const products = Object.fromEntries(PRODUCTS.map((product) => [product.productNumber, product]));

/** A month end from 3 months back to 24 ahead, or none. */
const monthEnd = fc.integer({ min: -3, max: 24 }).map((offset) => lastDayOfMonth(today, offset));
const start = fc.integer({ min: -24, max: 6 }).map((offset) => addDays(lastDayOfMonth(today, offset - 1), 1));
const period = fc
  .tuple(start, fc.option(monthEnd, { nil: null }))
  .filter(([from, to]) => to === null || to >= from);

const agreement = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...SERVICES), period), { minLength: 1, maxLength: 4 }),
    fc.array(fc.tuple(fc.constantFrom(...DEPENDENTS), period, fc.boolean()), { minLength: 1, maxLength: 6 }),
  )
  .map(([services, dependents]) =>
    [...services.map(([number, dates]) => [number, dates, false] as const), ...dependents].map(
      ([productNumber, [startDate, endDate], kept], index) =>
        catalogueRow(productNumber, {
          id: index + 1,
          startDate,
          endDate,
          ...(kept ? { keptWithoutService: 'Kunden vill ha den' } : {}),
        }),
    ),
  );

/** What an operation might do to the services: end some on a month end (earlier than they end). */
const scenario = agreement.chain((rows) =>
  fc.record({
    rows: fc.constant(rows),
    ends: fc.array(fc.tuple(fc.constantFrom(...rows.filter((row) => row.type === 'SERVICE')), monthEnd), {
      maxLength: 3,
    }),
    keep: fc.subarray(rows.filter((row) => row.type !== 'SERVICE').map((row) => row.id)),
  }),
);

/** Every day on which what runs can change, after today. */
const boundaries = (rows: readonly BillableRow[]) =>
  [...new Set(rows.flatMap((row) => [row.startDate, row.endDate && addDays(row.endDate, 1), row.endDate]))]
    .filter((day): day is string => day !== null && day > today)
    .sort();

describe('withDependentRows over generated agreements', () => {
  it('no hardware, card or add-on bills after today on a day without a service of its kind, unless kept now or on a day it was kept without one before; none stops on a day its service runs', () => {
    fc.assert(
      fc.property(scenario, ({ rows, ends, keep }) => {
        const context = testContext(rows, { products: PRODUCTS });
        const endRows = ends
          .filter(
            ([row, date], index) =>
              ends.findIndex(([other]) => other.id === row.id) === index && date > today,
          )
          .filter(
            ([row, date]) => (row.endDate === null || date < row.endDate) && date >= (row.startDate ?? date),
          )
          .map(([row, endDate]) => ({ rowId: row.id, productName: row.productName, endDate }));
        const plan = operationPlan({ operation: 'terminate', agreementNumber: 1, endRows });
        const keepRows = keep.map((rowId) => ({ rowId, reason: 'Kunden vill' }));
        const outcome = withDependentRows({ ok: true, plan }, context, today, keepRows);
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
        const before = rowsAfterPlan(rows, plan);
        const after = rowsAfterPlan(rows, outcome.plan);
        const kindRuns = (list: readonly BillableRow[], kind: string, day: string) =>
          list.some((row) => serviceKindOf(row, products) === kind && runsOn(row, day));
        const hasKind = (kind: string) => rows.some((row) => serviceKindOf(row, products) === kind);
        const kept = new Set(keep);
        for (const day of boundaries([...before, ...after])) {
          for (const row of after) {
            const kind = dependentKindOf(row, products);
            if (kind === null || !hasKind(kind) || !runsOn(row, day)) continue;
            const source = row.id > 0 ? row.id : (outcome.plan.newRows[-row.id - 1]?.sourceRowId ?? 0);
            const earlier = rows.find((other) => other.id === source);
            const keptEarlier =
              earlier?.keptWithoutService && runsOn(earlier, day) && !kindRuns(rows, kind, day);
            if (!kept.has(source) && !keptEarlier)
              expect(kindRuns(after, kind, day), `${row.productNumber} on ${day}`).toBe(true);
          }
          for (const row of before) {
            const kind = dependentKindOf(row, products);
            if (kind === null || !runsOn(row, day) || !kindRuns(after, kind, day)) continue;
            const still = after.some(
              (other) =>
                runsOn(other, day) &&
                (other.id === row.id || outcome.plan.newRows[-other.id - 1]?.sourceRowId === row.id),
            );
            expect(still, `${row.productNumber} stopped on ${day} though its service runs`).toBe(true);
          }
        }
        const unchanged = (row: OperationRow) =>
          after.find((other) => other.id === row.id)?.endDate ===
          before.find((other) => other.id === row.id)?.endDate;
        for (const id of kept)
          expect(unchanged(rows.find((row) => row.id === id) as OperationRow)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
