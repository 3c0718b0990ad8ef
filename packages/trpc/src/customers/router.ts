import { router } from '../trpc.ts';
import { byNumber } from './by-number.ts';
import { invoiceDelivery } from './invoice-delivery.ts';
import { updateDetails } from './update-details.ts';
import { updateSecurityClass } from './update-security-class.ts';
import { updateTemporaryAddress } from './update-temporary-address.ts';

export const customersRouter = router({
  byNumber,
  invoiceDelivery,
  updateDetails,
  updateSecurityClass,
  updateTemporaryAddress,
});
