import {
  COMPANY_SIGN_IN_PATH,
  COMPANY_SIGN_IN_REFUSAL_PARAM,
  COMPANY_SIGN_IN_REFUSALS,
  COMPANY_SIGN_IN_TEXTS,
  companySignInRefusalOf,
} from '@sappis/shared/auth/company-sign-in';
import { Button } from '@/components/ui/button.tsx';

/**
 * 'Logga in med företagskonto': a link (a full page load) to the server's start of the OpenID Connect sign-in, which
 * sends the browser to the identity provider and, once signed in, back to `returnTo`.
 */
export function CompanySignInLink({ returnTo, primary }: { returnTo: string; primary: boolean }) {
  const href = `${COMPANY_SIGN_IN_PATH}?from=${encodeURIComponent(returnTo)}`;
  return (
    <Button asChild variant={primary ? 'default' : 'outline'}>
      <a href={href}>{COMPANY_SIGN_IN_TEXTS.button}</a>
    </Button>
  );
}

/** Why the last company sign-in was refused (the server's `?foretagskonto=` on the sign-in page), or null. */
export function companySignInRefusalText(search: string): string | null {
  const refusal = companySignInRefusalOf(new URLSearchParams(search).get(COMPANY_SIGN_IN_REFUSAL_PARAM));
  return refusal ? COMPANY_SIGN_IN_REFUSALS[refusal] : null;
}
