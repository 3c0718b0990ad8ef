import { z } from 'zod';
import { ALL_GROUPS, Group, type GroupName, hasAnyGroup } from '../groups.ts';
import { dbId, pageNumber, plainText, requiredText } from '../input/safe-input.ts';
import { groupsFor } from '../routes.ts';

/** Who administers users and their groups: the groups of the route /sappis/groups. */
export const USER_ADMIN_GROUPS = groupsFor('groups');

/** Groups only ADMIN or {product}_IT may give or take (document 1: THIRD_LINE may not grant them). */
export const PRIVILEGED_GROUPS: readonly GroupName[] = [Group.ADMIN, Group.PRODUCT_IT];

export const USER_ADMIN_TEXTS = {
  privilegedGroup: 'Du får inte ge eller ta bort gruppen {group}.',
  privilegedUser: 'Du får inte ändra en användare som är administratör.',
  notYourself: 'Du kan inte inaktivera dig själv.',
  notOwnGroups: 'Du kan inte ändra dina egna grupper. Be en annan administratör.',
  usernameTaken: 'Användarnamnet finns redan.',
  emailTaken: 'E-postadressen används redan av en annan användare.',
  employeeNumberTaken: 'Anställningsnumret används redan av en annan användare.',
  unknownGroup: 'Gruppen finns inte.',
  unknownUser: 'Användaren finns inte.',
  passwordTooShort: 'Lösenordet måste ha minst 12 tecken.',
} as const;

/** Whether the caller may give or take `group` (identifiers). */
export function canChangeGroup(callerGroups: readonly string[], group: string): boolean {
  if (!hasAnyGroup(callerGroups, USER_ADMIN_GROUPS)) return false;
  if (!PRIVILEGED_GROUPS.includes(group as GroupName)) return true;
  return hasAnyGroup(callerGroups, PRIVILEGED_GROUPS);
}

/** Whether the caller may disable, enable or otherwise change the user who has `targetGroups`. */
export function canChangeUser(callerGroups: readonly string[], targetGroups: readonly string[]): boolean {
  if (!hasAnyGroup(callerGroups, USER_ADMIN_GROUPS)) return false;
  return !hasAnyGroup(targetGroups, PRIVILEGED_GROUPS) || hasAnyGroup(callerGroups, PRIVILEGED_GROUPS);
}

/** The groups the caller may give, in the catalogue's order. */
export function grantableGroups(callerGroups: readonly string[]): GroupName[] {
  return ALL_GROUPS.filter((group) => canChangeGroup(callerGroups, group));
}

export const MIN_USER_PASSWORD_LENGTH = 12;

const groupIdentifier = z.enum(ALL_GROUPS as [GroupName, ...GroupName[]], USER_ADMIN_TEXTS.unknownGroup);

export const userSearchSchema = z.object({
  query: plainText(100).default(''),
  includeInactive: z.boolean().default(false),
  page: pageNumber,
});

export const membershipSchema = z.object({
  userId: dbId(),
  group: groupIdentifier,
});

export const newUserSchema = z.object({
  username: requiredText(100, { required: 'Ange ett användarnamn' }).regex(
    /^[a-z0-9._-]+$/i,
    'Användarnamnet får bara innehålla bokstäver a-z, siffror, punkt, bindestreck och understreck',
  ),
  firstName: requiredText(100, { required: 'Ange förnamn' }),
  lastName: requiredText(100, { required: 'Ange efternamn' }),
  email: z.email('Ange en giltig e-postadress').max(200),
  employeeNumber: requiredText(50, { required: 'Ange anställningsnummer' }),
  password: z.string().min(MIN_USER_PASSWORD_LENGTH, USER_ADMIN_TEXTS.passwordTooShort).max(200),
  groups: z.array(groupIdentifier).max(ALL_GROUPS.length).default([]),
});
export type NewUser = z.infer<typeof newUserSchema>;
