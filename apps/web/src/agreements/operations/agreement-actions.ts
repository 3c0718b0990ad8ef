import { isPanelOffered, PANEL_TITLES, type PanelType } from '@/customers/panels/panel-types.ts';

/** When an action is offered: on every agreement, only on one that has not ended, or only with telephony rows. */
type Offered = 'always' | 'active' | 'telephony';

/**
 * The agreement operations of 'Åtgärder', in groups, each a panel (`?panel=<type>&agreement=<n>`). Equipment comes
 * back after a termination too; assignment and manual activation are at the agreement's address (document 3 panels
 * 3 and 18).
 */
const ACTION_GROUPS: { label: string; actions: { type: PanelType; offered: Offered }[] }[] = [
  {
    label: 'Avsluta och ändra',
    actions: [
      { type: 'terminate', offered: 'active' },
      { type: 'pause', offered: 'active' },
      { type: 'continue', offered: 'active' },
      { type: 'transfer-service', offered: 'active' },
      { type: 'assignment', offered: 'active' },
      { type: 'commerce-order', offered: 'active' },
    ],
  },
  {
    label: 'Ekonomi',
    actions: [
      { type: 'compensate', offered: 'always' },
      { type: 'payment-method-change', offered: 'always' },
    ],
  },
  {
    label: 'Utrustning',
    actions: [
      { type: 'manage-hardware', offered: 'always' },
      { type: 'return-case', offered: 'always' },
      { type: 'connection-status', offered: 'always' },
    ],
  },
  {
    label: 'Adress och flytt',
    actions: [
      { type: 'move', offered: 'active' },
      { type: 'manual-activation', offered: 'always' },
      { type: 'verify-address', offered: 'active' },
      { type: 'marketability', offered: 'always' },
      { type: 'partner-network', offered: 'always' },
    ],
  },
  {
    label: 'Information',
    actions: [
      { type: 'object-log', offered: 'always' },
      { type: 'documents', offered: 'always' },
      { type: 'phone-records', offered: 'telephony' },
    ],
  },
];

export type ActionGroup = { label: string; types: PanelType[] };

/**
 * The groups of actions offered on an agreement, without the groups left empty; to a user who may not act on
 * customers (`canAct` false) only those that read.
 */
export function offeredActionGroups({
  ended,
  telephony,
  canAct,
}: {
  ended: boolean;
  telephony: boolean;
  canAct: boolean;
}): ActionGroup[] {
  const isOffered = ({ type, offered }: { type: PanelType; offered: Offered }) =>
    isPanelOffered(type, canAct) &&
    (offered === 'always' || (offered === 'active' && !ended) || (offered === 'telephony' && telephony));
  return keepNonEmpty(
    ACTION_GROUPS.map((group) => ({
      label: group.label,
      types: group.actions.filter(isOffered).map((action) => action.type),
    })),
  );
}

/** The actions whose title contains what the agent typed (case-insensitive), in their groups. */
export function filterActionGroups(groups: ActionGroup[], query: string): ActionGroup[] {
  const needle = query.trim().toLocaleLowerCase('sv-SE');
  if (needle === '') return groups;
  return keepNonEmpty(
    groups.map((group) => ({
      label: group.label,
      types: group.types.filter((type) => PANEL_TITLES[type].toLocaleLowerCase('sv-SE').includes(needle)),
    })),
  );
}

function keepNonEmpty(groups: ActionGroup[]): ActionGroup[] {
  return groups.filter((group) => group.types.length > 0);
}
