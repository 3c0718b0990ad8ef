/** A colleague as the recipient list (`messages.recipients`) returns them. */
export interface Colleague {
  id: number;
  name: string;
  email: string;
}

/**
 * The colleague a typed 'Namn eller e-post' means: an exact e-mail or name (any case) in the list, else, when
 * `answered` (the list is the server's answer for exactly this text), its only entry. Null otherwise.
 */
export function pickColleague<T extends Colleague>(
  typed: string,
  colleagues: readonly T[] | undefined,
  answered: boolean,
): T | null {
  const text = typed.trim().toLowerCase();
  if (!text || !colleagues) return null;
  const exact = colleagues.find(
    (user) => user.email.toLowerCase() === text || user.name.toLowerCase() === text,
  );
  if (exact) return exact;
  return answered && colleagues.length === 1 ? (colleagues[0] ?? null) : null;
}
