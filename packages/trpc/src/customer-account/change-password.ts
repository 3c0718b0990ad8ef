import { changeCustomerPasswordInput } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { setCustomerPassword } from './customer-password.ts';

/** 'Byt lösenord' for the customer: at least 3 characters, both entries equal; stored hashed. */
export const changePassword = customerActionProcedure
  .input(changeCustomerPasswordInput)
  .output(z.object({ changed: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await ctx.prisma.$transaction((tx) =>
      setCustomerPassword(tx, {
        customerNumber: input.customerNumber,
        password: input.passwords.password,
        actorId: ctx.user.id,
      }),
    );
    return { changed: true as const };
  });
