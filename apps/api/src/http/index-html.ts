import { readFileSync } from 'node:fs';
import { firstRequestsFor } from '@sappis/shared';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The web app's index.html for a client-side route, with a `<link rel="preload" as="fetch" crossorigin>` first in
 * its head for each of the route's first tRPC requests (firstRequestsFor: sign-in state and product name; on a
 * customer view the customer too): the browser sends them as it reads the head, in parallel with the page's code,
 * and the web app's entry takes their answers (apps/web/src/lib/first-requests.ts). Read once, at start.
 */
export function indexHtmlFor(file: string): (pathname: string) => string {
  const html = readFileSync(file, 'utf8');
  const head = /<head[^>]*>/i.exec(html);
  // Without a head there is nowhere to name them: the page sends its first requests when its entry runs.
  if (!head) return () => html;
  const at = head.index + head[0].length;
  return (pathname) => {
    const links = firstRequestsFor(pathname).map(
      ({ url }) => `\n    <link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}" />`,
    );
    return `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
  };
}
