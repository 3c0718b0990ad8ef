import { CUSTOMER_ACTION_GROUPS, groupsFor } from '@sappis/shared';
import { requireGroups, requireGroupsAndAnyOf } from '../trpc.ts';

/** Reading the customer view and its panels: all staff (document 1 section 2.1, 'Kundbild'). */
export const customerViewProcedure = requireGroups(...groupsFor('customer'));

/** Acting on a customer from the customer view: its users who may act (CUSTOMER_ACTION_GROUPS). */
export const customerActionProcedure = requireGroupsAndAnyOf(groupsFor('customer'), CUSTOMER_ACTION_GROUPS);
