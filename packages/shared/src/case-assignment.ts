import { type GroupName, hasAnyGroup } from './groups.ts';
import { groupsFor } from './routes.ts';

/**
 * Who may assign a case to a colleague ('Tilldela'): the users of the case page, where the control is.
 * Queue managers assign from there too; one who cannot open the case page cannot change its cases.
 */
export const CASE_ASSIGNER_GROUPS: readonly GroupName[] = groupsFor('case');

export function canAssignCases(userGroups: readonly string[]): boolean {
  return hasAnyGroup(userGroups, CASE_ASSIGNER_GROUPS);
}
