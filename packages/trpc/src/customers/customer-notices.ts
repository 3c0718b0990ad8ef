import { isTemporaryAddressActive } from '@sappis/shared';
import type { AccessEndRecord, OperatorAlertRecord, TemporaryAddressRecord } from './customer-record.ts';
import type { CustomerOutput } from './customer-schemas.ts';

/** The customer's latest temporary delivery address (the first item of the list), with whether it is in effect. */
export function temporaryAddressNotice(
  address: TemporaryAddressRecord | null,
  today: string,
): CustomerOutput['temporaryAddress'] {
  if (!address) return null;
  return { ...address, active: isTemporaryAddressActive(address.validThrough, today) };
}

/** Operator alerts (newest first) grouped by their group name, in order of the first alert of each group. */
export function groupOperatorAlerts(
  alerts: readonly OperatorAlertRecord[],
): CustomerOutput['operatorAlertGroups'] {
  const groups = new Map<string, { id: number; text: string }[]>();
  for (const alert of alerts) {
    const group = groups.get(alert.groupName) ?? [];
    group.push({ id: alert.id, text: alert.text });
    groups.set(alert.groupName, group);
  }
  return [...groups].map(([group, list]) => ({ group, alerts: list }));
}

/**
 * Addresses of active agreements that have an end date on their main agreement, in the billing system
 * (access source 'visma') or in the open network (document 1 section 8).
 */
export function addressEndDates(accessEnds: readonly AccessEndRecord[]): CustomerOutput['addressEndDates'] {
  return accessEnds.map((access) => ({
    agreementNumber: access.agreementNumber,
    address: [access.deliveryAddress, access.deliveryCity].filter(Boolean).join(', '),
    endDate: access.endDate,
    system: access.source?.toLowerCase() === 'visma' ? ('BILLING' as const) : ('OPEN_NETWORK' as const),
    mainAgreementNumber: access.mainAgreementNumber,
  }));
}
