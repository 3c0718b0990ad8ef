import { router } from '../trpc.ts';
import { serviceDetails } from './service-details.ts';
import { updateDeliveryDate } from './update-delivery-date.ts';
import { updateDiscount } from './update-discount.ts';

export const agreementRowsRouter = router({
  serviceDetails,
  updateDeliveryDate,
  updateDiscount,
});
