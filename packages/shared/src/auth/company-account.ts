import type { GroupName } from '../groups.ts';
import { isStorableText } from '../input/safe-input.ts';
import { claimStrings, type GroupMap, mappedGroups } from './company-sign-in.ts';

/** What a company sign-in makes of the identity provider's claims: the Sappis user's profile and groups. */
export interface CompanyAccountProfile {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The Sappis groups the identity provider's groups map to (OIDC_GROUP_MAP); empty: no access. */
  groups: GroupName[];
}

/** Limits of the users table's columns as the user administration keeps them (newUserSchema). */
const MAX_USERNAME = 100;
const MAX_NAME = 100;
const MAX_EMAIL = 200;

/**
 * The profile of the claims (ID token and user info together): the username is `preferred_username`, else the
 * e-mail address, else the subject; the names `given_name` and `family_name`, else `name` split at its first
 * space; the groups from the claim `groupsClaim` through `groupMap`. A claim that is no storable text of its
 * column's length counts as missing. A provider that releases no e-mail address gets '<username>@<issuer host>'
 * (the column is required and unique).
 */
export function companyAccountOf(
  claims: Readonly<Record<string, unknown>>,
  options: { subject: string; issuer: URL; groupsClaim: string; groupMap: GroupMap },
): CompanyAccountProfile {
  const email = textClaim(claims, 'email', MAX_EMAIL);
  const username =
    textClaim(claims, 'preferred_username', MAX_USERNAME) ?? email ?? options.subject.slice(0, MAX_USERNAME);
  const [nameFirst, ...nameRest] = (textClaim(claims, 'name', 2 * MAX_NAME) ?? '').split(/\s+/);
  const firstName = textClaim(claims, 'given_name', MAX_NAME) ?? (nameFirst?.slice(0, MAX_NAME) || username);
  const lastName = textClaim(claims, 'family_name', MAX_NAME) ?? nameRest.join(' ').slice(0, MAX_NAME);
  return {
    username,
    email: email ?? `${username}@${options.issuer.hostname}`.slice(0, MAX_EMAIL),
    firstName,
    lastName,
    groups: mappedGroups(claimStrings(claims, options.groupsClaim), options.groupMap),
  };
}

function textClaim(claims: Readonly<Record<string, unknown>>, name: string, max: number): string | undefined {
  const value = Object.hasOwn(claims, name) ? claims[name] : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text !== '' && text.length <= max && isStorableText(text) ? text : undefined;
}
