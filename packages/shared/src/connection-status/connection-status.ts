import { isActiveAccess } from '../addresses/address-search.ts';

/**
 * Connection status 'Inkopplingsstatus' (document 3 panel 19) and the network-administration access block
 * (panel 20): texts, the five diagnostics, the pills' colours and the multiple-accesses fault.
 */

export function connectionStatusTexts(productName: string) {
  return {
    loading: 'Anropar nätets ON-API. Det kan i vissa fall ta upp till 1 minut.',
    services: (count: number) => `INKOPPLADE ${productName.toUpperCase()}TJÄNSTER (${count} ST)`,
    noServices: 'Inga tjänster är inkopplade',
    showRaw: 'Visa rådata',
    hideRaw: 'Dölj rådata',
    noAccess: 'Det finns ingen aktiv access på avtalets adress.',
    noAddress: 'Avtalet saknar adress-ID, så inkopplingsstatus kan inte hämtas.',
    /** The multiple-accesses fault (document 3 section 8; its wording is not given by the spec). */
    multipleAccesses:
      'Adressen har flera aktiva accesser under samma huvudavtal. Det är ett fel i adressregistret, kontakta IT.',
    propertyOwner: 'Fastighetsägare',
    productExposure: 'Produktexponering',
    netadminLink: 'Öppna i Netadmin',
  } as const;
}

/** An ON-API diagnostic failure, as the panel shows it (document 3 section 7). */
export const diagnosticFailure = (reason: string) => `Error: ${reason}`;

/** The five diagnostics (document 3 section 7): the ON-API's type path is the kind. */
export const ACCESS_DIAGNOSTICS = [
  { kind: 'hardware', label: 'Hardware Info' },
  { kind: 'link/macaddresstable', label: 'MAC Address Table' },
  { kind: 'link/leaseinfo', label: 'Lease Info' },
  { kind: 'link/igmpsnooping', label: 'IGMP Snooping' },
  { kind: 'link/status', label: 'Link Status' },
] as const;

export type AccessDiagnosticKind = (typeof ACCESS_DIAGNOSTICS)[number]['kind'];

export const ACCESS_DIAGNOSTIC_KINDS = ACCESS_DIAGNOSTICS.map((item) => item.kind) as [
  AccessDiagnosticKind,
  ...AccessDiagnosticKind[],
];

/** Clicking a diagnostic opens it; clicking the open one again closes it. */
export function toggleDiagnostic(
  open: AccessDiagnosticKind | null,
  clicked: AccessDiagnosticKind,
): AccessDiagnosticKind | null {
  return open === clicked ? null : clicked;
}

export type PillColour = 'red' | 'green' | 'orange' | 'purple' | 'blue' | 'teal' | 'amber' | 'grey';

/** Verification pill: INTE VALIDERAD red, VALIDERAD green, MANUELLT VALIDERAD orange, anything else purple. */
export function verificationPillColour(verification: string | null): PillColour {
  switch (verification) {
    case 'INTE VALIDERAD':
      return 'red';
    case 'VALIDERAD':
      return 'green';
    case 'MANUELLT VALIDERAD':
      return 'orange';
    default:
      return 'purple';
  }
}

/** Transmission pill: IP and IP_CATV share one colour, KABELTV and DOCSIS each their own, anything else grey. */
export function transmissionPillColour(transmission: string | null): PillColour {
  switch (transmission) {
    case 'IP':
    case 'IP_CATV':
      return 'blue';
    case 'KABELTV':
      return 'teal';
    case 'DOCSIS':
      return 'amber';
    default:
      return 'grey';
  }
}

/** The netadmin access as the block shows it: codes index 1 product exposure, 2 transmission, 4 verification. */
export interface NetadminAccess {
  id: number | null;
  owner: string | null;
  productExposure: string | null;
  transmission: string | null;
  verification: string | null;
}

const textAt = (codes: unknown[], index: number) => {
  const value = codes[index];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** Reads the netadmin_access of an access (id, owner, codes list); anything malformed reads as missing. */
export function readNetadminAccess(raw: unknown): NetadminAccess | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const value = raw as { id?: unknown; owner?: unknown; codes?: unknown };
  const codes = Array.isArray(value.codes) ? value.codes : [];
  return {
    id: typeof value.id === 'number' && Number.isSafeInteger(value.id) ? value.id : null,
    owner: typeof value.owner === 'string' && value.owner.trim() !== '' ? value.owner : null,
    productExposure: textAt(codes, 1),
    transmission: textAt(codes, 2),
    verification: textAt(codes, 4),
  };
}

/** The netadmin block is shown only when the access source is netadmin. */
export const isNetadminSource = (source: string) => source.toLowerCase() === 'netadmin';

/** Where an access opens in the network-administration system. */
export const NETADMIN_ACCESS_BASE_URL = 'https://netadmin.sappa.se/accesses';

export const netadminAccessUrl = (id: number) => `${NETADMIN_ACCESS_BASE_URL}/${id}`;

export interface AccessAddress {
  streetName: string;
  streetNumber: string;
  littera: string | null;
  apartmentNumber: string | null;
  distinguisher: string | null;
  postalCode: string;
  city: string;
}

/** 'Storgatan 12B, lgh 1101 (uppgång 2), 413 01 Göteborg': the ACCESS address of the ON-API, on one line. */
export function formatAccessAddress(address: AccessAddress): string {
  const street = [address.streetName, `${address.streetNumber}${address.littera ?? ''}`].join(' ').trim();
  const apartment = address.apartmentNumber ? `lgh ${address.apartmentNumber}` : null;
  const distinguisher = address.distinguisher ? `(${address.distinguisher})` : null;
  const zip = /^\d{5}$/.test(address.postalCode)
    ? `${address.postalCode.slice(0, 3)} ${address.postalCode.slice(3)}`
    : address.postalCode;
  const place = [zip, address.city].filter(Boolean).join(' ');
  return [street, [apartment, distinguisher].filter(Boolean).join(' '), place].filter(Boolean).join(', ');
}

export interface AccessForFault {
  mainAgreementId: number;
  network: string;
  validTo: string | null;
}

/**
 * The multiple-accesses fault (multiple_accesses): two or more active accesses on the same address under the
 * same main agreement, the netadmin network excluded (document 3 section 5).
 */
export function hasMultipleAccesses(
  accesses: AccessForFault[],
  mainAgreementId: number,
  today: string,
): boolean {
  return (
    accesses.filter(
      (access) =>
        access.mainAgreementId === mainAgreementId &&
        !isNetadminSource(access.network) &&
        isActiveAccess(access, today),
    ).length >= 2
  );
}
