import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { customerParcels } from './customer-parcels.ts';
import { customerParcelsInput, customerParcelsOutput } from './parcel-schemas.ts';

/** Panel 4: the customer's parcels and their tracking, through the parcel-tracking adapter. */
export const forCustomer = customerViewProcedure
  .input(customerParcelsInput)
  .output(customerParcelsOutput)
  .query(({ ctx, input }) => customerParcels(ctx.adapters.parcels, input.customerNumber));
