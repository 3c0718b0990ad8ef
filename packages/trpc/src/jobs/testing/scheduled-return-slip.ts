import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@sappis/db';
import { addDays, isoDay, operationHandlerOf, planReturnCase, type ReturnCaseChoices } from '@sappis/shared';
import { addServiceRow } from '../../agreements/testing/agreement-rows.ts';
import { type OperationCaller, previewOperation } from '../../agreements/testing/operation-database.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import type { signInTestUser } from '../../testing/signed-in.ts';

/**
 * A new customer whose hired box is returned through agreements.createReturnCase (Ånger): the slip with its
 * FRAKTRETUR fee row is a follow-up due on `slipDay`.
 */
export async function createScheduledReturnSlip(
  prisma: PrismaClient,
  signedIn: Awaited<ReturnType<typeof signInTestUser>>,
) {
  const caller: OperationCaller = signedIn.caller;
  const { agreement } = await createTestCustomer(prisma);
  const box = await addServiceRow(prisma, agreement.id, {
    type: 'HARDWARE',
    productNumber: 'BOX019',
    productName: 'Hyrbox 4K',
    price: '49.00',
    card: 1,
  });
  const returnDate = addDays(isoDay(), 20);
  const choices: ReturnCaseChoices = {
    reason: 'REGRET',
    hardwareType: 'TV',
    oldRowIds: [box.id],
    newProductNumbers: [],
    description: 'Kunden ångrar köpet',
    returnDate,
    parentCaseNumber: null,
  };
  const handler = operationHandlerOf(signedIn.user);
  const { planFingerprint } = await previewOperation(caller, agreement.agreementNumber, (context, today) =>
    planReturnCase(context, choices, today, handler),
  );
  await caller.agreements.createReturnCase({
    requestId: randomUUID(),
    agreementNumber: agreement.agreementNumber,
    planFingerprint,
    choices,
  });
  return { agreement, slipDay: addDays(returnDate, -7) };
}
