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

describe('customers.updateSecurityClass', () => {
  it('stores the class as its three flags and the nix code, with an audit row', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    await caller.customers.updateSecurityClass({
      customerNumber: customer.customerNumber,
      securityClass: 3,
      nixCode: 7,
    });

    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(stored).toMatchObject({
      protectedIdentity: true,
      hasTrustee: false,
      creditCheckDone: true,
      nixCode: 'ALL',
    });
    const view = await caller.customers.byNumber({ customerNumber: customer.customerNumber });
    expect(view).toMatchObject({ securityClass: 3, nixCodeNumber: 7 });
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'customer.updateSecurityClass', entityId: String(customer.customerNumber) },
      }),
    ).toBe(1);
  });

  it('keeps the flags the shown class hides when only the nix code changes', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    await db.prisma.customer.update({
      where: { id: customer.id },
      data: { hasTrustee: true, protectedIdentity: true, creditCheckDone: false },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    // Shown as class 1 ('God man'); the protected identity and the missing credit check stay as they were.
    await caller.customers.updateSecurityClass({
      customerNumber: customer.customerNumber,
      securityClass: 1,
      nixCode: 7,
    });
    expect(await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({
      hasTrustee: true,
      protectedIdentity: true,
      creditCheckDone: false,
      nixCode: 'ALL',
    });
  });

  it('refuses an out-of-range value and an unchanged save, changing nothing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const before = await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });

    await expect(
      caller.customers.updateSecurityClass({
        customerNumber: customer.customerNumber,
        securityClass: 4 as never,
        nixCode: 0,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.customers.updateSecurityClass({
        customerNumber: customer.customerNumber,
        securityClass: 0,
        nixCode: 9,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.customers.updateSecurityClass({
        customerNumber: customer.customerNumber,
        securityClass: 0,
        nixCode: 0,
      }),
    ).rejects.toMatchObject({ message: 'Inga ändringar att spara' });

    expect(await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } })).toEqual(before);
    expect(await db.prisma.auditEntry.count({ where: { entityId: String(customer.customerNumber) } })).toBe(
      0,
    );
  });
});
