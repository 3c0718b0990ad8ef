import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  isoDay,
  MOVE_CHECK_TEXTS,
  MOVE_TEXTS,
  type MoveCheck,
  type MoveChoices,
  moveStatusLines,
  type OperationHandler,
  planFingerprint,
  planMove,
  withBillingEffect,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../../adapters/adapters.ts';
import { createCaller } from '../../index.ts';
import { runDueFollowUps } from '../../jobs/run-due-follow-ups.ts';
import { type CookieJar, createTestContext } from '../../testing/context.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  signInOperationUser,
} from '../testing/operation-database.ts';
import { createTableMoveCheck, type MoveCheckAdapter } from './move-check-adapter.ts';
import { createMoveFixture } from './move-fixtures.ts';

let db: TestDatabase;
let caller: OperationCaller;
let handler: OperationHandler;

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller, handler } = await signInOperationUser(db.prisma));
});
afterAll(async () => {
  await db?.drop();
});

const moveDate = () => addDays(isoDay(), 7);

type MoveFixture = Awaited<ReturnType<typeof createMoveFixture>>;

/** Choices moving the fixture's agreement a week ahead to one of its addresses, under that address's main agreement unless told. */
function moveTo(
  fixture: MoveFixture,
  address: keyof MoveFixture['addresses'],
  flags: Pick<MoveChoices, 'updateAddresses' | 'sendConfirmation'>,
  main: keyof MoveFixture['mainAgreements'] = address as keyof MoveFixture['mainAgreements'],
): MoveChoices {
  return {
    addressId: fixture.addresses[address],
    mainAgreementNumber: fixture.mainAgreements[main].number,
    moveDate: moveDate(),
    replacements: [],
    ...flags,
  };
}

/** What the form does: the check for the chosen address, the context, the plan and its fingerprint. */
async function preview(agreementNumber: number, choices: MoveChoices) {
  const check: MoveCheck = await caller.agreements.moveCheck({
    agreementNumber,
    addressId: choices.addressId,
    mainAgreementNumber: choices.mainAgreementNumber ?? 0,
  });
  const { context, today } = await caller.agreements.operationContext({ agreementNumber });
  const outcome = withBillingEffect(planMove(context, choices, check, today, handler), context, today);
  return { check, outcome, planFingerprint: outcome.ok ? planFingerprint(outcome.plan) : '0123456789abcdef' };
}

/** A signed-in agent on a server whose move check is `moveCheck`, timed out after `timeoutMs`. */
async function callerWithMoveCheck(moveCheck: MoveCheckAdapter, timeoutMs: number) {
  const { user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
  const jar: CookieJar = { token: null };
  const adapters = createAdapters(db.prisma, { latencyMs: 0, timeoutMs }, { moveCheck });
  const agent = createCaller(createTestContext(db.prisma, jar, { adapters }));
  await agent.auth.login({ username: user.username, password: user.password });
  return agent;
}

async function counts(customerId: number) {
  return {
    agreements: await db.prisma.agreement.count({ where: { customerId } }),
    rows: await db.prisma.agreementRow.count({ where: { agreement: { customerId } } }),
    endedRows: await db.prisma.agreementRow.count({
      where: { agreement: { customerId }, endDate: { not: null } },
    }),
    emails: await db.prisma.customerEmail.count({ where: { customerId } }),
    audits: await db.prisma.auditEntry.count({ where: { action: 'agreement.move' } }),
  };
}

describe('agreements.moveAddress and moveCheck (the move check adapter on our tables)', () => {
  it('finds an address by id with its main agreements, and says when there is none', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const hit = await caller.agreements.moveAddress({ addressId: fixture.addresses.sameNetwork });
    expect(hit.mainAgreements.map((main) => main.number)).toEqual([
      fixture.mainAgreements.sameNetwork.number,
      fixture.mainAgreements.newNetwork.number,
    ]);
    await expect(caller.agreements.moveAddress({ addressId: '99999999999' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: MOVE_CHECK_TEXTS.addressNotFound,
    });
    await expect(caller.agreements.moveAddress({ addressId: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('reports the failures and statuses of the move check', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const agreementNumber = fixture.agreement.agreementNumber;
    const check = (addressId: string, mainAgreementNumber: number) =>
      caller.agreements.moveCheck({ agreementNumber, addressId, mainAgreementNumber });
    expect(
      (await check(fixture.addresses.noAccess, fixture.mainAgreements.sameNetwork.number)).statuses,
    ).toEqual([
      { description: MOVE_CHECK_TEXTS.addressNotUnderMainAgreement, movable: false, replacement: null },
    ]);
    expect((await check(fixture.addresses.sameNetwork, 1)).statuses).toEqual([
      { description: MOVE_CHECK_TEXTS.mainAgreementNotFound, movable: false, replacement: null },
    ]);
    const coax = await check(fixture.addresses.coaxOnly, fixture.mainAgreements.coaxOnly.number);
    expect(coax.statuses.map((status) => [status.description, status.movable])).toContainEqual([
      MOVE_CHECK_TEXTS.productNotInNetwork,
      false,
    ]);
    const other = await check(fixture.addresses.sameNetwork, fixture.mainAgreements.newNetwork.number);
    const replacement = other.statuses.find((status) => status.replacement)?.replacement;
    expect(replacement?.existingProductNumber).toBe('BAS250');
    expect(replacement?.offers.map((offer) => offer.productNumber)).toContain('BAS500');
  });

  it("offers a private customer's replacements from the private services only, a business customer's at business prices", async () => {
    const fixture = await createMoveFixture(db.prisma);
    const offers = async () => {
      const check = await caller.agreements.moveCheck({
        agreementNumber: fixture.agreement.agreementNumber,
        addressId: fixture.addresses.sameNetwork,
        mainAgreementNumber: fixture.mainAgreements.newNetwork.number,
      });
      return check.statuses.find((status) => status.replacement)?.replacement?.offers ?? [];
    };
    expect((await offers()).map((offer) => [offer.productNumber, offer.price])).toEqual([
      ['BAS100', 349],
      ['BAS500', 449],
      ['BASIP1000', 549],
    ]);
    await db.prisma.customer.update({
      where: { id: fixture.customer.id },
      data: { customerType: 'BUSINESS' },
    });
    expect((await offers()).map((offer) => offer.productNumber)).toEqual([
      'BAS100',
      'BAS500',
      'BASIP1000',
      'FORETAGBB',
    ]);
    expect((await offers()).find((offer) => offer.productNumber === 'FORETAGBB')?.price).toBe(636);
  });
});

describe('agreements.move', () => {
  it('moves the services to a new agreement at the new address with the moving fee, case 137, the e-mail, audit and live events', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const agreementNumber = fixture.agreement.agreementNumber;
    const choices: MoveChoices = moveTo(fixture, 'sameNetwork', {
      updateAddresses: true,
      sendConfirmation: true,
    });
    const { planFingerprint: fingerprint } = await preview(agreementNumber, choices);
    const result = await caller.agreements.move({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint: fingerprint,
      choices,
    });

    expect(result.confirmation).toBe('SENT');
    const newNumber = result.targetAgreementNumber!;
    const created = await db.prisma.agreement.findUniqueOrThrow({
      where: { agreementNumber: newNumber },
      include: { rows: { orderBy: { rowNumber: 'asc' } }, mainAgreement: true },
    });
    expect(created).toMatchObject({
      customerId: fixture.customer.id,
      addressId: fixture.addresses.sameNetwork,
      deliveryAddress: 'Nya vägen 1',
      deliveryCity: 'Göteborg',
      mainCentral: 'GBG-Centrum',
    });
    expect(created.mainAgreement?.number).toBe(fixture.mainAgreements.sameNetwork.number);
    expect(created.rows.map((row) => row.productNumber)).toEqual(['BAS250', 'TVSTART', 'FLYTT']);
    const fee = created.rows[2]!;
    expect(fee).toMatchObject({
      productName: 'Flyttavgift',
      invoiceCode: 2,
      priceList: 31,
      quantity: 1,
      type: 'EXTRA_BILLING',
      sellerNumber: handler.employeeNumber,
    });
    expect(Number(fee.price)).toBe(150);
    for (const row of created.rows) expect(isoDay(row.startDate!)).toBe(choices.moveDate);

    const oldRows = await db.prisma.agreementRow.findMany({
      where: { agreementId: fixture.agreement.id, endDate: null },
    });
    expect(oldRows).toEqual([]);
    const ended = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: fixture.tvRowId } });
    expect(isoDay(ended.endDate!)).toBe(addDays(choices.moveDate, -1));

    const item = await db.prisma.case.findUniqueOrThrow({
      where: { number: result.caseNumbers[0] },
      include: { relation: true },
    });
    expect(item).toMatchObject({ typeId: 137, ownerGroupId: 42, status: 'IN_PROGRESS', priority: 'LOWEST' });
    expect(item.relation?.customerNumber).toBe(fixture.customer.customerNumber);
    const email = await db.prisma.customerEmail.findFirstOrThrow({
      where: { customerId: fixture.customer.id, operation: 'move' },
    });
    expect(email).toMatchObject({ status: 'PENDING', recipient: 'karin.lindqvist@example.se' });
    // 'Uppdatera adresser': the customer lives at the old address until the move date.
    const deliveryAddress = async () =>
      (await db.prisma.customer.findUniqueOrThrow({ where: { id: fixture.customer.id } })).deliveryAddress;
    expect(await deliveryAddress()).toBe('Storgatan 12');
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.move', entityId: String(agreementNumber) },
    });
    expect(audit.details).toMatchObject({ targetAgreementNumber: newNumber, moveDate: choices.moveDate });
    const events = await db.prisma.event.findMany({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
      take: 2,
    });
    expect(
      events.map((event) => (event.payload as { agreementNumber: number }).agreementNumber).sort(),
    ).toEqual([agreementNumber, newNumber].sort());
    expect(MOVE_TEXTS.success(newNumber)).toBe(`Flytten genomfördes till avtal ${newNumber}.`);

    await runDueFollowUps(db.prisma, addDays(choices.moveDate, -1));
    expect(await deliveryAddress()).toBe('Storgatan 12');
    await runDueFollowUps(db.prisma, choices.moveDate);
    expect(await deliveryAddress()).toBe('Nya vägen 1');
    const moved = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'customer.moveAddress' } });
    expect(moved).toMatchObject({ customerId: fixture.customer.id, userId: expect.any(Number) });
    expect(moved.details).toMatchObject({
      agreementNumber,
      runOn: choices.moveDate,
      to: `Nya vägen 1, ${created.deliveryPostalCode} Göteborg`,
    });
  });

  it('needs a chosen broadband replacement on another network, and moves to it', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const agreementNumber = fixture.agreement.agreementNumber;
    const choices: MoveChoices = moveTo(
      fixture,
      'sameNetwork',
      { updateAddresses: false, sendConfirmation: false },
      'newNetwork',
    );
    const before = await counts(fixture.customer.id);
    await expect(
      caller.agreements.move({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MOVE_TEXTS.replacementRequired });
    // A business service is no replacement for a private customer, even sent past the form.
    await expect(
      caller.agreements.move({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: {
          ...choices,
          replacements: [{ existingProductNumber: 'BAS250', productNumber: 'FORETAGBB' }],
        },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MOVE_TEXTS.replacementRequired });
    expect(await counts(fixture.customer.id)).toEqual(before);

    const picked = {
      ...choices,
      replacements: [{ existingProductNumber: 'BAS250', productNumber: 'BAS500' }],
    };
    const { planFingerprint: fingerprint } = await preview(agreementNumber, picked);
    const result = await caller.agreements.move({
      requestId: randomUUID(),
      agreementNumber,
      planFingerprint: fingerprint,
      choices: picked,
    });
    const rows = await db.prisma.agreementRow.findMany({
      where: { agreement: { agreementNumber: result.targetAgreementNumber! } },
      orderBy: { rowNumber: 'asc' },
    });
    expect(rows.map((row) => row.productNumber)).toEqual(['BAS500', 'TVSTART', 'FLYTT']);
    expect(result.confirmation).toBe('NOT_ASKED');
    const customer = await db.prisma.customer.findUniqueOrThrow({ where: { id: fixture.customer.id } });
    expect(customer.deliveryAddress).toBe('Storgatan 12');
  });

  it('refuses a move that is not possible, too early, or to the current address, even past the form, and writes nothing', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const agreementNumber = fixture.agreement.agreementNumber;
    const base: MoveChoices = moveTo(fixture, 'coaxOnly', { updateAddresses: true, sendConfirmation: true });
    const before = await counts(fixture.customer.id);
    const attempt = (choices: MoveChoices) =>
      caller.agreements.move({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      });
    await expect(attempt(base)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: MOVE_TEXTS.notMovable,
    });
    await expect(
      attempt({
        ...base,
        addressId: fixture.addresses.sameNetwork,
        mainAgreementNumber: fixture.mainAgreements.sameNetwork.number,
        moveDate: isoDay(),
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: MOVE_TEXTS.moveDateTooEarly(addDays(isoDay(), 1)),
    });
    await expect(
      attempt({
        ...base,
        addressId: fixture.addresses.current,
        mainAgreementNumber: fixture.mainAgreements.current.number,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MOVE_TEXTS.notMovable });
    await expect(attempt({ ...base, addressId: '99999999999' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: MOVE_CHECK_TEXTS.addressNotFound,
    });
    await expect(attempt({ ...base, mainAgreementNumber: null })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await counts(fixture.customer.id)).toEqual(before);
  });

  it('refuses a plan that changed since the preview', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const agreementNumber = fixture.agreement.agreementNumber;
    const choices: MoveChoices = moveTo(fixture, 'sameNetwork', {
      updateAddresses: false,
      sendConfirmation: false,
    });
    const { planFingerprint: fingerprint } = await preview(agreementNumber, choices);
    await expect(
      caller.agreements.move({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: fingerprint,
        choices: { ...choices, moveDate: addDays(choices.moveDate, 1) },
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('acts once for five concurrent submits with the same request id', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const agreementNumber = fixture.agreement.agreementNumber;
    const choices: MoveChoices = moveTo(fixture, 'sameNetwork', {
      updateAddresses: false,
      sendConfirmation: true,
    });
    const { planFingerprint: fingerprint } = await preview(agreementNumber, choices);
    const before = await counts(fixture.customer.id);
    const requestId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        caller.agreements.move({ requestId, agreementNumber, planFingerprint: fingerprint, choices }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const after = await counts(fixture.customer.id);
    expect(after.agreements).toBe(before.agreements + 1);
    expect(after.emails).toBe(before.emails + 1);
    expect(after.audits).toBe(before.audits + 1);
  });

  it("says 'Något gick fel: …' when the move check does not answer, and writes nothing", async () => {
    const fixture = await createMoveFixture(db.prisma);
    const slow = await callerWithMoveCheck(
      { ...createTableMoveCheck(db.prisma), check: () => new Promise<never>(() => {}) },
      50,
    );
    const before = await counts(fixture.customer.id);
    await expect(
      slow.agreements.move({
        requestId: randomUUID(),
        agreementNumber: fixture.agreement.agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices: moveTo(fixture, 'sameNetwork', { updateAddresses: false, sendConfirmation: false }),
      }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Något gick fel: Inget svar inom 50 ms',
    });
    expect(await counts(fixture.customer.id)).toEqual(before);
  });

  it('refuses, naming the service, a move whose broadband needs a replacement the network offers none for', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const table = createTableMoveCheck(db.prisma);
    // The network answers that broadband needs a replacement in the new network, and has none to offer.
    const noOffers: MoveCheckAdapter = {
      ...table,
      check: async (input) => {
        const answer = await table.check(input);
        return {
          ...answer,
          statuses: answer.statuses.map((status) =>
            status.replacement ? { ...status, replacement: { ...status.replacement, offers: [] } } : status,
          ),
        };
      },
    };
    const agent = await callerWithMoveCheck(noOffers, 5000);
    const choices = moveTo(
      fixture,
      'sameNetwork',
      { updateAddresses: false, sendConfirmation: false },
      'newNetwork',
    );
    const check = await agent.agreements.moveCheck({
      agreementNumber: fixture.agreement.agreementNumber,
      addressId: choices.addressId,
      mainAgreementNumber: choices.mainAgreementNumber ?? 0,
    });
    expect(moveStatusLines(check.statuses)).toContainEqual({
      text: MOVE_CHECK_TEXTS.noReplacementOffered('Bredband 250/250'),
      movable: false,
    });
    const before = await counts(fixture.customer.id);
    await expect(
      agent.agreements.move({
        requestId: randomUUID(),
        agreementNumber: fixture.agreement.agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: MOVE_TEXTS.notMovable,
      cause: { fieldErrors: { replacements: [MOVE_CHECK_TEXTS.noReplacementOffered('Bredband 250/250')] } },
    });
    expect(await counts(fixture.customer.id)).toEqual(before);
  });

  it('is forbidden to a user who may only read the customer view, changing nothing', async () => {
    const fixture = await createMoveFixture(db.prisma);
    const choices: MoveChoices = moveTo(fixture, 'sameNetwork', {
      updateAddresses: true,
      sendConfirmation: true,
    });
    const { planFingerprint } = await preview(fixture.agreement.agreementNumber, choices);
    const before = await counts(fixture.customer.id);
    const { caller: reader } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(
      reader.agreements.move({
        requestId: randomUUID(),
        agreementNumber: fixture.agreement.agreementNumber,
        planFingerprint,
        choices,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await counts(fixture.customer.id)).toEqual(before);
  });
});
