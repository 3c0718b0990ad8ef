import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Group } from '../../../groups.ts';
import { canReceiveConfirmation, NO_MAIL_ADDRESS } from '../confirmation-email.ts';
import type { OperationHandler } from '../handler.ts';
import { followUpRows } from '../plan.ts';
import { testContext, testHandler, testProduct, testRow } from '../testing/operation-context.ts';
import { planReturnCase, RETURN_CASE_TEXTS, type ReturnCaseChoices, returnSlipDay } from './return-case.ts';
import {
  HIRE_RETURN_PRODUCTS,
  newHardwareOptions,
  type ReturnReason,
  returnableHardware,
  returnReasonsFor,
} from './return-rules.ts';

const today = '2026-11-24';
const hardware = (productNumber: string, name: string, categoryNumber: number) =>
  testProduct(productNumber, name, [[1, 0]], 'HARDWARE', categoryNumber);
const products = [
  hardware('BOX019', 'Hyrbox 4K', 2),
  hardware('GARBOX019', 'Garantibyte hyrbox 4k', 2),
  hardware('BOX020', 'Hyr-CA-modul', 14),
  hardware('HW', 'Övrig hårdvara', 0),
  hardware('BOX099', 'Köpt box', 2),
  hardware('BRED008', 'Hyrrouter Wi-Fi 6', 3),
  hardware('GARBRED008', 'Garantibyte hyrrouter wi-fi 6', 3),
  hardware('TELBOX01', 'Telefoniadapter', 4),
  testProduct('CGKORT', 'Programkort', [[1, 0]], 'CARD', 2),
];
const row = (id: number, productNumber: string, overrides = {}) =>
  testRow({ id, type: 'HARDWARE', productNumber, productName: productNumber, card: 1, ...overrides });
const rows = [
  testRow({ id: 1 }),
  row(2, 'BOX019'),
  row(3, 'BOX020'),
  row(4, 'HW'),
  row(5, 'BOX099'),
  row(6, 'BRED008'),
  row(7, 'TELBOX01'),
  row(8, 'BOX019', { card: 995 }),
  row(9, 'CGKORT', { type: 'CARD' }),
  row(10, 'BOX019', { endDate: '2026-10-31' }),
];
const context = testContext(rows, { products });
const secondLine: OperationHandler = {
  ...testHandler,
  groups: [Group.SAPPIS, Group.EXTENDED_CUSTOMER_SUPPORT],
};
const agent: OperationHandler = { ...testHandler, groups: [Group.SAPPIS] };

const choices: ReturnCaseChoices = {
  reason: 'REGRET',
  hardwareType: 'TV',
  oldRowIds: [2],
  newProductNumbers: [],
  description: 'Ångrat köpet',
  returnDate: '2026-12-15',
  parentCaseNumber: null,
};

const plan = (picked: Partial<ReturnCaseChoices>, handler = agent) => {
  const outcome = planReturnCase(context, { ...choices, ...picked }, today, handler);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return outcome.plan;
};
const refusals = (picked: Partial<ReturnCaseChoices>, handler = agent) => {
  const outcome = planReturnCase(context, { ...choices, ...picked }, today, handler);
  if (outcome.ok) throw new Error('expected refusals');
  return outcome.refusals;
};
const ids = (reason: ReturnReason, type: 'TV' | 'BROADBAND' | 'TELEPHONY') =>
  returnableHardware(context, reason, type).map((item) => item.id);

describe('return reasons', () => {
  it('offers Garanti only to second line', () => {
    expect(returnReasonsFor([Group.SAPPIS])).toEqual([
      'REGRET',
      'HIRE_RETURN',
      'WRONG_SHIPMENT',
      'RESHIPMENT',
    ]);
    expect(returnReasonsFor(undefined)).not.toContain('WARRANTY');
    expect(returnReasonsFor([Group.EXTENDED_CUSTOMER_SUPPORT])).toContain('WARRANTY');
  });

  it('refuses Garanti for a user outside second line, whatever the form sent', () => {
    const choice = { reason: 'WARRANTY' as const, newProductNumbers: ['GARBOX019'] };
    expect(refusals(choice).reason).toEqual([RETURN_CASE_TEXTS.reasonNotAllowed]);
    expect(refusals(choice, testHandler).reason).toEqual([RETURN_CASE_TEXTS.reasonNotAllowed]);
    expect(plan(choice, secondLine).cases[0]?.typeId).toBe(185);
  });
});

describe('returnable hardware', () => {
  it('filters by the hardware type: TV categories 0, 2, 14; Bredband 3; Fast telefoni 4', () => {
    expect(ids('REGRET', 'TV')).toEqual([2, 3, 4, 5, 9, 10]);
    expect(ids('REGRET', 'BROADBAND')).toEqual([6]);
    expect(ids('REGRET', 'TELEPHONY')).toEqual([7]);
  });

  it('leaves out services and returned hardware (card row 995 and up)', () => {
    expect(ids('REGRET', 'TV')).not.toContain(1);
    expect(ids('REGRET', 'TV')).not.toContain(8);
  });

  it("allows only the hire list and its GAR forms for 'Retur av hyrd utrustning'", () => {
    expect(ids('HIRE_RETURN', 'TV')).toEqual([2, 3, 10]);
    expect(ids('HIRE_RETURN', 'BROADBAND')).toEqual([6]);
    expect(ids('HIRE_RETURN', 'TELEPHONY')).toEqual([]);
    expect([...HIRE_RETURN_PRODUCTS].sort()).toEqual(
      [
        ...[
          'BOX015',
          'BOX019',
          'BOX020',
          'BOX022',
          'BOX023',
          'BOX025',
          'BRED007',
          'BRED008',
          'BRED009',
        ].flatMap((number) => [number, `GAR${number}`]),
      ].sort(),
    );
    expect(refusals({ reason: 'HIRE_RETURN', oldRowIds: [5] }).oldRowIds).toEqual([
      RETURN_CASE_TEXTS.notReturnable('BOX099'),
    ]);
  });
});

describe('new hardware', () => {
  it('offers only GAR products for Garanti and excludes them for Omskick, of the chosen type', () => {
    const numbers = (reason: ReturnReason, type: 'TV' | 'BROADBAND') =>
      newHardwareOptions(context, reason, type).map((product) => product.productNumber);
    expect(numbers('WARRANTY', 'TV')).toEqual(['GARBOX019']);
    expect(numbers('WARRANTY', 'BROADBAND')).toEqual(['GARBRED008']);
    expect(numbers('RESHIPMENT', 'TV')).toEqual(['BOX019', 'BOX020', 'BOX099', 'CGKORT', 'HW']);
    expect(numbers('REGRET', 'TV')).toEqual([]);
  });

  it('is required for Garanti and Omskick and refused where not offered', () => {
    expect(refusals({ reason: 'RESHIPMENT' }).newProductNumbers).toEqual([
      RETURN_CASE_TEXTS.newHardwareRequired,
    ]);
    expect(refusals({ reason: 'RESHIPMENT', newProductNumbers: ['GARBOX019'] }).newProductNumbers).toEqual([
      RETURN_CASE_TEXTS.newHardwareNotAllowed('GARBOX019'),
    ]);
    expect(
      refusals({ reason: 'WARRANTY', newProductNumbers: ['BOX019'] }, secondLine).newProductNumbers,
    ).toEqual([RETURN_CASE_TEXTS.newHardwareNotAllowed('BOX019')]);
    expect(refusals({ newProductNumbers: ['BOX019'] }).newProductNumbers).toEqual([
      RETURN_CASE_TEXTS.newHardwareNotAllowed('BOX019'),
    ]);
  });
});

describe('planReturnCase', () => {
  it('needs old hardware and a description of at least 3 characters; a return date given must not have passed', () => {
    expect(refusals({ oldRowIds: [], description: ' ab ', returnDate: '' })).toEqual({
      oldRowIds: [RETURN_CASE_TEXTS.oldHardwareRequired],
      description: [RETURN_CASE_TEXTS.descriptionTooShort],
    });
    expect(refusals({ returnDate: '2026-11-23' }).returnDate).toEqual([RETURN_CASE_TEXTS.returnDatePassed]);
    expect(refusals({ returnDate: '2026-13-01' }).returnDate).toEqual([RETURN_CASE_TEXTS.returnDateInvalid]);
    expect(plan({ description: 'abc' }).details.description).toBe('abc');
  });

  it('takes no return date (document 2 section 5 does not require one): the slip goes out today', () => {
    const planned = plan({ returnDate: '' });
    expect(planned.followUps[0]?.runOn).toBe(today);
    expect(planned.cases[0]?.fields).toContainEqual(
      expect.objectContaining({ title: 'Returdatum', value: null }),
    );
    const [slip] = planned.followUps;
    expect(slip?.kind === 'sendReturnSlip' && slip.email.paragraphs.join(' ')).not.toContain('senast');
    expect(planned.details.returnDate).toBeNull();
  });

  it.each([
    ['REGRET', 184],
    ['HIRE_RETURN', 193],
    ['WRONG_SHIPMENT', 194],
  ] as const)(
    'opens a case of the reason %s with type %i, status 3, group 42, parent kept',
    (reason, typeId) => {
      const [planned] = plan({ reason, parentCaseNumber: 4711 }).cases;
      expect(planned).toMatchObject({
        typeId,
        status: 'ACTION_BOOKED',
        ownerGroupId: 42,
        parentCaseNumber: 4711,
      });
    },
  );

  it('opens Omskick as 255 with the new hardware in the case', () => {
    const [planned] = plan({ reason: 'RESHIPMENT', newProductNumbers: ['BOX019'] }).cases;
    expect(planned?.typeId).toBe(255);
    expect(planned?.fields).toContainEqual(
      expect.objectContaining({ title: 'Ny utrustning', value: 'Hyrbox 4K (BOX019)' }),
    );
  });

  it('schedules the slip 7 days before the return date with the 150 kr fee row, and changes no rows now', () => {
    const planned = plan({});
    expect(planned.endRows).toEqual([]);
    expect(planned.newRows).toEqual([]);
    expect(planned.followUps).toEqual([
      {
        kind: 'sendReturnSlip',
        runOn: '2026-12-08',
        rows: [
          expect.objectContaining({
            productNumber: 'FRAKTRETUR',
            price: 150,
            startDate: '2026-12-08',
            quantity: 1,
          }),
        ],
        email: expect.objectContaining({ subject: 'Din fraktsedel för returen' }),
      },
    ]);
    expect(planned.fees).toEqual([{ name: 'Fraktsedel retur', amount: 150 }]);
  });

  it('sends the slip without a fee for our own mistakes and warranty', () => {
    const planned = plan({ reason: 'WRONG_SHIPMENT' });
    expect(planned.followUps.flatMap(followUpRows)).toEqual([]);
    expect(planned.fees).toEqual([]);
  });

  it('warns that the slip cannot be e-mailed exactly when the address cannot take e-mail, and plans it all the same', () => {
    const email = fc.oneof(
      fc.emailAddress(),
      fc.constantFrom(null, '', NO_MAIL_ADDRESS, 'karin@', 'karin lindqvist@example.se'),
      fc.string(),
    );
    fc.assert(
      fc.property(email, fc.constantFrom<ReturnReason>('REGRET', 'WRONG_SHIPMENT'), (address, reason) => {
        const withAddress = testContext(rows, { products, email: address });
        const outcome = planReturnCase(withAddress, { ...choices, reason }, today, agent);
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        expect(outcome.plan.warnings).toEqual(
          canReceiveConfirmation(address) ? undefined : [RETURN_CASE_TEXTS.slipNotEmailable],
        );
        expect(outcome.plan.followUps).toHaveLength(1);
      }),
    );
    expect(RETURN_CASE_TEXTS.slipNotEmailable).toBe(
      'Kunden har ingen giltig e-postadress: fraktsedeln kan inte mejlas. Skicka den på annat sätt.',
    );
  });

  it('sends the slip today when 7 days before the return date has passed', () => {
    expect(returnSlipDay('2026-11-27', today)).toBe(today);
    expect(returnSlipDay('2026-12-01', today)).toBe(today);
    expect(returnSlipDay('2026-12-02', today)).toBe('2026-11-25');
  });
});
