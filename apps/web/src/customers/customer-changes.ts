import { useState, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { type CustomerChange, isNewerEvent } from './customer-live-model.ts';

/**
 * The changes the open customer views received (useCustomerLive records them), for the forms on those views:
 * the newest change per customer and per agreement, and the newest event id seen at all (where a form that
 * opens now stands).
 */
const byCustomer = new Map<number, CustomerChange>();
/** The newest change per agreement and actor (a form asks for changes by others than its user). */
const byAgreement = new Map<number, Map<number | null, CustomerChange>>();
let newestSeen: string | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The view is up to date up to this event id (its read of the customer, then each event it receives). */
export function recordEventSeen(eventId: string | null): void {
  if (eventId !== null && isNewerEvent(eventId, newestSeen)) newestSeen = eventId;
}

export function recordCustomerChange(change: CustomerChange): void {
  recordEventSeen(change.eventId);
  byCustomer.set(change.customerNumber, change);
  if (change.agreementNumber !== null) {
    // A new map, so the store's snapshot changes (useSyncExternalStore compares by identity).
    const byActor = new Map(byAgreement.get(change.agreementNumber));
    byActor.set(change.actorId, change);
    byAgreement.set(change.agreementNumber, byActor);
  }
  notify();
}

// The server renders a first screen before any view received a change (ssr/render-first-screen.tsx).
const noChangeOnServer = () => null;
const noChangesOnServer = () => undefined;

/** The newest change of the customer its open view received, or null. */
export function useLastCustomerChange(customerNumber: number): CustomerChange | null {
  return useSyncExternalStore(subscribe, () => byCustomer.get(customerNumber) ?? null, noChangeOnServer);
}

/**
 * The newest change someone else made to the agreement after `openedAtEventId` (by default: where the view
 * stood when the calling form mounted), or null. An operation form shows AGREEMENT_CHANGED_NOTICE then: its
 * preview was recomputed from the changed agreement.
 */
export function useAgreementChangedSince(
  agreementNumber: number,
  openedAtEventId?: string | null,
): CustomerChange | null {
  const me = useCurrentUser();
  const [openedAt] = useState(() => openedAtEventId ?? newestSeen);
  const changes = useSyncExternalStore(subscribe, () => byAgreement.get(agreementNumber), noChangesOnServer);
  let newest: CustomerChange | null = null;
  for (const change of changes?.values() ?? []) {
    if (change.actorId === me.id || !isNewerEvent(change.eventId, openedAt)) continue;
    if (!newest || isNewerEvent(change.eventId, newest.eventId)) newest = change;
  }
  return newest;
}

/** Tests: forget everything recorded. */
export function resetCustomerChanges(): void {
  byCustomer.clear();
  byAgreement.clear();
  newestSeen = null;
  notify();
}
