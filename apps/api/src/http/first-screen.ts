import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  customerNumberOfPath,
  type FirstCall,
  firstRequestsFor,
} from '@sappis/shared/customers/first-requests';
import type { FirstAnswer, RenderFirstScreen } from '@sappis/shared/customers/first-screen';
import { type Context, createCaller, jsonTextPartsOf } from '@sappis/trpc';
import type { Logger } from '../logger.ts';

export interface FirstScreen {
  /** The root's HTML and the query cache's state (JSON text) of the web app's first screen. */
  html: string;
  state: string;
}

/**
 * The first screens of customer views opened as new documents (see @sappis/shared/customers/first-screen), or
 * undefined where the build has no renderer (`file`, built into apps/web/dist-ssr; loaded when first needed).
 * `isFor`: the customer view without a query; a deep link to a panel (`?panel=...`) needs code the server renders
 * without (only the shell's and the customer page's are loaded), so the browser renders it as before. `render`:
 * the route's first calls answered here with the request's own context, then rendered by the web app's renderer;
 * undefined, so that the browser asks and renders as without it, where a call is refused (signed out, not allowed,
 * no such customer: the page shows why as it always did) or the render fails.
 */
export function firstScreens(file: string, logger: Logger) {
  if (!existsSync(file)) return undefined;
  let renderer: Promise<RenderFirstScreen> | undefined;
  return {
    isFor: (url: string, pathname: string) => customerNumberOfPath(pathname) !== null && url === pathname,
    async render(url: string, context: () => Context): Promise<FirstScreen | undefined> {
      try {
        renderer ??= import(pathToFileURL(file).href).then(
          (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
        );
        const answers = await answersOf(
          firstRequestsFor(url).flatMap((request) => request.calls),
          context(),
        );
        return answers && (await (await renderer)(url, answers));
      } catch (error) {
        logger.error({ err: error, url }, 'first screen not rendered');
        return undefined;
      }
    },
  };
}

async function answersOf(calls: FirstCall[], context: Context): Promise<FirstAnswer[] | undefined> {
  const caller = createCaller(context);
  const answers = await Promise.allSettled(
    calls.map(async (call) => ({ call, data: asReceived(await callOf(caller, call)(call.input)) })),
  );
  return answers.every((answer) => answer.status === 'fulfilled')
    ? answers.map((answer) => answer.value)
    : undefined;
}

/** The caller's procedure at `call.path` ('customers.byNumber': caller.customers.byNumber). */
function callOf(caller: object, call: FirstCall): (input: unknown) => Promise<unknown> {
  const procedure = call.path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return procedure as (input: unknown) => Promise<unknown>;
}

/** A procedure's answer as the browser receives it over HTTP: JSON values only (dates as strings). */
function asReceived(value: unknown): unknown {
  if (value === undefined) return undefined;
  const text = jsonTextPartsOf(value)?.join('') ?? JSON.stringify(value);
  return JSON.parse(text);
}
