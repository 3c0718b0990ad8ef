import { vi } from 'vitest';

export const UNAUTHORIZED_ANSWER = {
  error: { message: 'Du är inte inloggad', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } },
};

/** What the shell itself asks for on every signed-in page (the product name, the bell and the menu's unread pill). */
const SHELL_ANSWERS: Record<string, (input: unknown) => unknown> = {
  'system.config': () => ({ result: { data: { productName: 'Sappa' } } }),
  'messages.unreadCount': () => ({ result: { data: { count: 0 } } }),
  'system.toolLinks': () => ({ result: { data: [] } }),
};

/**
 * Answers tRPC HTTP batch calls by procedure path (`{ result: { data } }` or `{ error }`), plus the shell's
 * own calls (SHELL_ANSWERS, overridable); others are UNAUTHORIZED.
 */
export function mockApi(
  pathAnswers: Record<string, (input: unknown) => unknown>,
  /** The answer to every other call. */
  fallback: unknown = UNAUTHORIZED_ANSWER,
) {
  const answers = { ...SHELL_ANSWERS, ...pathAnswers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const paths = url.pathname.replace('/trpc/', '').split(',');
    const inputs = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : (JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>);
    const body = paths.map((path, index) => answers[path]?.(inputs[index]) ?? fallback);
    const status = body.some((item) => 'error' in (item as object)) ? 207 : 200;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const TEST_PROFILE = {
  id: 1,
  username: 'agda',
  name: 'Agda Agent',
  firstName: 'Agda',
  lastName: 'Agent',
  email: 'agda@sappa.se',
  employeeNumber: 'E100',
  groups: ['SAPPIS'],
};
