import { COMPANY_SIGN_IN_TEXTS, plainText, requiredText } from '@sappis/shared';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { publicProcedure } from '../trpc.ts';
import { logIn } from './service.ts';

export const loginInput = z.object({
  username: requiredText(100, { required: 'Ange användarnamn' }),
  password: plainText(1000).min(1, 'Ange lösenord'),
});

export const profileOutput = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  employeeNumber: z.string(),
  groups: z.array(z.string()),
});

export const loginOutput = z.object({
  profile: profileOutput,
  /** When the session ends without activity (ISO). */
  expiresAt: z.iso.datetime(),
});

/** Signs in: sets a new session cookie and returns the profile. */
export const login = publicProcedure
  .input(loginInput)
  .output(loginOutput)
  .mutation(async ({ ctx, input }) => {
    if (!ctx.canSetCookies) throw new AppError('BAD_REQUEST', 'Inloggning kan bara göras över HTTP');
    if (!ctx.signInMethods.password) throw new AppError('FORBIDDEN', COMPANY_SIGN_IN_TEXTS.passwordSignInOff);
    const result = await logIn(ctx.prisma, {
      username: input.username,
      password: input.password,
      previousSessionToken: ctx.sessionToken,
      userAgent: ctx.userAgent,
      settings: ctx.sessionSettings,
      now: ctx.now(),
    });
    ctx.startSession(result.token);
    return { profile: result.profile, expiresAt: result.expiresAt.toISOString() };
  });
