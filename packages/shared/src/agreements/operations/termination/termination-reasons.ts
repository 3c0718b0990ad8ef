import { Group } from '../../../groups.ts';
import type { OperationTerminationReason } from '../snapshot.ts';

/** The spec's scope keys: the whole agreement ('avtal') or some of its services ('abonnemang'). */
export type TerminationScope = 'avtal' | 'abonnemang';

/** The reasons a termination or regret may give (document 2 section 9). */
export const TERMINATION_REASON_IDS = [100, 101, 102, 105, 106, 107, 111, 113] as const;
/** 'Kund har avlidit', preselected by the deceased tab. */
export const DECEASED_REASON_ID = 116;

const CATALOGUE_SCOPE: Record<TerminationScope, OperationTerminationReason['scope']> = {
  avtal: 'AGREEMENT',
  abonnemang: 'SUBSCRIPTION',
};

/** The measure code (åtgärd) of a scope: 1 for the whole agreement, 2 for some services. */
export const TERMINATION_ACTION_CODES: Record<TerminationScope, number> = { avtal: 1, abonnemang: 2 };

/** 'avtal' when every listed service is selected, otherwise 'abonnemang'. */
export function terminationScope(listedCount: number, selectedCount: number): TerminationScope {
  return listedCount > 0 && selectedCount === listedCount ? 'avtal' : 'abonnemang';
}

export type TerminationReasonGroups = Record<TerminationScope, OperationTerminationReason[]>;

/** The allowed reasons of the catalogue, grouped by the scope they are offered for. */
export function terminationReasonGroups(
  reasons: readonly OperationTerminationReason[],
): TerminationReasonGroups {
  const allowed = reasons.filter((reason) =>
    (TERMINATION_REASON_IDS as readonly number[]).includes(reason.id),
  );
  return {
    avtal: allowed.filter((reason) => reason.scope === CATALOGUE_SCOPE.avtal),
    abonnemang: allowed.filter((reason) => reason.scope === CATALOGUE_SCOPE.abonnemang),
  };
}

/** The reason `id` when it may be given for `scope`, else undefined. */
export function reasonForScope(
  reasons: readonly OperationTerminationReason[],
  scope: TerminationScope,
  id: number | null,
): OperationTerminationReason | undefined {
  return terminationReasonGroups(reasons)[scope].find((reason) => reason.id === id);
}

/** 'Avsluta (avliden)' is for admins, {product}_IT and super users only (document 2 section 6). */
export const DECEASED_TERMINATION_GROUPS = [Group.ADMIN, Group.PRODUCT_IT, Group.SUPER_USER] as const;
