import type { Access, MainAgreement } from '@sappis/db';
import { isActiveAccess } from '@sappis/shared';
import { toIsoDate } from '../serialize.ts';

/** An access's own fields as every access list shows them, with whether it is active today. */
export function accessFields(access: Access, today: string) {
  const validTo = toIsoDate(access.validTo);
  return {
    externalId: access.externalId,
    network: access.network,
    mainCentral: access.mainCentral,
    orderNumber: access.orderNumber,
    premisesType: access.premisesType,
    source: access.source,
    validFrom: toIsoDate(access.validFrom),
    validTo,
    active: isActiveAccess({ validTo }, today),
  };
}

/** An access at an address as the address views show it, with its main agreement. */
export function accessView(
  access: Access & { mainAgreement: Pick<MainAgreement, 'number' | 'name'> },
  today: string,
) {
  return {
    mainAgreementNumber: access.mainAgreement.number,
    mainAgreementName: access.mainAgreement.name,
    ...accessFields(access, today),
  };
}
