import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_CHECK_STATUS,
  creditCheckDoneAfter,
  creditCheckMessage,
  creditCheckOutcome,
  creditCheckStatusFor,
  isCheckableIdentity,
  isLastingCreditAnswer,
} from './credit-check.ts';

describe('credit check rules', () => {
  it('reads 0 as ok, -99 as failed and anything else as an error, with the texts of document 2', () => {
    expect(creditCheckOutcome(0)).toBe('APPROVED');
    expect(creditCheckOutcome(-99)).toBe('REMARK');
    expect(creditCheckOutcome(-1)).toBe('ERROR');
    expect(creditCheckOutcome(1)).toBe('ERROR');
    expect(creditCheckMessage(0)).toBe('Anmärkningskontrollen är godkänd');
    expect(creditCheckMessage(-99)).toBe('Kundens anmärkningskontroll gick ej igenom.');
    expect(creditCheckMessage(500)).toBe('Anmärkningskontroll gick ej att göra - Kontakta IT');
  });

  it('accepts valid personnummer and organisationsnummer only', () => {
    expect(isCheckableIdentity('198112189876')).toBe(true);
    expect(isCheckableIdentity('19811218-9876')).toBe(true);
    expect(isCheckableIdentity('198112189875')).toBe(false);
    expect(isCheckableIdentity('198113189876')).toBe(false);
    expect(isCheckableIdentity('5560360793')).toBe(true);
    expect(isCheckableIdentity('165560360793')).toBe(true);
    expect(isCheckableIdentity('5510360793')).toBe(false);
    expect(isCheckableIdentity('')).toBe(false);
    expect(isCheckableIdentity('abc')).toBe(false);
  });

  it('gives a remark for debt in collection, an error for an identity it cannot check, else approval', () => {
    expect(creditCheckStatusFor({ identity: '198112189876', debtsInCollection: 0 })).toBe(
      CREDIT_CHECK_STATUS.APPROVED,
    );
    expect(creditCheckStatusFor({ identity: '198112189876', debtsInCollection: 2 })).toBe(
      CREDIT_CHECK_STATUS.REMARK,
    );
    expect(creditCheckStatusFor({ identity: '12345', debtsInCollection: 2 })).toBe(
      CREDIT_CHECK_STATUS.UNAVAILABLE,
    );
  });

  it('marks the check done only when approved; an error keeps the flag', () => {
    expect(creditCheckDoneAfter(0, false)).toBe(true);
    expect(creditCheckDoneAfter(-99, true)).toBe(false);
    expect(creditCheckDoneAfter(-1, true)).toBe(true);
    expect(creditCheckDoneAfter(-1, false)).toBe(false);
  });

  it("keeps the bureau's approval or remark for the day and asks again after an error", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000 }), (status) => {
        expect(isLastingCreditAnswer(status)).toBe(status === 0 || status === -99);
      }),
      { numRuns: 200 },
    );
  });
});
