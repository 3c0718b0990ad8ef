import { createHash } from 'node:crypto';
import type { PrismaClient } from '@sappis/db';
import { ACCESS_DIAGNOSTICS, type AccessAddress, type AccessDiagnosticKind } from '@sappis/shared';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';

export interface AccessKey {
  network: string;
  externalId: string;
}

/** One connected service at the access (the ON-API's active list: service, reference, operational state). */
export interface ConnectedService {
  service: string;
  reference: string | null;
  operationalState: string;
}

/** GET access/{network}/{externalId}: the ACCESS address, the connected services and the answer as sent. */
export interface AccessStatus {
  address: AccessAddress;
  services: ConnectedService[];
  /** The ON-API's answer as it came ('Visa rådata'). */
  raw: Record<string, unknown>;
}

/**
 * The network's ON-API: the connection status of an access and its five diagnostics (document 3 section 7).
 * An answer carrying an `error` field is an error (document 1 section 7.2).
 */
export interface NetworkApi {
  status(access: AccessKey): Promise<AccessStatus>;
  /** GET by network, id and type (hardware, link/macaddresstable, ...): the diagnostic as text. */
  diagnostic(access: AccessKey & { kind: AccessDiagnosticKind }): Promise<string>;
}

/** An answer with an error field is an error: its text is the reason. */
function throwIfError(answer: Record<string, unknown>): void {
  if (typeof answer.error === 'string' && answer.error !== '') throw new Error(answer.error);
}

const isConnection = (value: unknown): value is { service: string; operationalState: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { service?: unknown }).service === 'string' &&
  typeof (value as { operationalState?: unknown }).operationalState === 'string';

/** Stable pseudo values of an access (port, MAC, IP) so the same access always answers the same. */
function fingerprint(externalId: string): Buffer {
  return createHash('sha256').update(externalId).digest();
}

const mac = (bytes: Buffer, offset: number) =>
  ['00', '1b', ...[...bytes.subarray(offset, offset + 4)].map((byte) => byte.toString(16).padStart(2, '0'))]
    .join(':')
    .toUpperCase();

type StoredAccess = NonNullable<Awaited<ReturnType<typeof findAccess>>>;

function findAccess(prisma: PrismaClient, { network, externalId }: AccessKey) {
  return prisma.access.findFirst({
    where: { network, externalId },
    include: { address: true },
    orderBy: { id: 'asc' },
  });
}

/** The answer of the default ON-API for a diagnostic that has no stored answer: made from the access itself. */
function derivedDiagnostic(access: StoredAccess, kind: AccessDiagnosticKind): string {
  const bytes = fingerprint(access.externalId);
  const connections = (Array.isArray(access.connections) ? access.connections : []).filter(isConnection);
  const port = `ge-0/0/${(bytes[0] ?? 0) % 48}`;
  const up = connections.some((connection) => connection.operationalState === 'UP');
  switch (kind) {
    case 'hardware':
      return [
        `Access: ${access.externalId}`,
        `Nät: ${access.network}`,
        `Central: ${access.mainCentral ?? '-'}`,
        `Switch: EX2300-24P (${access.mainCentral ?? 'okänd central'})`,
        `Port: ${port}`,
        `Lokaltyp: ${access.premisesType}`,
      ].join('\n');
    case 'link/macaddresstable':
      return connections.length === 0
        ? 'Inga MAC-adresser inlärda på porten'
        : connections
            .map(
              (connection, index) =>
                `VLAN ${100 + index}  ${mac(bytes, 2 + index * 4)}  ${connection.service}`,
            )
            .join('\n');
    case 'link/leaseinfo':
      return up
        ? `IP: 10.${bytes[1]}.${bytes[2]}.${(bytes[3] ?? 0) % 250}\nMAC: ${mac(bytes, 2)}\nLease: 86400 s`
        : 'Ingen aktiv lease';
    case 'link/igmpsnooping':
      return connections.some((connection) => /tv|mix/i.test(connection.service))
        ? `Grupper: 239.1.1.1, 239.1.1.${(bytes[4] ?? 0) % 200}\nPort: ${port}`
        : 'Inga IGMP-grupper på porten';
    case 'link/status':
      return `Port ${port}: ${up ? 'UP 1000 Mbit/s full duplex' : 'DOWN'}`;
  }
}

/**
 * The default ON-API, backed by our own tables: the access (found by network and external id) with its
 * address and connected services; a diagnostic's answer is the stored one (access_diagnostics: output or
 * error), else one made from the access.
 */
export function databaseNetworkApi(prisma: PrismaClient): NetworkApi {
  const accessOrError = async (key: AccessKey) => {
    const access = await findAccess(prisma, key);
    if (!access) throwIfError({ error: `Accessen ${key.externalId} finns inte i nätet ${key.network}` });
    return access as StoredAccess;
  };
  return {
    async status(key) {
      const access = await accessOrError(key);
      const connections = (Array.isArray(access.connections) ? access.connections : []).filter(isConnection);
      const raw = {
        external_id: access.externalId,
        network: access.network,
        main_central: access.mainCentral,
        premises_type: access.premisesType,
        street_name: access.address.street,
        street_number: access.address.number,
        littera: access.address.entrance,
        apartment_number: access.address.apartment,
        distinguisher: access.address.apartmentDisplay,
        postal_code: access.address.zipCode,
        city: access.address.city,
        active: connections.map((connection, index) => ({
          service: connection.service,
          reference: `${access.externalId}-${index + 1}`,
          operational_state: connection.operationalState,
        })),
      };
      throwIfError(raw);
      return {
        address: {
          streetName: raw.street_name,
          streetNumber: raw.street_number,
          littera: raw.littera,
          apartmentNumber: raw.apartment_number,
          distinguisher: raw.distinguisher,
          postalCode: raw.postal_code,
          city: raw.city,
        },
        services: raw.active.map((item) => ({
          service: item.service,
          reference: item.reference,
          operationalState: item.operational_state,
        })),
        raw,
      };
    },
    async diagnostic({ kind, ...key }) {
      if (!ACCESS_DIAGNOSTICS.some((item) => item.kind === kind))
        throw new Error(`Okänd diagnostik: ${kind}`);
      const access = await accessOrError(key);
      const stored = await prisma.accessDiagnostic.findUnique({
        where: { accessId_kind: { accessId: access.id, kind } },
      });
      if (stored?.error) throwIfError({ error: stored.error });
      return stored?.output ?? derivedDiagnostic(access, kind);
    },
  };
}

/** Registered in adapters/adapters.ts (this file imports only its types: no import cycle). */
export const networkApiAdapter: AdapterDefinition<NetworkApi> = {
  system: 'Nätets ON-API',
  // 'Det kan i vissa fall ta upp till 1 minut.'
  timeoutMs: 60_000,
  createDefault: (prisma) => databaseNetworkApi(prisma),
};
