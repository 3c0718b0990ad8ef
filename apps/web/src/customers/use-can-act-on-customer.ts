import { hasAnyGroup } from '@sappis/shared/groups';
import { CUSTOMER_ACTION_GROUPS } from '@sappis/shared/routes';
import { useCurrentUser } from '@/auth/current-user.tsx';

/** Whether the signed-in user may act on customers (CUSTOMER_ACTION_GROUPS); all staff may read them. */
export function useCanActOnCustomer(): boolean {
  return hasAnyGroup(useCurrentUser().groups, CUSTOMER_ACTION_GROUPS);
}
