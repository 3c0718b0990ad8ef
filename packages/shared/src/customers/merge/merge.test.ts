import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MERGE_TEXTS, type MergeCustomer, planMerge, samePersonalNumber } from './merge.ts';

const customer = (customerNumber: number, personalId: string, merged = false): MergeCustomer => ({
  customerNumber,
  name: `Kund ${customerNumber}`,
  personalId,
  merged,
});

describe('planMerge', () => {
  it('merges two customers with the same personal number, written with or without a dash', () => {
    expect(planMerge(customer(1, '19800101-1234'), customer(2, '198001011234')).ok).toBe(true);
  });

  it("refuses different personal numbers with 'Båda personerna behöver ha samma personnummer'", () => {
    expect(planMerge(customer(1, '198001011234'), customer(2, '198001011235'))).toEqual({
      ok: false,
      refusal: MERGE_TEXTS.differentPersonalNumbers,
    });
  });

  it('refuses the same customer and one merged before', () => {
    expect(planMerge(customer(1, '198001011234'), customer(1, '198001011234'))).toMatchObject({ ok: false });
    expect(planMerge(customer(1, '198001011234', true), customer(2, '198001011234'))).toEqual({
      ok: false,
      refusal: MERGE_TEXTS.alreadyMerged,
    });
  });

  it('allows a merge exactly when the digits of the personal numbers are equal (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.stringMatching(/^\d{12}$/), (a, b) => {
        expect(planMerge(customer(1, a), customer(2, b)).ok).toBe(a === b);
      }),
    );
  });

  it('treats the 10-digit form of a personal number as the same person as its 12-digit form', () => {
    expect(planMerge(customer(1, '800101-1234'), customer(2, '19800101-1234')).ok).toBe(true);
    expect(planMerge(customer(1, '198001011234'), customer(2, '8001011234')).ok).toBe(true);
    expect(planMerge(customer(1, '8001011234'), customer(2, '19800101-1235')).ok).toBe(false);
    // Both with a century: the century counts.
    expect(planMerge(customer(1, '198001011234'), customer(2, '208001011234')).ok).toBe(false);
  });

  it('matches a 12-digit number and its short form, and never two different people (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('19', '20'),
        fc.stringMatching(/^\d{10}$/),
        fc.stringMatching(/^\d{10}$/),
        (century, a, b) => {
          expect(samePersonalNumber(`${century}${a}`, a)).toBe(true);
          expect(samePersonalNumber(`${a.slice(0, 6)}-${a.slice(6)}`, `${century}${a}`)).toBe(true);
          expect(samePersonalNumber(`${century}${a}`, b)).toBe(a === b);
        },
      ),
      { numRuns: 200 },
    );
  });
});
