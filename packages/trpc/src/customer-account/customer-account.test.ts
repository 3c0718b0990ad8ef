import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { CUSTOMER_ACCOUNT_TEXTS, OTP_VALID_SECONDS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { redeemOneTimePassword } from './one-time-passwords.ts';

/** The customer's password and one-time passwords, through the real API and database. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('customerAccount.changePassword', () => {
  it('stores the new password hashed, audited without it', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await caller.customerAccount.changePassword({
      customerNumber: customer.customerNumber,
      passwords: { password: 'hemligt', confirmation: 'hemligt' },
    });
    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(stored.passwordHash).not.toContain('hemligt');
    expect(await verifyPassword('hemligt', stored.passwordHash!)).toBe(true);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'customer.changePassword', entityId: String(customer.customerNumber) },
    });
    expect(JSON.stringify(audit.details)).not.toContain('hemligt');
  });

  it('refuses a short password, differing entries and an unknown customer, changing nothing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const attempt = (customerNumber: number, password: string, confirmation: string) =>
      caller.customerAccount.changePassword({ customerNumber, passwords: { password, confirmation } });
    await expect(attempt(customer.customerNumber, 'ab', 'ab')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(attempt(customer.customerNumber, 'abcd', 'abce')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(CUSTOMER_ACCOUNT_TEXTS.passwordsDiffer),
    });
    await expect(attempt(999_999_991, 'abcd', 'abcd')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(stored.passwordHash).toBeNull();
  });

  it('is refused without the customer view groups', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(
      caller.customerAccount.changePassword({
        customerNumber: customer.customerNumber,
        passwords: { password: 'hemligt', confirmation: 'hemligt' },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      caller.customerAccount.createOtp({ requestId: randomUUID(), customerNumber: customer.customerNumber }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await db.prisma.oneTimePassword.count({ where: { customerId: customer.id } })).toBe(0);
  });
});

describe('customerAccount.createOtp', () => {
  it('issues a 6-digit code valid 30 s, stored hashed, that works once', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const issued = await caller.customerAccount.createOtp({
      requestId: randomUUID(),
      customerNumber: customer.customerNumber,
    });
    expect(issued.otp).toMatch(/^\d{6}$/);
    expect(Date.parse(issued.expiresAt) - Date.parse(issued.issuedAt)).toBe(OTP_VALID_SECONDS * 1000);
    const [stored] = await db.prisma.oneTimePassword.findMany({ where: { customerId: customer.id } });
    expect(stored?.otpHash).not.toContain(issued.otp);

    const now = new Date(Date.parse(issued.issuedAt) + 1_000);
    const redeem = (otp: string) =>
      redeemOneTimePassword(db.prisma, { customerNumber: customer.customerNumber, otp, now });
    const wrong = issued.otp === '000000' ? '000001' : '000000';
    expect(await redeem(wrong)).toBe(false);
    const [first, second] = await Promise.all([redeem(issued.otp), redeem(issued.otp)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await redeem(issued.otp)).toBe(false);
  });

  it('refuses an expired code and replaces the earlier code with a new one', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const first = await caller.customerAccount.createOtp({
      requestId: randomUUID(),
      customerNumber: customer.customerNumber,
    });
    const expired = new Date(Date.parse(first.expiresAt));
    expect(
      await redeemOneTimePassword(db.prisma, {
        customerNumber: customer.customerNumber,
        otp: first.otp,
        now: expired,
      }),
    ).toBe(false);
    expect(await db.prisma.oneTimePassword.count({ where: { customerId: customer.id } })).toBe(0);

    const second = await caller.customerAccount.createOtp({
      requestId: randomUUID(),
      customerNumber: customer.customerNumber,
    });
    const third = await caller.customerAccount.createOtp({
      requestId: randomUUID(),
      customerNumber: customer.customerNumber,
    });
    expect(await db.prisma.oneTimePassword.count({ where: { customerId: customer.id } })).toBe(1);
    const now = new Date(Date.parse(third.issuedAt) + 1_000);
    if (second.otp !== third.otp) {
      expect(
        await redeemOneTimePassword(db.prisma, {
          customerNumber: customer.customerNumber,
          otp: second.otp,
          now,
        }),
      ).toBe(false);
    }
    expect(
      await redeemOneTimePassword(db.prisma, {
        customerNumber: customer.customerNumber,
        otp: third.otp,
        now,
      }),
    ).toBe(true);
  });

  it('refuses an unknown customer, issuing nothing', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const before = await db.prisma.oneTimePassword.count();
    await expect(
      caller.customerAccount.createOtp({ requestId: randomUUID(), customerNumber: 999_999_992 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db.prisma.oneTimePassword.count()).toBe(before);
  });
});
