import { randomInt } from 'node:crypto';
import type { Prisma, PrismaClient } from '@sappis/db';
import { OTP_DIGITS, OTP_VALID_SECONDS } from '@sappis/shared';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { AppError } from '../errors.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from './customer-password.ts';

/** scrypt at a low cost: the code lives 30 seconds, and the hash must not cost a request its latency. */
const OTP_HASH_COST = { N: 1024, r: 8, p: 1 };

export type IssuedOtp = {
  otp: string;
  issuedAt: string;
  expiresAt: string;
};

/**
 * 'Skapa engångslösenord' (document 3 section 7 'Create OTP': otp, issuedAt, expiresAt), in the caller's
 * transaction: a random 6-digit code valid 30 seconds, stored only as a hash; the customer's earlier codes
 * are removed (one valid code at a time). Audited without the code.
 */
export async function issueOneTimePassword(
  tx: Prisma.TransactionClient,
  args: { customerNumber: number; actorId: number; now: Date },
): Promise<IssuedOtp> {
  const customer = await tx.customer.findUnique({
    where: { customerNumber: args.customerNumber },
    select: { id: true },
  });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const otp = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const expiresAt = new Date(args.now.getTime() + OTP_VALID_SECONDS * 1000);
  await tx.oneTimePassword.deleteMany({ where: { customerId: customer.id } });
  await tx.oneTimePassword.create({
    data: {
      customerId: customer.id,
      otpHash: await hashPassword(otp, OTP_HASH_COST),
      issuedAt: args.now,
      expiresAt,
    },
  });
  await tx.auditEntry.create({
    data: {
      userId: args.actorId,
      action: 'customer.createOtp',
      entityType: 'Customer',
      entityId: String(args.customerNumber),
      customerId: customer.id,
      details: { expiresAt: expiresAt.toISOString() },
    },
  });
  return { otp, issuedAt: args.now.toISOString(), expiresAt: expiresAt.toISOString() };
}

/**
 * Signs a customer in with a one-time password (for the customer-facing login): true once for a code that
 * matches and has not expired; the code is deleted in the same statement that claims it, so a second use,
 * also a concurrent one, is false. Expired codes of the customer are removed on the way.
 */
export async function redeemOneTimePassword(
  prisma: PrismaClient,
  args: { customerNumber: number; otp: string; now: Date },
): Promise<boolean> {
  const customer = await prisma.customer.findUnique({
    where: { customerNumber: args.customerNumber },
    select: { id: true },
  });
  if (!customer) return false;
  await prisma.oneTimePassword.deleteMany({
    where: { customerId: customer.id, expiresAt: { lte: args.now } },
  });
  const candidates = await prisma.oneTimePassword.findMany({
    where: { customerId: customer.id, expiresAt: { gt: args.now } },
  });
  for (const candidate of candidates) {
    if (!(await verifyPassword(args.otp, candidate.otpHash))) continue;
    const { count } = await prisma.oneTimePassword.deleteMany({ where: { id: candidate.id } });
    return count === 1;
  }
  return false;
}
