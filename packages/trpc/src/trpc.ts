import { type GroupName, groupIdsOf, hasAnyGroup } from '@sappis/shared';
import { initTRPC, TRPCError } from '@trpc/server';
import {
  getStatusCodeFromKey,
  type TRPC_ERROR_CODE_KEY,
  TRPC_ERROR_CODES_BY_KEY,
} from '@trpc/server/unstable-core-do-not-import';
import { ZodError, z } from 'zod';
import { withCallerSignal } from './adapters/with-caller-signal.ts';
import type { SessionUser } from './auth/session-user.ts';
import type { Context } from './context.ts';
import { AppError, appErrorFromPrisma, DEFAULT_USER_MESSAGES, FALLBACK_USER_MESSAGE } from './errors.ts';
import { countWhileOpen } from './metrics/count-while-open.ts';

export const NOT_SIGNED_IN_MESSAGE = 'Du är inte inloggad';
export const FORBIDDEN_MESSAGE = 'Behörighet saknas';
export const INVALID_INPUT_MESSAGE = 'Kontrollera de ifyllda uppgifterna';

function appErrorOf(error: TRPCError): AppError | undefined {
  return error.cause instanceof AppError ? error.cause : appErrorFromPrisma(error.cause);
}

/**
 * The code the client gets for `error`: an AppError's own (also one thrown inside a subscription, which
 * reaches tRPC as INTERNAL_SERVER_ERROR), else the TRPCError's.
 */
export function errorCodeOf(error: TRPCError): TRPC_ERROR_CODE_KEY {
  return appErrorOf(error)?.code ?? error.code;
}

const t = initTRPC.context<Context>().create({
  // Plain JSON on the wire: outputs carry dates as ISO strings.
  // Stack traces reach the client only in development.
  isDev: process.env.NODE_ENV === 'development',
  errorFormatter({ shape, error, ctx }) {
    const appError = appErrorOf(error);
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    // An AppError thrown inside a subscription's generator never passes the mapping middleware:
    // give it its own code here too.
    const code = errorCodeOf(error);
    const userMessage =
      appError?.userMessage ??
      (zodError ? INVALID_INPUT_MESSAGE : (DEFAULT_USER_MESSAGES[code] ?? FALLBACK_USER_MESSAGE));
    const hideMessage = code === 'INTERNAL_SERVER_ERROR' && !appError;
    return {
      ...shape,
      message: hideMessage ? userMessage : shape.message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: {
        ...shape.data,
        code,
        httpStatus: getStatusCodeFromKey(code),
        /** Swedish text to show the user. */
        userMessage,
        /** Input validation errors per field, for forms. */
        zodError,
        /** Field errors a domain function reported (AppError fieldErrors). */
        fieldErrors: appError?.fieldErrors ?? null,
        /** Facts a domain function attached for the client (AppError details). */
        details: appError?.details ?? null,
        /** The request's id (the WebSocket connection's), as on the server's log lines. */
        requestId: ctx?.requestId ?? null,
      },
    };
  },
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/** Maps the application error (and known Prisma refusals) to a TRPCError with the same code and message. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const appError = appErrorOf(result.error);
    if (appError && result.error.code !== appError.code) {
      throw new TRPCError({ code: appError.code, message: appError.userMessage, cause: appError });
    }
  }
  return result;
});

/**
 * Times each query and mutation (its checks and input parsing included) and counts open subscriptions, into the
 * server's metrics; errors are counted in the HTTP and WebSocket handlers' onError (also those before a procedure runs).
 */
const measure = t.middleware(async ({ ctx, path, type, next }) => {
  const { metrics } = ctx;
  if (!metrics) return next();
  if (type === 'subscription') {
    const result = await next();
    return result.ok
      ? { ...result, data: countWhileOpen(result.data, () => metrics.openSubscription(path)) }
      : result;
  }
  const started = performance.now();
  try {
    return await next();
  } finally {
    metrics.observeProcedure(path, type, (performance.now() - started) / 1_000);
  }
});

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(measure).use(mapAppErrors);

/**
 * A signed-in user with a valid session; adds `ctx.user` and `ctx.session`. `ctx.user.groups` holds the groups'
 * identifiers (Group), the profile's names turned with the product name ('SAPPA_IT' is Group.PRODUCT_IT).
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, next, signal }) => {
  const session = await ctx.getSession();
  if (!session) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN_MESSAGE);
  ctx.onAuthenticated(session.user);
  return next({
    ctx: {
      session,
      user: userWithGroupIds(session.user, ctx.productName),
      // The outside calls stop when the request does (adapters/with-caller-signal.ts).
      adapters: signal ? withCallerSignal(ctx.adapters, signal) : ctx.adapters,
    },
  });
});

type UserWithGroupIds = SessionUser & { groups: string[] };

/** The user with group identifiers, made once per looked-up user (the session cache hands out the same object). */
const usersWithGroupIds = new WeakMap<SessionUser, { productName: string; user: UserWithGroupIds }>();

function userWithGroupIds(sessionUser: SessionUser, productName: string): UserWithGroupIds {
  const known = usersWithGroupIds.get(sessionUser);
  if (known?.productName === productName) return known.user;
  const user = { ...sessionUser, groups: groupIdsOf(sessionUser.groups, productName) };
  usersWithGroupIds.set(sessionUser, { productName, user });
  return user;
}

/**
 * A signed-in user who has ANY of the groups (document 1 section 6); no groups means any signed-in user.
 * Declare the permission once, on the procedure: `requireGroups(Group.ADMIN, Group.PRODUCT_IT).mutation(...)`.
 */
export function requireGroups(...groups: GroupName[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!hasAnyGroup(ctx.user.groups, groups)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    return next();
  });
}

/**
 * A signed-in user who has ANY of `groups` AND any of `alsoAnyOf`: a role within an area, e.g. queue
 * managers (`alsoAnyOf`) among the users of the case page (`groups`).
 */
export function requireGroupsAndAnyOf(groups: readonly GroupName[], alsoAnyOf: readonly GroupName[]) {
  return requireGroups(...groups).use(({ ctx, next }) => {
    if (!hasAnyGroup(ctx.user.groups, alsoAnyOf)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    return next();
  });
}

export type { Context };
