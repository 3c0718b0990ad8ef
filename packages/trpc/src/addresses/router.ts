import { router } from '../trpc.ts';
import { create } from './create.ts';
import {
  confirmAddressProcedure,
  createAddressCaseProcedure,
  nonPurchasableProcedure,
  verifySearchProcedure,
} from './verify/procedures.ts';

export const addressesRouter = router({
  create,
  verifySearch: verifySearchProcedure,
  confirmAddress: confirmAddressProcedure,
  createAddressCase: createAddressCaseProcedure,
  nonPurchasable: nonPurchasableProcedure,
});
