import type { RouterOutputs } from '@/lib/trpc.ts';

export type CasePageData = RouterOutputs['cases']['byNumber'];
export type CaseLockState = CasePageData['lock'];
export type CaseViewer = CasePageData['viewers'][number];

export const UNLOCKED: CaseLockState = {
  locked: false,
  lockedBy: null,
  holderId: null,
  mine: false,
  expiresAt: null,
};

/** The banner of document 1 section 2.3, or null when the case is not locked. */
export function lockBannerText(lock: CaseLockState): string | null {
  if (!lock.locked) return null;
  return lock.mine ? 'Du har låst ärendet' : `Ärendet är låst av: ${lock.lockedBy ?? ''}`;
}

export function takenOverText(caseNumber: number, email: string): string {
  return `Ditt lås på ärende ${caseNumber} har tagits över av ${email}`;
}

/** A live event as the case page receives it (the payload of the case's event stream). */
export interface CaseEvent {
  type: string;
  payload?: Record<string, unknown>;
}

export type CaseEventEffect =
  /** `refetch`: the change also wrote the case history (a take-over). */
  | { kind: 'lock'; lock: CaseLockState; takenFromMe: string | null; refetch: boolean }
  | { kind: 'viewers'; viewers: CaseViewer[] }
  | { kind: 'refetch' }
  | { kind: 'none' };

/** What an event of the open case means for the page, seen by user `myId`. */
export function caseEventEffect(event: CaseEvent, myId: number): CaseEventEffect {
  const payload = event.payload ?? {};
  switch (event.type) {
    case 'case.locked':
    case 'case.lockTakenOver': {
      const holderId = typeof payload.userId === 'number' ? payload.userId : null;
      const lock: CaseLockState = {
        locked: true,
        lockedBy: typeof payload.email === 'string' ? payload.email : null,
        holderId,
        mine: holderId === myId,
        expiresAt: typeof payload.expiresAt === 'string' ? payload.expiresAt : null,
      };
      const takenFromMe =
        event.type === 'case.lockTakenOver' && payload.previousUserId === myId && holderId !== myId
          ? lock.lockedBy
          : null;
      return { kind: 'lock', lock, takenFromMe, refetch: event.type === 'case.lockTakenOver' };
    }
    case 'case.unlocked':
    case 'case.lockExpired':
      return { kind: 'lock', lock: UNLOCKED, takenFromMe: null, refetch: false };
    case 'case.presence':
      return {
        kind: 'viewers',
        viewers: Array.isArray(payload.viewers) ? (payload.viewers as CaseViewer[]) : [],
      };
    case 'case.changed':
    case 'resync':
      return { kind: 'refetch' };
    default:
      return { kind: 'none' };
  }
}

/** The list-level lock signal: the new holder's e-mail of `caseNumber`, or null when it became free. */
export function listLockChange(event: CaseEvent): { caseNumber: number; lockedBy: string | null } | null {
  const payload = event.payload ?? {};
  if (typeof payload.caseNumber !== 'number') return null;
  if (event.type === 'case.locked' || event.type === 'case.lockTakenOver') {
    return {
      caseNumber: payload.caseNumber,
      lockedBy: typeof payload.email === 'string' ? payload.email : null,
    };
  }
  if (event.type === 'case.unlocked' || event.type === 'case.lockExpired') {
    return { caseNumber: payload.caseNumber, lockedBy: null };
  }
  return null;
}

/** The list-level viewer signal: the new viewers of `caseNumber` ('case.presence'), or null for other events. */
export function listViewersChange(event: CaseEvent): { caseNumber: number; viewers: CaseViewer[] } | null {
  const payload = event.payload ?? {};
  if (event.type !== 'case.presence' || typeof payload.caseNumber !== 'number') return null;
  return {
    caseNumber: payload.caseNumber,
    viewers: Array.isArray(payload.viewers) ? (payload.viewers as CaseViewer[]) : [],
  };
}

/** One id per browser tab, so the server counts a user's tabs apart. */
export const TAB_CLIENT_ID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function parseCaseNumber(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const value = Number(param);
  return value > 0 ? value : null;
}
