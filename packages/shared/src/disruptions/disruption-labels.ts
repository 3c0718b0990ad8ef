import type { ProvisioningPlatform } from '../provisioning/provisioning-rules.ts';

/** How the disruption pages name a disruption's state and platforms (document 3 section 5). */
export const DISRUPTION_FINISHED = 'Åtgärdat';
export const DISRUPTION_ONGOING = 'Pågående';

/** markAsFinished true shows Åtgärdat, false Pågående (document 3 section 5). */
export function disruptionStatusLabel(markAsFinished: boolean): string {
  return markAsFinished ? DISRUPTION_FINISHED : DISRUPTION_ONGOING;
}

/** How the disruption pages name a platform's services. */
export const DISRUPTION_PLATFORM_LABELS: Record<ProvisioningPlatform, string> = {
  TV: 'TV',
  NETWORK: 'Bredband och telefoni',
};
