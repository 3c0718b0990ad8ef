import { describe, expect, it } from 'vitest';
import { catalogueProduct } from '../testing/catalogue.ts';
import { offeredAsReplacement } from './replacement-offers.ts';

// The catalogue's broadband services.
const broadband = ['BAS100', 'BAS250', 'BAS500', 'BASIP1000', 'KOLLBB', 'FORETAGBB'].map(catalogueProduct);
const offered = (customerType: 'PRIVATE' | 'BUSINESS') =>
  broadband
    .filter((product) => offeredAsReplacement(product.productNumber, customerType))
    .map((product) => product.name);

describe('replacement services by the kind of customer', () => {
  it('offers a private customer the private broadband services, never business or collective ones', () => {
    expect(offered('PRIVATE')).toEqual([
      'Bredband 100/100',
      'Bredband 250/250',
      'Bredband 500/500',
      'Bredband 1000/1000',
    ]);
  });

  it('offers a business customer the business service too, never a collective one', () => {
    expect(offered('BUSINESS')).toEqual([
      'Bredband 100/100',
      'Bredband 250/250',
      'Bredband 500/500',
      'Bredband 1000/1000',
      'Företagsbredband 500/500',
    ]);
  });
});
