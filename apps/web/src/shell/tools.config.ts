/**
 * The top bar's tools dropdown (document 1 section 2.2): the pages of Sappis it links to. The external tools
 * come from the server's setting TOOL_LINKS (`system.toolLinks`), not from here.
 */
export interface InternalToolLink {
  label: string;
  href: string;
}

export const INTERNAL_TOOL_LINKS: readonly InternalToolLink[] = [
  { label: 'Middleware', href: '/sappis/middleware' },
];
