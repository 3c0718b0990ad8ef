import {
  canRetry,
  PROVISIONING_ACTION_LABELS,
  PROVISIONING_STATUS_LABELS,
  type ProvisioningAction,
  type ProvisioningStatus,
  WAITING_TO_BE_SENT,
} from './provisioning-rules.ts';

/** An agreement row's latest provisioning order, as the customer view gets it. */
export interface RowProvisioning {
  status: ProvisioningStatus;
  action: ProvisioningAction;
  /** ISO Stockholm day it takes effect. */
  dueOn: string;
  /** The partner's message (why it failed). */
  message: string | null;
}

/** What the agreement's row says about it: a red pill when it failed, a quiet one when it waits for a later day. */
export interface RowProvisioningNote {
  tone: 'failed' | 'pending';
  text: string;
  /** The hover text: the partner's message, or the status code's label. */
  title: string;
}

/**
 * The note on an agreement row from its latest provisioning order: failed ('Aktivering misslyckades', with the
 * partner's message), or written and due after today ('Avaktivering 2027-02-01'); nothing otherwise.
 */
export function rowProvisioningNote(
  latest: RowProvisioning | null,
  today: string,
): RowProvisioningNote | null {
  if (!latest) return null;
  const label = PROVISIONING_STATUS_LABELS[latest.status];
  if (canRetry(latest.status))
    return {
      tone: 'failed',
      text: `${PROVISIONING_ACTION_LABELS[latest.action]} misslyckades`,
      title: latest.message ?? label,
    };
  if (latest.status === WAITING_TO_BE_SENT && latest.dueOn > today)
    return {
      tone: 'pending',
      text: `${PROVISIONING_ACTION_LABELS[latest.action]} ${latest.dueOn}`,
      title: label,
    };
  return null;
}
