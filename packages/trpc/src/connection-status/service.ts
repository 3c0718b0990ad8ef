import type { PrismaClient } from '@sappis/db';
import {
  type AccessDiagnosticKind,
  diagnosticFailure,
  formatAccessAddress,
  hasMultipleAccesses,
  isNetadminSource,
  readNetadminAccess,
} from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { accessFields } from '../addresses/access-view.ts';
import { AGREEMENT_NOT_FOUND_MESSAGE } from '../agreements/operation-context.ts';
import { AppError } from '../errors.ts';
import type { NetworkApi } from './network-api.ts';

export const ACCESS_NOT_FOUND_MESSAGE = 'Accessen finns inte';

/**
 * The accesses at an agreement's address (document 3 section 3: external id, network, main central, order
 * number, validity, premises type, source, netadmin_access) with the multiple-accesses fault: two or more active
 * accesses under the agreement's main agreement (the netadmin network excluded). Active accesses come first.
 */
export async function listAgreementAccesses(prisma: PrismaClient, agreementNumber: number, today: string) {
  const agreement = await prisma.agreement.findUnique({
    where: { agreementNumber },
    select: { addressId: true, mainAgreementId: true },
  });
  if (!agreement) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
  if (!agreement.addressId) return { addressId: null, multipleAccesses: false, accesses: [] };
  const rows = await prisma.access.findMany({
    where: { addressId: agreement.addressId },
    orderBy: [{ validFrom: 'desc' }, { id: 'asc' }],
  });
  const accesses = rows.map((access) => {
    const netadmin = isNetadminSource(access.source);
    return {
      id: access.id,
      ...accessFields(access, today),
      netadmin: netadmin ? readNetadminAccess(access.netadminAccess) : null,
      /** netadmin_access as stored ('Visa rådata' of the netadmin block). */
      netadminRaw: netadmin ? ((access.netadminAccess ?? null) as unknown) : null,
      mainAgreementId: access.mainAgreementId,
    };
  });
  const faultFor = (mainAgreementId: number) => hasMultipleAccesses(accesses, mainAgreementId, today);
  const multipleAccesses =
    agreement.mainAgreementId !== null
      ? faultFor(agreement.mainAgreementId)
      : [...new Set(accesses.map((access) => access.mainAgreementId))].some(faultFor);
  return {
    addressId: agreement.addressId,
    multipleAccesses,
    accesses: [...accesses]
      .sort((a, b) => Number(b.active) - Number(a.active))
      .map(({ mainAgreementId: _, ...access }) => access),
  };
}

async function accessKey(prisma: PrismaClient, accessId: number) {
  const access = await prisma.access.findUnique({
    where: { id: accessId },
    select: { network: true, externalId: true },
  });
  if (!access) throw new AppError('NOT_FOUND', ACCESS_NOT_FOUND_MESSAGE);
  return access;
}

/**
 * Connection status 'Inkopplingsstatus' of an access from the ON-API (GET by network and external id): the
 * ACCESS address, the connected services and the raw answer. A failure reaches the user as the ON-API's message.
 */
export async function getConnectionStatus(prisma: PrismaClient, api: NetworkApi, accessId: number) {
  const key = await accessKey(prisma, accessId);
  const status = await api.status(key);
  return {
    accessId,
    externalId: key.externalId,
    network: key.network,
    address: status.address,
    addressText: formatAccessAddress(status.address),
    services: status.services,
    raw: status.raw,
  };
}

/** One of the five diagnostics of an access, as text; a failure is 'Error: {message}'. */
export async function runAccessDiagnostic(
  prisma: PrismaClient,
  api: NetworkApi,
  accessId: number,
  kind: AccessDiagnosticKind,
) {
  const key = await accessKey(prisma, accessId);
  const output = await api
    .diagnostic({ ...key, kind })
    .catch((error: unknown) => adapterFailure(error, diagnosticFailure));
  return { accessId, kind, output };
}
