import type { Viewer } from '@/presence/presence-model.ts';

/** A live event as the customer view receives it (`customers.onChanged`). */
export interface CustomerEvent {
  id: string;
  type: string;
  payload?: Record<string, unknown>;
}

/** A committed change to the customer, one of its agreements or rows ('customer.changed'). */
export interface CustomerChange {
  eventId: string;
  customerNumber: number;
  /** The agreement changed, or null for the customer itself. */
  agreementNumber: number | null;
  /** Who changed it. */
  actorId: number | null;
  /** What changed (the server's action name, e.g. 'customer.updateDetails'). */
  change: string;
}

export type CustomerEventEffect =
  | { kind: 'changed'; change: CustomerChange }
  | { kind: 'viewers'; viewers: Viewer[] }
  /** A memo was saved somewhere: refetch what shows memos. */
  | { kind: 'memos' }
  /** The client was further behind than the server keeps events: refetch everything of the customer. */
  | { kind: 'resync' }
  | { kind: 'none' };

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** What an event of the open customer view means for the page. */
export function customerEventEffect(event: CustomerEvent): CustomerEventEffect {
  const payload = event.payload ?? {};
  switch (event.type) {
    case 'customer.changed': {
      const customerNumber = numberOrNull(payload.customerNumber);
      if (customerNumber === null) return { kind: 'none' };
      return {
        kind: 'changed',
        change: {
          eventId: event.id,
          customerNumber,
          agreementNumber: numberOrNull(payload.agreementNumber),
          actorId: numberOrNull(payload.actorId),
          change: typeof payload.change === 'string' ? payload.change : '',
        },
      };
    }
    case 'customer.presence':
      return {
        kind: 'viewers',
        viewers: Array.isArray(payload.viewers) ? (payload.viewers as Viewer[]) : [],
      };
    case 'memo.changed':
      return { kind: 'memos' };
    case 'resync':
      return { kind: 'resync' };
    default:
      return { kind: 'none' };
  }
}

/** Event ids are decimal strings of 64-bit integers: compared as such. */
export function isNewerEvent(id: string, than: string | null): boolean {
  if (than === null) return true;
  return id.length === than.length ? id > than : id.length > than.length;
}

/** The ids of the rows of the changed agreement (of every agreement for a change of the customer itself). */
export function rowIdsOf(
  agreements: readonly { agreementNumber: number; rows: readonly { id: number }[] }[],
  agreementNumber: number | null,
): number[] {
  return agreements
    .filter((agreement) => agreementNumber === null || agreement.agreementNumber === agreementNumber)
    .flatMap((agreement) => agreement.rows.map((row) => row.id));
}
