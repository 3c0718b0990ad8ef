import { hasAnyGroup } from '@sappis/shared/groups';
import { groupsFor } from '@sappis/shared/routes';
import { useCurrentUser } from '@/auth/current-user.tsx';

/** Main agreements, their memos and files are changed by the groups of /sappis/huvudavtal (document 1 section 2.1). */
export function useCanEditMainAgreements(): boolean {
  return hasAnyGroup(useCurrentUser().groups, groupsFor('mainAgreements'));
}
