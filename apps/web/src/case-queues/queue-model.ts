import type { CasePriorityKey } from '@sappis/shared/cases';

/** Page size asked for on a queue page. */
export const QUEUE_PAGE_SIZE = 25;

/** How long ago `createdAt` was, shortly: '45 min', '5 h', '3 d 4 h'. */
export function formatAge(createdAt: string | Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest > 0 && days < 10 ? `${days} d ${rest} h` : `${days} d`;
}

/** The order of `ids` with `id` moved one step up (-1) or down (+1); unchanged at the ends. */
export function moveInOrder(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const order = [...ids];
  order[from] = ids[to] as number;
  order[to] = id;
  return order;
}

/** Pill look of a priority: the two highest stand out. */
export function priorityPillVariant(priority: CasePriorityKey): 'destructive' | 'warning' | 'secondary' {
  if (priority === 'HIGHEST') return 'destructive';
  if (priority === 'HIGH') return 'warning';
  return 'secondary';
}

/** 'Låst av {email}' for the lock marker. */
export function lockedByText(email: string): string {
  return `Låst av ${email}`;
}
