import { router } from '../trpc.ts';
import { activateHardware } from './activate-hardware.ts';
import { serviceDetails } from './service-details.ts';
import { updateDeliveryDate } from './update-delivery-date.ts';
import { updateDiscount } from './update-discount.ts';

export const agreementRowsRouter = router({
  activateHardware,
  serviceDetails,
  updateDeliveryDate,
  updateDiscount,
});
