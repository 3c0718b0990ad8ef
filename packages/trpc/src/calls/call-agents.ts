import type { Prisma } from '@sappis/db';
import type { ExtensionMap } from './call-event-schema.ts';

export interface CallAgent {
  id: number;
  name: string;
}

/**
 * The active users a phone system names: each name is a username, an e-mail address (any case) or an extension of
 * the TELEPHONY_EXTENSIONS map. Names that match no active user are left out (the call is logged all the same).
 */
export async function agentsNamed(
  tx: Prisma.TransactionClient,
  names: readonly string[],
  extensions: ExtensionMap,
): Promise<CallAgent[]> {
  if (names.length === 0) return [];
  const wanted = names.map((name) => extensions.get(name) ?? name);
  const users = await tx.user.findMany({
    where: {
      active: true,
      OR: [
        { username: { in: wanted } },
        { email: { in: wanted.map((name) => name.toLowerCase()), mode: 'insensitive' } },
      ],
    },
    select: { id: true, firstName: true, lastName: true, username: true, email: true },
    orderBy: { id: 'asc' },
  });
  // In the order named: the first one named on 'answer' is who answered.
  const rank = (user: (typeof users)[number]) =>
    wanted.findIndex((name) => name === user.username || name.toLowerCase() === user.email.toLowerCase());
  return users
    .sort((a, b) => rank(a) - rank(b))
    .map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` }));
}
