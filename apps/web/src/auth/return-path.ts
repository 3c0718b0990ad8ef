/** Where to go after signing in: an in-app path the user was sent away from, else the home page. */
export const HOME_PATH = '/sappis/hem';

export interface LoginLocationState {
  from?: string;
}

export function returnPathFrom(state: unknown): string {
  const from = (state as LoginLocationState | null)?.from;
  // Only same-origin absolute paths ('//host' would leave the app); never back to the login page itself.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from === '/')
    return HOME_PATH;
  return from;
}
