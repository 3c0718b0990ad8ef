/**
 * The top bar's tools dropdown (document 1 section 2.2): the middleware page and the external tools.
 * The addresses are the provider's; change them here only.
 */
export interface ToolLink {
  label: string;
  href: string;
  /** Opens in a new tab outside Sappis. */
  external: boolean;
}

export const TOOL_LINKS: readonly ToolLink[] = [
  { label: 'Middleware', href: '/sappis/middleware', external: false },
  { label: 'Kreditupplysning', href: 'https://kreditupplysning.sappa.se/', external: true },
  { label: 'Routerportal (ACS)', href: 'https://acs.sappa.se/', external: true },
  { label: 'CPE-portal', href: 'https://cpe-portal.sappa.se/', external: true },
  { label: 'Säker surf – operatörsportal', href: 'https://safesurf-operator.sappa.se/', external: true },
  { label: 'Chattbot', href: 'https://chatbot.sappa.se/', external: true },
  { label: 'Verifiera MAC-adress', href: 'https://mac-verifier.sappa.se/', external: true },
];
