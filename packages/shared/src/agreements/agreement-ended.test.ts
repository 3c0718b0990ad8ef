import { describe, expect, it } from 'vitest';
import { agreementEndedBy } from './agreement-ended.ts';
import { testRow } from './operations/testing/operation-context.ts';

// BAS250 'Bredband 250/250', BOX015 'Hyrbox HD' and the one-off INSTALLATION (price list 42) of the catalogue.
const broadband = testRow({ id: 1, endDate: '2027-01-31' });
const box = testRow({ id: 2, type: 'HARDWARE', productNumber: 'BOX015', price: 29, endDate: '2027-01-31' });
const installation = testRow({ id: 3, type: 'EXTRA_BILLING', productNumber: 'INSTALLATION', priceList: 42 });

describe('agreementEndedBy', () => {
  it('holds from the last recurring end date on, whatever one-off rows there are', () => {
    expect(agreementEndedBy([broadband, box, installation], '2027-01-30')).toBe(false);
    expect(agreementEndedBy([broadband, box, installation], '2027-01-31')).toBe(true);
  });

  it('does not hold while a row runs on, nor for an agreement of one-off rows only', () => {
    expect(agreementEndedBy([broadband, { ...box, endDate: null }], '2030-01-01')).toBe(false);
    expect(agreementEndedBy([installation], '2030-01-01')).toBe(false);
  });
});
