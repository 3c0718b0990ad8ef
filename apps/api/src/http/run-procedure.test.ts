import { initTRPC, TRPCError } from '@trpc/server';
import type { ProcedureCallOptions } from '@trpc/server/unstable-core-do-not-import';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runProcedure } from './run-procedure.ts';

// runProcedure must call a procedure's middlewares exactly as the procedure calls them itself.

interface Ctx {
  seen: unknown[];
  base: string;
}
const t = initTRPC.context<Ctx>().meta<{ tag: string }>().create();
const record = t.middleware(async (opts) => {
  const { ctx, next, ...rest } = opts;
  ctx.seen.push({
    keys: Object.keys(opts),
    ctxKeys: Object.keys(ctx),
    input: rest.input,
    meta: rest.meta,
    type: rest.type,
    path: rest.path,
    batchIndex: rest.batchIndex,
    rawInput: await rest.getRawInput(),
  });
  return next();
});
const procedure = t.procedure
  .meta({ tag: 'x' })
  .use(record)
  .use(({ next }) => next({ ctx: { added: 1 } }))
  .use(record)
  .input(z.object({ n: z.number() }))
  .use(record)
  .use(({ next, input }) => next({ input: { n: input.n + 1 } }))
  .use(record)
  .use(({ next }) => next({ getRawInput: async () => 'replaced' }))
  .use(record)
  .output(z.object({ doubled: z.number(), base: z.string() }))
  .query(({ input, ctx }) => ({ doubled: input.n * 2, base: ctx.base }));

const refusing = t.procedure.use(() => {
  throw new TRPCError({ code: 'FORBIDDEN', message: 'nej' });
});
const refused = refusing.query(() => 1);
const crashing = t.procedure.query(() => {
  throw new Error('boom');
});
const badOutput = t.procedure.output(z.number()).query(() => 'inte ett tal' as unknown as number);
const forgetsNext = t.procedure.use((async () => undefined) as never).query(() => 1);

const optionsOf = (ctx: Ctx, rawInput: unknown): ProcedureCallOptions<unknown> => ({
  ctx,
  path: 'p',
  type: 'query',
  signal: undefined,
  batchIndex: 2,
  getRawInput: async () => rawInput,
});

async function outcome(call: () => Promise<unknown>) {
  try {
    return { data: await call() };
  } catch (error) {
    const e = error as TRPCError;
    return { error: { name: e.name, code: e.code, message: e.message, cause: String(e.cause) } };
  }
}

describe('runProcedure', () => {
  it.each([
    ['middlewares, context, input and output', procedure, { n: 2 }],
    ['invalid input', procedure, { n: 'x' }],
    ['a middleware refusing', refused, undefined],
    ['a resolver throwing', crashing, undefined],
    ['invalid output', badOutput, undefined],
    ['a middleware not calling next', forgetsNext, undefined],
  ])('calls %s as tRPC does', async (_name, proc, rawInput) => {
    const ours: Ctx = { seen: [], base: 'b' };
    const theirs: Ctx = { seen: [], base: 'b' };
    const actual = await outcome(() => runProcedure(proc, optionsOf(ours, rawInput)));
    const expected = await outcome(() => proc(optionsOf(theirs, rawInput)));
    expect(actual).toEqual(expected);
    expect(ours.seen).toEqual(theirs.seen);
  });
});
