import { z } from 'zod';
import { isHttpUrl } from '../short-links/short-link-rules.ts';

/** An external tool of the top bar's tools dropdown (document 1 section 2.2). */
export interface ToolLink {
  label: string;
  href: string;
}

/**
 * The provider's external tools: a credit-check service, two router/CPE management portals, a safe-surf
 * operator portal, a chatbot and a MAC-address verifier. The server's setting TOOL_LINKS replaces them.
 */
export const DEFAULT_TOOL_LINKS: readonly ToolLink[] = [
  { label: 'Kreditupplysning', href: 'https://kreditupplysning.sappa.se/' },
  { label: 'Routerportal (ACS)', href: 'https://acs.sappa.se/' },
  { label: 'CPE-portal', href: 'https://cpe-portal.sappa.se/' },
  { label: 'Säker surf – operatörsportal', href: 'https://safesurf-operator.sappa.se/' },
  { label: 'Chattbot', href: 'https://chatbot.sappa.se/' },
  { label: 'Verifiera MAC-adress', href: 'https://mac-verifier.sappa.se/' },
];

const toolLinkSchema = z.object({
  label: z.string().trim().min(1).max(60),
  href: z.string().trim().refine(isHttpUrl, 'Verktygslänkar måste vara http- eller https-adresser'),
});

export const toolLinksSchema = z.array(toolLinkSchema).max(20);

/**
 * The setting TOOL_LINKS: `name=url` pairs, one per line or separated by '|' (e.g.
 * 'Kreditupplysning=https://uc.example.se|Chattbot=https://bot.example.se'), or a JSON list of
 * { label, href }. Throws with the problem when a pair or an address is not valid.
 */
export function parseToolLinks(setting: string): ToolLink[] {
  const text = setting.trim();
  if (text.startsWith('[')) return toolLinksSchema.parse(JSON.parse(text));
  const pairs = text
    .split(/\r?\n|\|/)
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`Verktygslänken "${pair}" saknar namn=adress`);
      return { label: pair.slice(0, at), href: pair.slice(at + 1) };
    });
  return toolLinksSchema.parse(pairs);
}
