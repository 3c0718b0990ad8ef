import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { listPhonePeriods } from './phone-records.ts';
import { agreementNumberInput, phonePeriodsOutput } from './telephony-schemas.ts';

/** The periods of an agreement's phone records (GET faktura/telefoni/perioder?ordno=). */
export const periods = customerViewProcedure
  .input(agreementNumberInput)
  .output(phonePeriodsOutput)
  .query(({ ctx, input }) => listPhonePeriods(ctx.prisma, input.agreementNumber));
