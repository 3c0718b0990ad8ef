import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { getPhoneSpecification } from './phone-records.ts';
import { phoneSpecificationInput, phoneSpecificationOutput } from './telephony-schemas.ts';

/** One period's call specification with its sums (GET faktura/telefoni/spec?journalNo=&ordno=). */
export const specification = customerViewProcedure
  .input(phoneSpecificationInput)
  .output(phoneSpecificationOutput)
  .query(({ ctx, input }) => getPhoneSpecification(ctx.prisma, input.agreementNumber, input.journalNumber));
