import { ALL_GROUPS, type GroupName, groupIdsOf } from '../groups.ts';

/**
 * Signing in with the company account (OpenID Connect, issue 29): the browser goes to the start path, the identity
 * provider sends it back to the callback path, and a refusal comes back to the sign-in page ('/') as a reason in
 * the query parameter below, which the page shows as one of the texts of COMPANY_SIGN_IN_REFUSALS.
 */
export const COMPANY_SIGN_IN_PATH = '/auth/oidc/login';
export const COMPANY_SIGN_IN_CALLBACK_PATH = '/auth/oidc/callback';
export const COMPANY_SIGN_IN_REFUSAL_PARAM = 'foretagskonto';

/** How staff may sign in on this server (settings LOCAL_SIGN_IN and OIDC_*): at least one of the two. */
export interface SignInMethods {
  /** The username and password form (LOCAL_SIGN_IN, on unless '0'). */
  password: boolean;
  /** 'Logga in med företagskonto' (OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET set). */
  companyAccount: boolean;
}

export const DEFAULT_SIGN_IN_METHODS: SignInMethods = { password: true, companyAccount: false };

export const COMPANY_SIGN_IN_TEXTS = {
  button: 'Logga in med företagskonto',
  passwordSignInOff: 'Inloggning med lösenord är avstängd. Logga in med företagskonto.',
} as const;

/** Why a company sign-in was refused, with what the sign-in page says. */
export const COMPANY_SIGN_IN_REFUSALS = {
  state:
    'Inloggningen kunde inte slutföras: svaret från identitetsleverantören hörde inte till den här inloggningen. Börja om med Logga in med företagskonto.',
  code: 'Inloggningskoden från identitetsleverantören har redan använts eller gått ut. Logga in igen.',
  expired:
    'Identitetsleverantörens inloggningsbevis (ID-token) hade gått ut. Logga in igen; händer det igen, be IT kontrollera serverns klocka.',
  disabled: 'Ditt konto i Sappis är avstängt. Kontakta en administratör.',
  'no-group':
    'Ditt företagskonto ger ingen behörighet i Sappis: du är inte med i någon grupp som ger åtkomst. Kontakta en administratör.',
  conflict:
    'Det finns redan en användare i Sappis med samma användarnamn eller e-postadress som ditt företagskonto. Kontakta en administratör.',
  denied: 'Inloggningen avbröts hos identitetsleverantören.',
  failed: 'Inloggningen med företagskonto misslyckades. Försök igen om en stund.',
  off: 'Inloggning med företagskonto är inte påslagen.',
} as const;

export type CompanySignInRefusal = keyof typeof COMPANY_SIGN_IN_REFUSALS;

/** The refusal a query parameter names, or undefined for anything else. */
export function companySignInRefusalOf(value: unknown): CompanySignInRefusal | undefined {
  return typeof value === 'string' && Object.hasOwn(COMPANY_SIGN_IN_REFUSALS, value)
    ? (value as CompanySignInRefusal)
    : undefined;
}

/** The identity provider's group names and the Sappis groups each one gives (setting OIDC_GROUP_MAP). */
export type GroupMap = ReadonlyMap<string, readonly GroupName[]>;

/**
 * OIDC_GROUP_MAP: a JSON object from the identity provider's group names to a Sappis group or a list of them, named
 * as in user profiles (with the product name 'Sappa': 'SAPPA_IT'), e.g.
 * `{"sappis-agenter": "SAPPIS", "sappis-andralinjen": ["SAPPIS", "EXTENDED_CUSTOMER_SUPPORT"]}`. JSON because the
 * providers' names may hold any character (LDAP names hold commas and '='). Throws with a message naming the problem.
 */
export function parseGroupMap(json: string, productName: string): GroupMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('not JSON: write an object such as {"idp-group": ["SAPPIS"]}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('a JSON object from the identity provider’s group names to Sappis groups');
  }
  const map = new Map<string, readonly GroupName[]>();
  for (const [idpGroup, value] of Object.entries(parsed)) {
    const names: unknown[] = Array.isArray(value) ? value : [value];
    const groups = names.map((name) => {
      const id = typeof name === 'string' ? groupIdsOf([name], productName)[0] : undefined;
      if (!id || !(ALL_GROUPS as readonly string[]).includes(id)) {
        throw new Error(`${JSON.stringify(idpGroup)}: ${JSON.stringify(name)} is no Sappis group`);
      }
      return id as GroupName;
    });
    if (groups.length === 0) throw new Error(`${JSON.stringify(idpGroup)}: no Sappis group`);
    map.set(idpGroup, groups);
  }
  if (map.size === 0) throw new Error('maps no group: nobody could sign in');
  return map;
}

/** The Sappis groups a member of `idpGroups` gets: every group any of them maps to, in catalogue order, once. */
export function mappedGroups(idpGroups: readonly string[], map: GroupMap): GroupName[] {
  const given = new Set<GroupName>();
  for (const idpGroup of idpGroups) for (const group of map.get(idpGroup) ?? []) given.add(group);
  return ALL_GROUPS.filter((group) => given.has(group));
}

/**
 * The strings of a claim (OIDC_GROUPS_CLAIM): the claim named `name`, else the claim at the dotted path `name`
 * (Keycloak's 'realm_access.roles'); a list keeps its strings, a single string is a list of one, anything else none.
 */
export function claimStrings(claims: Readonly<Record<string, unknown>>, name: string): string[] {
  const value = Object.hasOwn(claims, name) ? claims[name] : valueAtPath(claims, name.split('.'));
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function valueAtPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
