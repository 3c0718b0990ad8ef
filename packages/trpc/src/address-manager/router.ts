import { router } from '../trpc.ts';
import { importFile, importTasks } from './import.ts';
import {
  netadminAddresses,
  netadminCustomers,
  verticalExport,
  verticalSearch,
  vismaAddresses,
} from './lists.ts';

/**
 * The address manager (/sappis/address-manager/...): CSV import into the address register and its tasks,
 * netadmin customers and addresses, the vertical address search and export (commercial), billing-system addresses.
 */
export const addressManagerRouter = router({
  importFile,
  importTasks,
  netadminCustomers,
  netadminAddresses,
  verticalSearch,
  verticalExport,
  vismaAddresses,
});
