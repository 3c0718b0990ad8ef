import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const call = (journalNumber: string, period: string, startedAt: string, minutes: string, amount: string) => ({
  journalNumber,
  period,
  phoneNumber: '031-123456',
  startedAt: new Date(startedAt),
  startCost: '0.49',
  callType: 'Fast',
  minutes,
  amount,
});

async function agreementWithCalls() {
  const { agreement } = await createTestCustomer(db.prisma);
  await db.prisma.phoneRecord.createMany({
    data: [
      call('J2025090001', '2025-09', '2025-09-03T10:00:00Z', '12.10', '4.00'),
      call('J2025100001', '2025-10', '2025-10-05T09:30:00Z', '3.30', '1.45'),
      call('J2025100001', '2025-10', '2025-10-02T18:15:00Z', '10.20', '3.45'),
      { ...call('J2025100001', '2025-10', '2025-10-09T08:00:00Z', '0.10', '0.79'), callType: 'Mobil' },
    ].map((record) => ({ ...record, agreementId: agreement.id })),
  });
  return agreement;
}

describe('telephony', () => {
  it('lists the periods newest first and specifies one with its sums', async () => {
    const agreement = await agreementWithCalls();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    expect(await caller.telephony.periods({ agreementNumber: agreement.agreementNumber })).toEqual([
      { journalNumber: 'J2025100001', period: '2025-10', calls: 3 },
      { journalNumber: 'J2025090001', period: '2025-09', calls: 1 },
    ]);

    const spec = await caller.telephony.specification({
      agreementNumber: agreement.agreementNumber,
      journalNumber: 'J2025100001',
    });
    expect(spec.period).toBe('2025-10');
    expect(spec.records.map((record) => record.startedAt)).toEqual([
      '2025-10-02T18:15:00.000Z',
      '2025-10-05T09:30:00.000Z',
      '2025-10-09T08:00:00.000Z',
    ]);
    expect(spec.records[2]).toEqual({
      phoneNumber: '031-123456',
      startedAt: '2025-10-09T08:00:00.000Z',
      startCost: 0.49,
      callType: 'Mobil',
      minutes: 0.1,
      amount: 0.79,
    });
    // 0.1 + 0.2 style sums are exact: added up as decimals in the database.
    expect(spec.sums).toEqual({ calls: 3, minutes: 13.6, startCost: 1.47, amount: 5.69 });
  });

  it('answers an empty period with zero sums, and says an unknown agreement was not found', async () => {
    const agreement = await agreementWithCalls();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    expect(
      await caller.telephony.specification({
        agreementNumber: agreement.agreementNumber,
        journalNumber: 'X',
      }),
    ).toEqual({
      journalNumber: 'X',
      period: null,
      records: [],
      sums: { calls: 0, minutes: 0, startCost: 0, amount: 0 },
    });
    await expect(caller.telephony.periods({ agreementNumber: 42 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Avtalet finns inte',
    });
  });
});
