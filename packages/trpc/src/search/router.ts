import { router } from '../trpc.ts';
import { addressIds } from './address-ids.ts';
import { addresses } from './addresses.ts';
import { agreements } from './agreements.ts';
import { cases } from './cases.ts';
import { customers } from './customers.ts';
import { deliveryAddresses } from './delivery-addresses.ts';
import { invoices } from './invoices.ts';
import { stock } from './stock.ts';

/** The global search (document 1 section 2.4): one query per tab of the search modal. */
export const searchRouter = router({
  customers,
  cases,
  addresses,
  agreements,
  addressIds,
  deliveryAddresses,
  stock,
  invoices,
});
