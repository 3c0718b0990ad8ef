/**
 * TV diagnostics and signal history (document 3 panel 6, sections 3, 4, 8 and 9): which of the spec's messages
 * the panel shows, and when an entitlement or a card subscription counts as expired.
 */

/** Timings of document 3 section 9: the customer reloads 1 s after a troubleshooting toggle; signal on after 2 s. */
export const TV_DIAGNOSTICS_TIMING = { troubleshootingReloadMs: 1_000, signalOnDelayMs: 2_000 } as const;

/** The texts of the panel, named after the product ('{product} Play'). */
export function tvDiagnosticsTexts(productName: string) {
  return {
    diagnosticsTab: 'Tv-diagnostik',
    signalHistoryTab: 'Signalhistorik',
    noDevices: 'Inga TV-enheter hittades på kund!',
    noSignalHistory: 'Ingen signalhistorik funnen',
    playNotActivated: `Kund har inte aktiverat ${productName} Play (det saknas ${productName} Play-id på kunden i Visma)`,
    playWithoutChannels: `${productName} Play är aktiverat men inga kanaler är aktiva...`,
    noBoxOnCard: 'Ingen box kopplad till kort',
    noDevicesInMiddleware: 'Inga enheter hittade i Cubiware (middleware)',
    noEntitlement: 'Kund saknar entitlement',
    expired: 'Går ut idag eller har utgått',
    /** The coax delivery info (its wording is not given by the spec). */
    coax: 'Kunden får TV-signalen via koax (kabel-tv). Koaxsignalen levereras i fastighetens nät och syns inte i Cubiware; felsök den enligt de vanliga felanmälningsrutinerna.',
    troubleshootingOn: 'Starta felsökning',
    troubleshootingOff: 'Stoppa felsökning',
    troubleshootingStarted: 'Felsökning är startad för kortet',
    troubleshootingStopped: 'Felsökning är stoppad för kortet',
    signalOn: 'Tillfällig signal',
    signalOnRunning: 'Slår på tillfällig signal...',
    signalOnDone: 'Tillfällig signal är påslagen',
  } as const;
}

export type TvDiagnosticsTexts = ReturnType<typeof tvDiagnosticsTexts>;

/** 'Något gick fel: {message}' — a refused or failed troubleshooting or signal-on call. */
export const tvCallFailure = (reason: string) => `Något gick fel: ${reason}`;

/** The ISO day (yyyy-MM-dd) of an ISO date or date-time. */
const dayOf = (value: string) => value.slice(0, 10);

/**
 * An entitlement or subscription that expires today or has expired is shown red ('Går ut idag eller har
 * utgått'); one without an expiry date is not expired (a missing entitlement has its own message).
 */
export function isExpiredOrExpiresToday(expiresAt: string | null, today: string): boolean {
  return expiresAt !== null && dayOf(expiresAt) <= dayOf(today);
}

export interface DiagnosticsShape {
  cards: { camId: string | null }[];
  devices: { camId: string }[];
  play: { playId: string | null; channels: string[] };
  /** The customer's TV arrives by coax (transmission type 10) at one of the active agreements' addresses. */
  coax: boolean;
}

/** The panel-wide messages of the TV diagnostics tab, in display order (document 3 section 8). */
export function diagnosticsMessages(diagnostics: DiagnosticsShape, texts: TvDiagnosticsTexts): string[] {
  const messages: string[] = [];
  const noCardsOrDevices = diagnostics.cards.length === 0 && diagnostics.devices.length === 0;
  if (noCardsOrDevices) messages.push(texts.noDevices);
  else if (diagnostics.devices.length === 0) messages.push(texts.noDevicesInMiddleware);
  if (diagnostics.coax) messages.push(texts.coax);
  const play = playMessage(diagnostics.play, texts);
  if (play) messages.push(play);
  return messages;
}

/** The play line: not activated (no play id), activated without channels, or nothing to say. */
export function playMessage(
  play: { playId: string | null; channels: string[] },
  texts: TvDiagnosticsTexts,
): string | null {
  if (play.playId === null) return texts.playNotActivated;
  if (play.channels.length === 0) return texts.playWithoutChannels;
  return null;
}

/** A card whose CAM id matches no device of the customer has no box: 'Ingen box kopplad till kort'. */
export function cardMessage(
  card: { camId: string | null },
  devices: { camId: string }[],
  texts: TvDiagnosticsTexts,
): string | null {
  const paired = card.camId !== null && devices.some((device) => device.camId === card.camId);
  return paired ? null : texts.noBoxOnCard;
}

export type EntitlementState = 'MISSING' | 'EXPIRED' | 'VALID';

/** A device's entitlement: missing ('Kund saknar entitlement'), expired today or before (red), or valid. */
export function entitlementState(expiresAt: string | null, today: string): EntitlementState {
  if (expiresAt === null) return 'MISSING';
  return isExpiredOrExpiresToday(expiresAt, today) ? 'EXPIRED' : 'VALID';
}

/** Program card states (document 3 section 4): 0 Okänd, 1 På, 4 Skall paras, 5 and 9 Av, 11 Avslutat kort, 14 Tillfälligt avstängt. */
export const PROGRAM_CARD_STATE_LABELS: Record<string, string> = {
  UNKNOWN: 'Okänd',
  ON: 'På',
  TO_BE_PAIRED: 'Skall paras',
  OFF: 'Av',
  OFF_9: 'Av',
  TERMINATED: 'Avslutat kort',
  TEMPORARILY_SUSPENDED: 'Tillfälligt avstängt',
};

export const programCardStateLabel = (state: string) => PROGRAM_CARD_STATE_LABELS[state] ?? 'Okänd';
