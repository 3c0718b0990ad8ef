import { groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';

/** The procedures behind the customer view and its panels: all staff (document 1 section 2.1, 'Kundbild'). */
export const customerViewProcedure = requireGroups(...groupsFor('customer'));
