import { type GroupName, hasAnyGroup, QUEUE_MANAGER_GROUPS } from './groups.ts';
import { groupsFor } from './routes.ts';

/** Who may assign a case to a colleague ('Tilldela'): queue managers and the groups of the case page. */
export const CASE_ASSIGNER_GROUPS: readonly GroupName[] = [
  ...new Set([...QUEUE_MANAGER_GROUPS, ...groupsFor('case')]),
];

export function canAssignCases(userGroups: readonly string[]): boolean {
  return hasAnyGroup(userGroups, CASE_ASSIGNER_GROUPS);
}
