import {
  dbId,
  INVOICE_DELIVERY_TYPES,
  PAYMENT_TYPES,
  SELECTABLE_INVOICE_DELIVERY_TYPES,
} from '@sappis/shared';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { customerViewProcedure } from './customer-view-procedure.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from './service.ts';

const deliveryTypeKey = z.enum(INVOICE_DELIVERY_TYPES.map((type) => type.key) as [string, ...string[]]);

export const invoiceDeliveryOutput = z.object({
  customerNumber: z.number().int(),
  currentDeliveryType: deliveryTypeKey,
  paymentType: z.enum(PAYMENT_TYPES.map((type) => type.key) as [string, ...string[]]),
  possibleDeliveryTypes: z.array(deliveryTypeKey),
});

/** GET kund/{n}/InvoicePaymentDelivery: the invoice delivery type, the choosable types and the payment type. */
export const invoiceDelivery = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(invoiceDeliveryOutput)
  .query(async ({ ctx, input }) => {
    const customer = await ctx.prisma.customer.findUnique({
      where: { customerNumber: input.customerNumber },
      select: { invoiceDeliveryType: true, paymentType: true },
    });
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    return {
      customerNumber: input.customerNumber,
      currentDeliveryType: customer.invoiceDeliveryType,
      paymentType: customer.paymentType,
      possibleDeliveryTypes: [...SELECTABLE_INVOICE_DELIVERY_TYPES],
    };
  });
