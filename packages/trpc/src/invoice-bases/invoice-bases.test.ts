import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { FILL_IN_EXPENSES_TEXT, INVOICE_BASIS_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/testing/pdf-text.ts';
import { createTestCase, createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { filledBasisFields } from './testing/basis-fields.ts';

let db: TestDatabase;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

beforeAll(async () => {
  db = await createTestDatabase();
  ({ caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'], firstName: 'Anna', lastName: 'Lind' }));
});
afterAll(async () => {
  await db?.drop();
});

/** A case of a new customer with one saved (ready) landlord basis. */
async function caseWithReadyBasis() {
  const { customer } = await createTestCustomer(db.prisma);
  const item = await createTestCase(db.prisma, { customerNumber: customer.customerNumber });
  const basis = await caller.invoiceBases.create({
    requestId: crypto.randomUUID(),
    caseNumber: item.number,
    customerType: 'LANDLORD',
    fields: filledBasisFields(),
  });
  return { item, basis, customer };
}

/** What a refused write must leave as it was. */
async function snapshot(caseId: number) {
  const [item, bases, expenses, logs, events, audits] = await Promise.all([
    db.prisma.case.findUniqueOrThrow({ where: { id: caseId } }),
    db.prisma.invoiceBasis.findMany({ where: { caseId }, orderBy: { id: 'asc' } }),
    db.prisma.invoiceBasisExpense.findMany({ where: { invoiceBasis: { caseId } }, orderBy: { id: 'asc' } }),
    db.prisma.caseLog.count({ where: { caseId } }),
    db.prisma.event.count({ where: { caseId } }),
    db.prisma.auditEntry.count(),
  ]);
  return { version: item.version, bases, expenses, logs, events, audits };
}

describe('invoice bases of a case', () => {
  it('prefills a new basis from the case, its customer and agreement', async () => {
    const { customer, agreement } = await createTestCustomer(db.prisma);
    const item = await createTestCase(db.prisma, { customerNumber: customer.customerNumber });
    const basis = await caller.invoiceBases.prefill({ caseNumber: item.number, customerType: 'CUSTOMER' });
    expect(basis).toMatchObject({
      customerType: 'CUSTOMER',
      customerNumber: customer.customerNumber,
      agreementNumber: agreement.agreementNumber,
      customerName: 'Karin Lindqvist',
      invoiceAddress: 'Storgatan 12, 41301 Göteborg',
      ourReference: 'Anna Lind',
      forwardBilling: null,
      invoiceAo: '',
      expenses: [],
    });
    const landlord = await caller.invoiceBases.prefill({ caseNumber: item.number, customerType: 'LANDLORD' });
    expect(landlord.customerNumber).toBeNull();
  });

  it('creates a ready basis with its totals, lists it and prints it', async () => {
    const { item, basis } = await caseWithReadyBasis();
    expect(basis).toMatchObject({ status: 'READY', total: 1870, caseNumber: item.number });
    expect(basis.expenses.map((expense) => expense.lineTotal)).toEqual([895, 975]);
    const listed = await caller.invoiceBases.list({ caseNumber: item.number });
    expect(listed.map((entry) => entry.id)).toEqual([basis.id]);
    const file = await caller.invoiceBases.pdf({ caseNumber: item.number, basisId: basis.id });
    const bytes = Buffer.from(file.contentBase64, 'base64');
    expect(bytes.toString('latin1').startsWith('%PDF-')).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain(`Sappa – Faktureringsunderlag ${basis.id}`);
    expect(text).toContain('Teknikerbesök');
    expect(text).toContain('Totalt: 1 870 kr');
  });

  it('refuses a save the rule blocks, and changes nothing', async () => {
    const item = await createTestCase(db.prisma);
    const before = await snapshot(item.id);
    await expect(
      caller.invoiceBases.create({
        requestId: crypto.randomUUID(),
        caseNumber: item.number,
        customerType: 'CUSTOMER',
        fields: filledBasisFields({ forwardBilling: null }),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(FILL_IN_EXPENSES_TEXT) });
    expect(await snapshot(item.id)).toEqual(before);
  });

  it('goes back to in progress, is edited, saved ready again and marked invoiced with a case log note', async () => {
    const { item, basis } = await caseWithReadyBasis();
    await caller.invoiceBases.reopen({ caseNumber: item.number, basisId: basis.id });
    const expenseId = basis.expenses[1]?.id ?? 0;
    await caller.invoiceBases.removeExpense({ caseNumber: item.number, basisId: basis.id, expenseId });
    const updated = await caller.invoiceBases.update({
      caseNumber: item.number,
      basisId: basis.id,
      fields: filledBasisFields({ expenses: [{ description: 'Teknikerbesök', quantity: 2, price: 895.5 }] }),
    });
    expect(updated).toMatchObject({ status: 'READY', total: 1791 });
    const result = await caller.invoiceBases.markInvoiced({
      caseNumber: item.number,
      basisId: basis.id,
      version: item.version,
    });
    expect(result.version).toBe(item.version + 1);
    const after = await snapshot(item.id);
    expect(after.bases[0]?.status).toBe('INVOICED');
    const log = await db.prisma.caseLog.findFirstOrThrow({ where: { caseId: item.id } });
    expect(log.message).toBe(INVOICE_BASIS_TEXTS.invoicedLog(basis.id, '1 791'));
    const events = await db.prisma.event.findMany({ where: { caseId: item.id } });
    expect(events.map((event) => event.type)).toContain('case.changed');
    const actions = await db.prisma.auditEntry.findMany({
      where: { entityType: 'InvoiceBasis', entityId: String(basis.id) },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((entry) => entry.action)).toEqual([
      'invoiceBasis.create',
      'invoiceBasis.reopen',
      'invoiceBasis.deleteExpense',
      'invoiceBasis.update',
      'invoiceBasis.markInvoiced',
    ]);
  });

  it('refuses a transition that skips a state, and changes nothing', async () => {
    const { item, basis } = await caseWithReadyBasis();
    await caller.invoiceBases.reopen({ caseNumber: item.number, basisId: basis.id });
    const before = await snapshot(item.id);
    await expect(
      caller.invoiceBases.markInvoiced({ caseNumber: item.number, basisId: basis.id, version: item.version }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: INVOICE_BASIS_TEXTS.notReady });
    expect(await snapshot(item.id)).toEqual(before);
  });

  it('refuses editing, deleting or reopening an invoiced basis, and changes nothing', async () => {
    const { item, basis } = await caseWithReadyBasis();
    await caller.invoiceBases.markInvoiced({
      caseNumber: item.number,
      basisId: basis.id,
      version: item.version,
    });
    const before = await snapshot(item.id);
    const ref = { caseNumber: item.number, basisId: basis.id };
    await expect(caller.invoiceBases.update({ ...ref, fields: filledBasisFields() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: INVOICE_BASIS_TEXTS.notEditable,
    });
    await expect(caller.invoiceBases.remove(ref)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      caller.invoiceBases.removeExpense({ ...ref, expenseId: basis.expenses[0]?.id ?? 0 }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller.invoiceBases.reopen(ref)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await snapshot(item.id)).toEqual(before);
  });

  it('refuses a basis of another case and printing one in progress', async () => {
    const { item, basis } = await caseWithReadyBasis();
    const other = await createTestCase(db.prisma);
    await expect(
      caller.invoiceBases.reopen({ caseNumber: other.number, basisId: basis.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await caller.invoiceBases.reopen({ caseNumber: item.number, basisId: basis.id });
    await expect(
      caller.invoiceBases.pdf({ caseNumber: item.number, basisId: basis.id }),
    ).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
    });
    await caller.invoiceBases.remove({ caseNumber: item.number, basisId: basis.id });
    expect(await caller.invoiceBases.list({ caseNumber: item.number })).toEqual([]);
  });

  it("refuses every write while someone else holds the case lock, and changes nothing; the holder's go through", async () => {
    const { item, basis } = await caseWithReadyBasis();
    const holder = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await holder.caller.caseLocks.acquire({ caseNumber: item.number });
    const before = await snapshot(item.id);
    const ref = { caseNumber: item.number, basisId: basis.id };
    const refused = { code: 'CONFLICT', message: `Ärendet är låst av: ${holder.user.email}` };
    await expect(caller.invoiceBases.reopen(ref)).rejects.toMatchObject(refused);
    await expect(caller.invoiceBases.markInvoiced({ ...ref, version: before.version })).rejects.toMatchObject(
      refused,
    );
    await expect(
      caller.invoiceBases.create({
        requestId: crypto.randomUUID(),
        caseNumber: item.number,
        customerType: 'CUSTOMER',
        fields: filledBasisFields(),
      }),
    ).rejects.toMatchObject(refused);
    expect(await snapshot(item.id)).toEqual(before);

    await holder.caller.invoiceBases.reopen(ref);
    const expenseId = before.expenses[0]?.id ?? 0;
    await expect(caller.invoiceBases.update({ ...ref, fields: filledBasisFields() })).rejects.toMatchObject(
      refused,
    );
    await expect(caller.invoiceBases.removeExpense({ ...ref, expenseId })).rejects.toMatchObject(refused);
    await expect(caller.invoiceBases.remove(ref)).rejects.toMatchObject(refused);
    await holder.caller.invoiceBases.remove(ref);
    expect(await caller.invoiceBases.list({ caseNumber: item.number })).toEqual([]);
  });
});

describe('invoiceBases.all (/sappis/vidarefakturering)', () => {
  it('lists bases by status and forward billing, with totals', async () => {
    const { basis } = await caseWithReadyBasis();
    const { basis: notForwarded } = await caseWithReadyBasis();
    const item = notForwarded.caseNumber;
    await caller.invoiceBases.reopen({ caseNumber: item, basisId: notForwarded.id });
    await caller.invoiceBases.update({
      caseNumber: item,
      basisId: notForwarded.id,
      fields: filledBasisFields({ forwardBilling: false }),
    });
    const { caller: economy } = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'ECONOMY'] });
    const forwarded = await economy.invoiceBases.all({ status: 'READY', forwardBilling: true });
    expect(forwarded.items.map((entry) => entry.id)).toContain(basis.id);
    expect(forwarded.items.map((entry) => entry.id)).not.toContain(notForwarded.id);
    expect(forwarded.items.find((entry) => entry.id === basis.id)).toMatchObject({ total: 1870 });
    expect(forwarded.sum).toBe(1870 * forwarded.count);
    const inProgress = await economy.invoiceBases.all({ status: 'IN_PROGRESS' });
    expect(inProgress.items.map((entry) => entry.id)).not.toContain(basis.id);
  });

  it("lets the page's users without the case page edit, mark invoiced and print a basis, leaving the case unlocked", async () => {
    const { item, basis } = await caseWithReadyBasis();
    const { caller: billing } = await signInTestUser(db.prisma, { groups: ['ECONOMY', 'INVOICE_BASIS'] });
    const listed = await billing.invoiceBases.all({ status: 'READY' });
    const row = listed.items.find((entry) => entry.id === basis.id);
    expect(row).toMatchObject({ caseNumber: item.number, caseVersion: item.version });
    const ref = { caseNumber: item.number, basisId: basis.id };
    await billing.invoiceBases.reopen(ref);
    await billing.invoiceBases.update({ ...ref, fields: filledBasisFields({ invoiceAo: 'AO-EKONOMI' }) });
    await billing.invoiceBases.markInvoiced({ ...ref, version: row?.caseVersion ?? 0 });
    await expect(billing.invoiceBases.pdf(ref)).resolves.toMatchObject({ contentBase64: expect.any(String) });
    expect((await snapshot(item.id)).bases[0]).toMatchObject({ status: 'INVOICED', invoiceAo: 'AO-EKONOMI' });
    // Marking took the case lock for its write only: an agent opens the case free, not locked by the economist.
    expect(await db.prisma.caseLock.count({ where: { case: { number: item.number } } })).toBe(0);
    // A new basis and deleting one stay with the case page.
    await expect(billing.invoiceBases.remove(ref)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
