import { PRODUCTS } from '@sappis/db/seed/reference/products';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../dates.ts';
import { testMoveCheck } from '../testing/move-check.ts';
import { testContext, testHandler, testRow } from '../testing/operation-context.ts';
import { MOVE, MOVE_TEXTS, type MoveChoices, planMove } from './move.ts';
import {
  earliestMoveDate,
  everyReplacementChosen,
  isMovable,
  isTvCategory,
  MOVE_CHECK_TEXTS,
  type MoveStatus,
  moveButtonEnabled,
  moveStatusLines,
} from './move-check.ts';

const today = '2026-11-24';

const broadbandReplacement = {
  existingProductName: 'Bredband 250/250',
  existingProductNumber: 'BAS250',
  offers: [
    { productName: 'Bredband 500/500', productNumber: 'BASIP500', price: 449, signalCode: 'BB500' },
    { productName: 'Bredband 100/100', productNumber: 'BASIP100', price: 299, signalCode: null },
  ],
};

const check = testMoveCheck;

const movableStatus: MoveStatus = { description: 'Bredband kan flyttas.', movable: true, replacement: null };

const choices: MoveChoices = {
  addressId: '2000002',
  mainAgreementNumber: 7001,
  moveDate: '2026-12-01',
  updateAddresses: true,
  sendConfirmation: true,
  replacements: [],
};

const rows = [
  testRow({ id: 1 }),
  testRow({ id: 2, productNumber: 'TVBAS', productName: 'TV Bas', category: 'TV', price: 199 }),
  testRow({ id: 3, productNumber: 'OLD', productName: 'Avslutad', endDate: '2026-01-31' }),
  testRow({ id: 4, type: 'EXTRA_BILLING', productNumber: 'AVG', productName: 'Startavgift' }),
];

describe('isMovable', () => {
  it('is false when any status says flyttbar false, or the address is the current one', () => {
    expect(isMovable(check([movableStatus]))).toBe(true);
    expect(
      isMovable(
        check([
          movableStatus,
          { description: MOVE_CHECK_TEXTS.addressNotUnderMainAgreement, movable: false, replacement: null },
        ]),
      ),
    ).toBe(false);
    expect(isMovable(check([movableStatus], { currentAddressId: '2000002' }))).toBe(false);
  });

  it('holds exactly when every status is movable and the address differs (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 6 }),
        fc.constantFrom('1000001', '2000002', null),
        (flags, current) => {
          const statuses = flags.map((movable) => ({ description: 'x', movable, replacement: null }));
          const result = isMovable(check(statuses, { currentAddressId: current }));
          expect(result).toBe(flags.every(Boolean) && current !== '2000002');
        },
      ),
    );
  });
});

describe('earliestMoveDate', () => {
  it('is tomorrow, also over a month and year end', () => {
    expect(earliestMoveDate('2026-11-24')).toBe('2026-11-25');
    expect(earliestMoveDate('2026-12-31')).toBe('2027-01-01');
    expect(earliestMoveDate('2028-02-28')).toBe('2028-02-29');
  });

  it('refuses every day up to today and plans every day from tomorrow (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const moveDate = addDays(today, offset);
        const outcome = planMove(
          testContext(rows),
          { ...choices, moveDate },
          check([movableStatus]),
          today,
          testHandler,
        );
        expect(outcome.ok).toBe(offset >= 1);
        if (!outcome.ok)
          expect(outcome.refusals.moveDate?.[0]).toBe(MOVE_TEXTS.moveDateTooEarly('2026-11-25'));
      }),
    );
  });
});

describe('replacements', () => {
  it('need a chosen offer for each broadband replacement', () => {
    const statuses = [{ description: 'x', movable: true, replacement: broadbandReplacement }];
    expect(everyReplacementChosen(statuses, [])).toBe(false);
    expect(
      everyReplacementChosen(statuses, [{ existingProductNumber: 'BAS250', productNumber: 'NOPE' }]),
    ).toBe(false);
    expect(
      everyReplacementChosen(statuses, [{ existingProductNumber: 'BAS250', productNumber: 'BASIP100' }]),
    ).toBe(true);
    expect(everyReplacementChosen([movableStatus], [])).toBe(true);
  });

  it("keep 'Flytta avtal' disabled until every replacement is chosen, and while the agreement is not movable", () => {
    const needsOne = check([{ description: 'x', movable: true, replacement: broadbandReplacement }]);
    expect(moveButtonEnabled(needsOne, [])).toBe(false);
    expect(
      moveButtonEnabled(needsOne, [{ existingProductNumber: 'BAS250', productNumber: 'BASIP100' }]),
    ).toBe(true);
    expect(moveButtonEnabled(check([{ description: 'x', movable: false, replacement: null }]), [])).toBe(
      false,
    );
    expect(moveButtonEnabled(check([movableStatus]), [])).toBe(true);
  });
});

describe('a broadband replacement the check offers nothing for', () => {
  const unreplaceable: MoveStatus = {
    description: MOVE_CHECK_TEXTS.needsReplacement('Bredband 250/250'),
    movable: true,
    replacement: { ...broadbandReplacement, offers: [] },
  };
  const noOffer = MOVE_CHECK_TEXTS.noReplacementOffered('Bredband 250/250');

  it('is a refusal the agent sees, in the check, the button and the plan, never silently dropped', () => {
    const answered = check([movableStatus, unreplaceable]);
    expect(isMovable(answered)).toBe(false);
    expect(moveButtonEnabled(answered, [])).toBe(false);
    expect(moveStatusLines(answered.statuses)).toEqual([
      { text: 'Bredband kan flyttas.', movable: true },
      { text: noOffer, movable: false },
    ]);
    const outcome = planMove(testContext(rows), choices, answered, today, testHandler);
    expect(outcome).toEqual({
      ok: false,
      refusals: { '': [MOVE_TEXTS.notMovable], replacements: [noOffer] },
    });
  });

  it('refuses the move whatever else the check answers, exactly when some needed replacement has no offer', () => {
    const status = fc.oneof(
      fc.constant(movableStatus),
      fc.constant(unreplaceable),
      fc.constant<MoveStatus>({ description: 'x', movable: true, replacement: broadbandReplacement }),
    );
    fc.assert(
      fc.property(fc.array(status, { minLength: 1, maxLength: 4 }), (statuses) => {
        const picked = {
          ...choices,
          replacements: [{ existingProductNumber: 'BAS250', productNumber: 'BASIP100' }],
        };
        const outcome = planMove(testContext(rows), picked, check(statuses), today, testHandler);
        expect(outcome.ok).toBe(!statuses.includes(unreplaceable));
        if (!outcome.ok) expect(outcome.refusals.replacements).toEqual([noOffer]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the categories the move check reads', () => {
  it('needs a TV transmission for exactly the TV and play services and add-ons of the catalogue, not hardware', () => {
    for (const item of PRODUCTS) {
      const service = item.type === 'SERVICE' || item.type === 'ADDON';
      if (service)
        expect([item.productNumber, isTvCategory(item.categoryNumber)]).toEqual([
          item.productNumber,
          item.category === 'TV' || item.category === 'Playtjänster',
        ]);
    }
    // The return case's TV hardware categories (document 2: 0, 2, 14) are not the move check's TV (2 and 10).
    expect([0, 2, 3, 10, 14].map(isTvCategory)).toEqual([false, true, false, true, false]);
  });
});

describe('planMove', () => {
  it('ends the running services the day before, continues them on a new agreement with the moving fee, case 137 and the e-mail', () => {
    const outcome = planMove(testContext(rows), choices, check([movableStatus]), today, testHandler);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { plan } = outcome;
    expect(plan.endRows).toEqual([
      { rowId: 1, productName: 'Bredband 250/250', endDate: '2026-11-30' },
      { rowId: 2, productName: 'TV Bas', endDate: '2026-11-30' },
    ]);
    expect(plan.target?.agreementNumber).toBeNull();
    expect(plan.target?.address).toMatchObject({
      addressId: '2000002',
      deliveryAddress: 'Nya vägen 3',
      mainAgreementNumber: 7001,
    });
    // 'Uppdatera adresser': the customer's delivery address changes on the move date, not today.
    expect(plan.followUps).toEqual([
      {
        kind: 'moveCustomerAddress',
        runOn: '2026-12-01',
        address: { deliveryAddress: 'Nya vägen 3', postalCode: '41102', city: 'Göteborg' },
      },
    ]);
    const staying = planMove(
      testContext(rows),
      { ...choices, updateAddresses: false },
      check([movableStatus]),
      today,
      testHandler,
    );
    expect(staying.ok && staying.plan.followUps).toEqual([]);
    expect(plan.target?.rows.map((row) => [row.productNumber, row.startDate, row.sourceRowId])).toEqual([
      ['BAS250', '2026-12-01', 1],
      ['TVBAS', '2026-12-01', 2],
      ['FLYTT', '2026-12-01', null],
    ]);
    expect(plan.target?.rows[2]).toMatchObject({
      productName: 'Flyttavgift',
      price: 150,
      invoiceCode: 2,
      priceList: 31,
      quantity: 1,
      type: 'EXTRA_BILLING',
    });
    expect(plan.cases).toHaveLength(1);
    expect(plan.cases[0]).toMatchObject({
      typeId: 137,
      ownerGroupId: 42,
      status: 'IN_PROGRESS',
      priority: 'LOWEST',
    });
    expect(plan.cases[0]!.header.length).toBeLessThanOrEqual(40);
    expect(plan.fees).toEqual([{ name: 'Flyttavgift', amount: MOVE.fee.price }]);
    expect(plan.emails).toHaveLength(1);
    expect(plan.emails[0]!.paragraphs.join(' ')).toContain('Nya vägen 3, 41102 Göteborg');
  });

  it('replaces broadband by the chosen offer', () => {
    const statuses = [{ description: 'x', movable: true, replacement: broadbandReplacement }];
    const refused = planMove(testContext(rows), choices, check(statuses), today, testHandler);
    expect(refused).toMatchObject({
      ok: false,
      refusals: { replacements: [MOVE_TEXTS.replacementRequired] },
    });
    const outcome = planMove(
      testContext(rows),
      { ...choices, replacements: [{ existingProductNumber: 'BAS250', productNumber: 'BASIP500' }] },
      check(statuses),
      today,
      testHandler,
    );
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.plan.target?.rows[0]).toMatchObject({
      productNumber: 'BASIP500',
      productName: 'Bredband 500/500',
      price: 449,
      sourceRowId: 1,
    });
  });

  it('refuses a move the check does not allow, to the same address, or of an ended agreement', () => {
    const notMovable = check([
      { description: MOVE_CHECK_TEXTS.productNotInNetwork, movable: false, replacement: null },
    ]);
    expect(planMove(testContext(rows), choices, notMovable, today, testHandler)).toMatchObject({
      ok: false,
      refusals: { '': [MOVE_TEXTS.notMovable] },
    });
    const sameAddress = check([movableStatus], { currentAddressId: '2000002' });
    expect(planMove(testContext(rows), choices, sameAddress, today, testHandler).ok).toBe(false);
    const ended = testContext(rows, { agreement: { ended: true } });
    expect(planMove(ended, choices, check([movableStatus]), today, testHandler).ok).toBe(false);
  });

  it("sends no e-mail to an address that cannot take it ('(ogiltig epost)')", () => {
    const outcome = planMove(
      testContext(rows, { email: 'ingen@epost.saknas' }),
      choices,
      check([movableStatus]),
      today,
      testHandler,
    );
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.plan.emails).toEqual([]);
    expect(outcome.plan.confirmationUnsendable).toBe(true);
  });

  it('never ends a row before it starts (one not started is cancelled) nor lets a moved row start before the move date (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: -500, max: 500 }), fc.option(fc.integer({ min: -100, max: 600 }))),
          {
            maxLength: 5,
          },
        ),
        fc.integer({ min: 1, max: 300 }),
        (spans, moveOffset) => {
          const moveDate = addDays(today, moveOffset);
          const planned = spans.map(([start, end], index) =>
            testRow({
              id: index + 1,
              productNumber: `P${index}`,
              startDate: addDays(today, start),
              endDate: end === null ? null : addDays(today, start + Math.abs(end)),
            }),
          );
          const outcome = planMove(
            testContext(planned),
            { ...choices, moveDate },
            check([movableStatus]),
            today,
            testHandler,
          );
          if (!outcome.ok) throw new Error('refused');
          for (const end of outcome.plan.endRows) {
            const row = planned.find((item) => item.id === end.rowId)!;
            expect(end.endDate >= row.startDate!).toBe(true);
          }
          for (const row of outcome.plan.target!.rows) expect(row.startDate >= moveDate).toBe(true);
          // A row that would only start on the move date or later never runs here: cancelled, not ended.
          const ended = new Set(outcome.plan.endRows.map((end) => end.rowId));
          for (const cancel of outcome.plan.cancelRows) {
            expect(cancel.startDate >= moveDate).toBe(true);
            expect(ended.has(cancel.rowId)).toBe(false);
          }
          expect(ended.size + outcome.plan.cancelRows.length).toBe(outcome.plan.target!.rows.length - 1);
        },
      ),
    );
  });
});
