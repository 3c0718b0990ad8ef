import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@sappis/db';
import { isoDay, lastDayOfMonth, operationHandlerOf, pauseStartOptions, planPause } from '@sappis/shared';
import { type OperationCaller, previewOperation } from '../../agreements/testing/operation-database.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import type { signInTestUser } from '../../testing/signed-in.ts';

/** A new customer whose broadband service was paused through agreements.pause; the follow-up's day is `resumesOn`. */
export async function createPausedAgreement(
  prisma: PrismaClient,
  signedIn: Awaited<ReturnType<typeof signInTestUser>>,
) {
  const caller: OperationCaller = signedIn.caller;
  const { agreement, service } = await createTestCustomer(prisma);
  const endDate = lastDayOfMonth(isoDay(), 1);
  const resumesOn = pauseStartOptions(endDate)[0]!;
  const choices = {
    rowIds: [service.id],
    endDate,
    startDate: resumesOn,
    description: 'Paus i test',
    feeInformed: true,
    sendConfirmation: false,
  };
  const handler = operationHandlerOf(signedIn.user);
  const { planFingerprint } = await previewOperation(caller, agreement.agreementNumber, (context, today) =>
    planPause(context, choices, today, handler),
  );
  await caller.agreements.pause({
    requestId: randomUUID(),
    agreementNumber: agreement.agreementNumber,
    planFingerprint,
    choices,
  });
  return { agreement, service, resumesOn };
}
