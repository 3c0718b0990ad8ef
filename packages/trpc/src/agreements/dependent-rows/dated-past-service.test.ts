import { randomUUID } from 'node:crypto';
import { seedDemo } from '@sappis/db/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  DEPENDENT_ROWS_TEXTS,
  type EditRowDatesChoices,
  lastDayOfMonth,
  type OperationContext,
  planEditRowDates,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OperationCaller,
  previewOperation,
  signInOperationUser,
} from '../testing/operation-database.ts';

/** 100013's broadband agreement: BAS250 with its hire router BRED009 and Säker surf, all ending the same day. */
const BROADBAND = 1000131;
const ROUTER = 'Hyrrouter Wi-Fi 6 Mesh';

let db: TestDatabase;
let agent: OperationCaller;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.prisma, { hashPassword: async (password) => `test$${password}`, customers: 13 });
  ({ caller: agent } = await signInOperationUser(db.prisma));
}, 180_000);
afterAll(async () => {
  await db?.drop();
});

const rowOf = (context: OperationContext, productNumber: string) => {
  const row = context.agreement.rows.find((candidate) => candidate.productNumber === productNumber);
  if (!row) throw new Error(`${productNumber} missing on ${BROADBAND}`);
  return row;
};
const contextOf = async () =>
  (await agent.agreements.operationContext({ agreementNumber: BROADBAND })).context;
const edit = (choices: EditRowDatesChoices, planFingerprint: string) =>
  agent.agreements.editRowDates({
    requestId: randomUUID(),
    agreementNumber: BROADBAND,
    planFingerprint,
    choices,
  });

describe("'Ändra datum' on 100013's router past the end of its broadband (1000131)", () => {
  it('asks why, records the keep on the row, and a later operation does not list the router again', async () => {
    const before = await contextOf();
    const broadbandEnd = rowOf(before, 'BAS250').endDate!;
    const router = rowOf(before, 'BRED009');
    // The agent lets the router bill two months past the broadband.
    const endDate = lastDayOfMonth(broadbandEnd, 2);
    const choices = { rowId: router.id, startDate: router.startDate!, endDate };
    const reason = 'Kunden köper routern när bindningen löpt ut';

    // Without a reason the form's plan asks for one, and the server refuses it the same, writing nothing.
    const asked = planEditRowDates(
      before,
      choices,
      (await agent.agreements.operationContext({ agreementNumber: BROADBAND })).today,
    );
    expect(asked).toMatchObject({
      ok: false,
      refusals: { keepRows: [DEPENDENT_ROWS_TEXTS.datedRequired(ROUTER)] },
      dependentRows: [
        { rowId: router.id, datedWithoutServiceFrom: addDays(broadbandEnd, 1), keptReason: '' },
      ],
    });
    const answered = { ...choices, keepRows: [{ rowId: router.id, reason }] };
    const preview = await previewOperation(agent, BROADBAND, (context, today) =>
      planEditRowDates(context, answered, today),
    );
    await expect(edit(choices, preview.planFingerprint)).rejects.toThrow(
      DEPENDENT_ROWS_TEXTS.datedRequired(ROUTER),
    );
    expect(rowOf(await contextOf(), 'BRED009')).toMatchObject({
      endDate: router.endDate,
      keptWithoutService: null,
    });

    // With it: the router runs to the agent's date, and the keep is on the row like an untick's.
    expect(preview.plan.dependentRows).toEqual([
      expect.objectContaining({ rowId: router.id, keptReason: reason }),
    ]);
    await edit(answered, preview.planFingerprint);
    const after = await contextOf();
    expect(rowOf(after, 'BRED009')).toMatchObject({ endDate, keptWithoutService: reason });

    // A later 'Ändra datum' of the broadband's end (ten days later) lists no row in 'Följer med tjänsten'.
    const broadband = rowOf(after, 'BAS250');
    const later = await previewOperation(agent, BROADBAND, (context, today) =>
      planEditRowDates(
        context,
        { rowId: broadband.id, startDate: broadband.startDate!, endDate: addDays(broadbandEnd, 10) },
        today,
      ),
    );
    expect(later.plan.dependentRows).toBeUndefined();
  });
});
