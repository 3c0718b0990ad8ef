import type { RawExecutor } from './bulk-insert.ts';

/** Lock key for pg_advisory_xact_lock, so two processes never seed at the same time. */
const SEED_LOCK_KEY = 74_616_001;

/** Waits until no other transaction seeds, and holds the lock until this transaction ends. */
export async function lockSeeding(tx: RawExecutor): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}
