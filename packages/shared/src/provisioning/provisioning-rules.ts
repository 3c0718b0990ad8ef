/** The partner status codes of a provisioning order (document 3 section 4), in the document's order. */
export const PROVISIONING_STATUSES = [
  'DONE_SUCCESS',
  'DONE',
  'DONE_FAILED',
  'PENDING_ACTIVATION',
  'PENDING_MANUAL',
  'PENDING_DELETE',
  'PENDING_AUTO',
  'PENDING_DEACTIVATION',
  'ERROR',
  'PARTNER_REPLY_RECEIVED',
  'ABUSE',
  'SUSPEND',
  'RESUME',
  'IN_PROGRESS',
  'RECEIVED',
  'AUTO_HANDLING_FAILED',
  'PROCESS_NEW_ORDER_FAILED',
] as const;

export type ProvisioningStatus = (typeof PROVISIONING_STATUSES)[number];

export const PROVISIONING_PLATFORMS = ['NETWORK', 'TV'] as const;
export type ProvisioningPlatform = (typeof PROVISIONING_PLATFORMS)[number];

export const PROVISIONING_ACTIONS = ['ACTIVATE', 'CHANGE', 'DEACTIVATE', 'SUSPEND', 'RESUME'] as const;
export type ProvisioningAction = (typeof PROVISIONING_ACTIONS)[number];

/**
 * The code of an order an operation has written and the provisioning job has not yet handed to the partner: it
 * waits for its due day (and, after a failed call, its next attempt). Document 3's 'waits for automatic handling'.
 */
export const WAITING_TO_BE_SENT = 'PENDING_AUTO' satisfies ProvisioningStatus;

/** How the page groups the codes: what needs a hand (failed), what waits, what runs, what is done, blocks. */
export const PROVISIONING_CATEGORIES = ['FAILED', 'WAITING', 'ONGOING', 'FINISHED', 'BLOCKING'] as const;
export type ProvisioningCategory = (typeof PROVISIONING_CATEGORIES)[number];

const CATEGORY_OF: Record<ProvisioningStatus, ProvisioningCategory> = {
  DONE_SUCCESS: 'FINISHED',
  DONE: 'FINISHED',
  DONE_FAILED: 'FAILED',
  PENDING_ACTIVATION: 'WAITING',
  PENDING_MANUAL: 'WAITING',
  PENDING_DELETE: 'WAITING',
  PENDING_AUTO: 'WAITING',
  PENDING_DEACTIVATION: 'WAITING',
  ERROR: 'FAILED',
  PARTNER_REPLY_RECEIVED: 'ONGOING',
  ABUSE: 'BLOCKING',
  SUSPEND: 'BLOCKING',
  RESUME: 'BLOCKING',
  IN_PROGRESS: 'ONGOING',
  RECEIVED: 'ONGOING',
  AUTO_HANDLING_FAILED: 'FAILED',
  PROCESS_NEW_ORDER_FAILED: 'FAILED',
};

export function provisioningCategory(status: ProvisioningStatus): ProvisioningCategory {
  return CATEGORY_OF[status];
}

/** The codes of a category, in the document's order. */
export function statusesIn(category: ProvisioningCategory): ProvisioningStatus[] {
  return PROVISIONING_STATUSES.filter((status) => CATEGORY_OF[status] === category);
}

/** Only a failed order is sent again: one that waits or runs is still with the partner, a done one is done. */
export function canRetry(status: ProvisioningStatus): boolean {
  return CATEGORY_OF[status] === 'FAILED';
}

export const PROVISIONING_STATUS_LABELS: Record<ProvisioningStatus, string> = {
  DONE_SUCCESS: 'Klar, lyckades',
  DONE: 'Klar',
  DONE_FAILED: 'Klar, misslyckades',
  PENDING_ACTIVATION: 'Väntar på aktivering',
  PENDING_MANUAL: 'Väntar på manuell hantering',
  PENDING_DELETE: 'Väntar på borttag',
  PENDING_AUTO: 'Väntar på automatisk hantering',
  PENDING_DEACTIVATION: 'Väntar på avaktivering',
  ERROR: 'Fel',
  PARTNER_REPLY_RECEIVED: 'Svar från partner mottaget',
  ABUSE: 'Spärrad för missbruk',
  SUSPEND: 'Tillfälligt avstängd',
  RESUME: 'Återaktiverad',
  IN_PROGRESS: 'Pågår',
  RECEIVED: 'Mottagen av partner',
  AUTO_HANDLING_FAILED: 'Automatisk hantering misslyckades',
  PROCESS_NEW_ORDER_FAILED: 'Ny order kunde inte behandlas',
};

export const PROVISIONING_CATEGORY_LABELS: Record<ProvisioningCategory, string> = {
  FAILED: 'Misslyckade',
  WAITING: 'Väntande',
  ONGOING: 'Pågående',
  FINISHED: 'Klara',
  BLOCKING: 'Spärr och återaktivering',
};

export const PROVISIONING_PLATFORM_LABELS: Record<ProvisioningPlatform, string> = {
  NETWORK: 'Nät',
  TV: 'TV',
};

export const PROVISIONING_ACTION_LABELS: Record<ProvisioningAction, string> = {
  ACTIVATE: 'Aktivering',
  CHANGE: 'Ändring',
  DEACTIVATE: 'Avaktivering',
  SUSPEND: 'Avstängning',
  RESUME: 'Återaktivering',
};

export const PROVISIONING_TEXTS = {
  empty: 'Inga provisioneringsordrar matchar filtret.',
  notFound: 'Provisioneringsordern finns inte',
  notRetryable: (status: ProvisioningStatus) =>
    `Ordern kan bara skickas om när den har misslyckats (status ${status})`,
  retried: (partner: string, status: ProvisioningStatus) =>
    `Ordern har skickats om till ${partner}. Ny status: ${status}`,
  retryFailed: (reason: string) => `Det gick inte att skicka om ordern: ${reason}`,
  rowEnded: 'Avtalsraden är avslutad',
} as const;

/** 'ALL', a category, or one status code. */
export const PROVISIONING_FILTERS = ['ALL', ...PROVISIONING_CATEGORIES, ...PROVISIONING_STATUSES] as const;
export type ProvisioningFilter = (typeof PROVISIONING_FILTERS)[number];

/** The status codes a filter shows; null: every code. */
export function statusesOfFilter(filter: ProvisioningFilter): ProvisioningStatus[] | null {
  if (filter === 'ALL') return null;
  if ((PROVISIONING_CATEGORIES as readonly string[]).includes(filter))
    return statusesIn(filter as ProvisioningCategory);
  return [filter as ProvisioningStatus];
}

export const PROVISIONING_PAGE_SIZE = 50;
