import { isoDay } from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { getAvailableCredit, listCustomerPayouts } from './credit.ts';
import { getEconomyInfo } from './economy-info.ts';
import {
  availableCreditOutput,
  customerNumberInput,
  customerPayoutsOutput,
  economyInfoOutput,
  extraBillingRowsOutput,
} from './economy-schemas.ts';
import { listExtraBillingRows } from './extra-billing-rows.ts';

/** Economy info (GET kund/{n}/ekonomiInfo): open, overdue, on collection, last payment, deferments. */
export const economyInfo = customerViewProcedure
  .input(customerNumberInput)
  .output(economyInfoOutput)
  .query(({ ctx, input }) => getEconomyInfo(ctx.prisma, input.customerNumber, isoDay(ctx.now())));

/** Available credit (GET faktura/availablecredit). */
export const availableCredit = customerViewProcedure
  .input(customerNumberInput)
  .output(availableCreditOutput)
  .query(({ ctx, input }) => getAvailableCredit(ctx.prisma, input.customerNumber));

/** Customer payouts (GET faktura/customerpayouts). */
export const payouts = customerViewProcedure
  .input(customerNumberInput)
  .output(customerPayoutsOutput)
  .query(({ ctx, input }) => listCustomerPayouts(ctx.prisma, input.customerNumber));

/** Extra-billing rows (GET faktura/tillaggsrader). */
export const extraBillingRows = customerViewProcedure
  .input(customerNumberInput)
  .output(extraBillingRowsOutput)
  .query(({ ctx, input }) => listExtraBillingRows(ctx.prisma, input.customerNumber));
