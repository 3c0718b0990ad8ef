import { router } from '../trpc.ts';
import {
  addressCount,
  addresses,
  destroyAllAddressesOf,
  details,
  list,
  mainCentrals,
  operators,
  updateFile,
} from './procedures.ts';

/**
 * Main agreements (/sappis/huvudavtal, document 3 panel 15): list, details, files, addresses, and main
 * centrals. Their memos are written through `memos.*`; file uploads and downloads are HTTP routes (apps/api).
 */
export const mainAgreementsRouter = router({
  list,
  details,
  mainCentrals,
  operators,
  addresses,
  addressCount,
  destroyAllAddresses: destroyAllAddressesOf,
  updateFile,
});
