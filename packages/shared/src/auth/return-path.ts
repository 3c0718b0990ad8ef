/** Where a user lands after signing in when no page sent them to the sign-in. */
export const HOME_PATH = '/sappis/hem';

/**
 * Where to go after signing in: `from` when it is a path of this app, else the home page. Only a same-origin path
 * counts: '//host' and '/\host' would leave the app (browsers read a backslash as a slash), and the sign-in page
 * itself ('/') is no destination. The server redirects to it after a company sign-in, so it is checked there too.
 */
export function inAppReturnPath(from: unknown): string {
  if (typeof from !== 'string' || from.length > 2000) return HOME_PATH;
  if (!from.startsWith('/') || from === '/' || /^\/[/\\]/.test(from) || /[\s\\]/.test(from)) return HOME_PATH;
  return from;
}
