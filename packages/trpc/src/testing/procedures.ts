import type { z } from 'zod';
import { appRouter } from '../app-router.ts';
import type { createCaller } from '../index.ts';

/** What the tests read of a procedure: its kind and its input schema (if it takes input). */
export interface AppProcedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  input: z.ZodType | undefined;
}

interface ProcedureDef {
  _def: { type: AppProcedure['type']; inputs: z.ZodType[] };
}

/** Every procedure of the app router, by its dotted path (the router's flat procedure record). */
export function appProcedures(): AppProcedure[] {
  const record = (appRouter._def as unknown as { procedures: Record<string, ProcedureDef> }).procedures;
  return Object.entries(record).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    input: procedure._def.inputs[0],
  }));
}

/** Calls the procedure at `path` through `caller`, the way a client calls it by name. */
export function callAt(
  caller: ReturnType<typeof createCaller>,
  path: string,
  input: unknown,
): Promise<unknown> {
  const call = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (call as (input: unknown) => Promise<unknown>)(input);
}

/** The async iterator of a subscription's result, or undefined for a query's or mutation's. */
export function subscriptionIterator(result: unknown): AsyncIterator<unknown> | undefined {
  const iterable = result as { [Symbol.asyncIterator]?: () => AsyncIterator<unknown> } | null;
  return iterable?.[Symbol.asyncIterator]?.call(iterable);
}
