import { readFileSync } from 'node:fs';
import { firstRequestsFor } from '@sappis/shared';
import { FIRST_SCREEN_STATE_ID } from '@sappis/shared/customers/first-screen';
import type { FirstScreen } from './first-screen.ts';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const ROOT = '<div id="root"></div>';

export interface IndexHtml {
  /**
   * The page for a client-side route, with a `<link rel="preload" as="fetch" crossorigin>` first in its head for
   * each of the route's first tRPC requests (firstRequestsFor: sign-in state and product name; on a customer view
   * the customer too): the browser sends them as it reads the head, in parallel with the page's code, and the web
   * app's entry takes their answers (apps/web/src/lib/first-requests.ts).
   */
  forRoute(pathname: string): string;
  /** The page up to its root: what goes out at once for a page that gets its first screen (firstScreenHead). */
  firstScreenHead: string;
  /**
   * The rest of that page: its first screen rendered on the server (first-screen.ts) in the root, inert until the
   * web app has taken it over, and the answers it was rendered with as a JSON script beside it, so nothing is
   * requested before the app hydrates it; without one (refused, failed), the empty root: the app asks for itself.
   */
  afterFirstScreenHead(screen: FirstScreen | undefined): string;
}

/** The web app's index.html (read once, at start), served for every client-side route. */
export function indexHtmlFor(file: string): IndexHtml {
  const html = readFileSync(file, 'utf8');
  const head = /<head[^>]*>/i.exec(html);
  const at = head ? head.index + head[0].length : -1;
  const root = html.indexOf(ROOT);
  return {
    forRoute: (pathname) => {
      // Without a head there is nowhere to name them: the page sends its first requests when its entry runs.
      if (at < 0) return html;
      const links = firstRequestsFor(pathname).map(
        ({ url }) => `\n    <link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}" />`,
      );
      return `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
    },
    firstScreenHead: root < 0 ? html : html.slice(0, root),
    afterFirstScreenHead: (screen) => {
      if (root < 0) return '';
      const rest = html.slice(root + ROOT.length);
      if (!screen) return `${ROOT}${rest}`;
      // '<' escaped, so no text in the data can end the script element ('</script>') or open a comment.
      const state = screen.state.replaceAll('<', '\\u003c');
      const script = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${state}</script>`;
      return `<div id="root" inert>${screen.html}</div>${script}${rest}`;
    },
  };
}
