import { Prisma, type PrismaClient } from '@sappis/db';
import type { WriteCall } from './adapter-call.ts';

/** How an answer is kept as JSON and read back (e.g. its dates). */
export interface AnswerCodec<A> {
  encode(answer: A): Prisma.InputJsonValue;
  decode(stored: Prisma.JsonValue): A;
}

/** An answer that is plain JSON already. */
export function jsonAnswer<A extends Prisma.InputJsonValue>(): AnswerCodec<A> {
  return { encode: (answer) => answer, decode: (stored) => stored as A };
}

/**
 * The write of a table-backed default adapter, once per idempotency key (adapter-call.ts). ONE transaction claims
 * the key of `name` (e.g. 'billingSync.syncAgreement'; a concurrent repeat waits for it), writes, and checks the
 * call's signal last: an abort before the commit (the guard's timeout, the caller's signal) rolls the write back.
 * A repeat of a key that committed answers with the stored first answer and writes nothing. Records are pruned
 * with the request ids (idempotency/prune-idempotent-requests.ts).
 */
export function rememberedWrite<A>(
  prisma: PrismaClient,
  name: string,
  call: WriteCall,
  codec: AnswerCodec<A>,
  write: (tx: Prisma.TransactionClient) => Promise<A>,
): Promise<A> {
  const claim = { call: name, key: call.idempotencyKey };
  return prisma.$transaction(async (tx) => {
    call.signal?.throwIfAborted();
    const { count } = await tx.adapterWrite.createMany({
      data: [{ ...claim, answer: Prisma.JsonNull }],
      skipDuplicates: true,
    });
    if (count === 0) {
      const stored = await tx.adapterWrite.findUniqueOrThrow({ where: { call_key: claim } });
      return codec.decode(stored.answer);
    }
    const answer = await write(tx);
    await tx.adapterWrite.update({ where: { call_key: claim }, data: { answer: codec.encode(answer) } });
    call.signal?.throwIfAborted();
    return answer;
  });
}
