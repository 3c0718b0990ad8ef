import type { PrismaClient } from '@sappis/db';

/** One outside system: its Swedish name (in errors), its usual timeout, and its default implementation. */
export interface AdapterDefinition<T> {
  system: string;
  timeoutMs: number;
  /** The default: backed by our own tables, so the whole flow works on one machine. */
  createDefault(prisma: PrismaClient): T;
}
