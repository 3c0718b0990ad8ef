import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Adapters, createAdapters, DEFAULT_ADAPTER_SETTINGS } from '../adapters/adapters.ts';
import { emailAdapterOverrides } from '../email/email-sender.ts';
import { type FileStorage, readAll } from '../files/file-storage.ts';
import { postgresFileStorage } from '../files/postgres-file-storage.ts';
import { createCaller } from '../index.ts';
import { pdfText } from '../pdf/testing/pdf-text.ts';
import { createTestContext } from '../testing/context.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { createTestUser } from '../testing/users.ts';

/** Documents of an agreement through the real API (document 3 panels 11 and 23). */

let db: TestDatabase;
let files: FileStorage;

beforeAll(async () => {
  db = await createTestDatabase();
  files = postgresFileStorage(db.prisma);
});
afterAll(async () => {
  await db?.drop();
});

/** A signed-in user's caller whose context keeps files in the test's storage. */
async function staff(groups: string[] = ['SAPPIS'], adapters?: Adapters) {
  const user = await createTestUser(db.prisma, { groups });
  const jar = { token: null as string | null };
  await createCaller(createTestContext(db.prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  return {
    user,
    caller: createCaller(createTestContext(db.prisma, jar, { files, ...(adapters ? { adapters } : {}) })),
  };
}

let templateSequence = 0;
async function template(name = 'Tom mall') {
  templateSequence += 1;
  return db.prisma.documentTemplate.create({
    data: {
      name: `${name} ${templateSequence}`,
      content:
        '<p>{{kundNamn}}<br>{{kundLeveransAdress}}<br>{{kundLeveransPostnummer}} {{kundLeveransOrt}}</p><p>Kundnummer: {{kundKundnummer}}<br>Avtalsnummer: {{avtalsnummer}}</p>',
    },
  });
}

/** A document made from a new template through the API; its number. */
async function documentFromTemplate(
  caller: Awaited<ReturnType<typeof staff>>['caller'],
  agreementNumber: number,
): Promise<number> {
  const { id } = await template();
  const { documentNumber } = await caller.documents.createFromTemplate({
    requestId: randomUUID(),
    agreementNumber,
    templateId: id,
  });
  return documentNumber;
}

describe('documents', () => {
  it('creates a document from a template: a valid PDF with the customer’s and agreement’s data, listed', async () => {
    const { customer, agreement } = await createTestCustomer(db.prisma);
    const { user, caller } = await staff();
    const { id: templateId } = await template();

    const created = await caller.documents.createFromTemplate({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
      templateId,
    });
    expect(created.message).toBe('Dokumentet har skapats');

    const listed = await caller.documents.list({ agreementNumber: agreement.agreementNumber });
    expect(listed).toEqual([
      expect.objectContaining({
        documentNumber: created.documentNumber,
        type: 'PDF',
        status: 'TO_BE_PRINTED',
        statusLabel: 'Skall skrivas ut',
        createdBy: user.email,
      }),
    ]);
    const row = await db.prisma.document.findUniqueOrThrow({
      where: { documentNumber: created.documentNumber },
    });
    expect(row.content).toBeNull();
    const pdf = await readAll(await files.open(row.storageKey as string));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = pdfText(pdf).join('\n');
    expect(text).toContain(customer.name);
    expect(text).toContain('Storgatan 12');
    expect(text).toContain(`Avtalsnummer: ${agreement.agreementNumber}`);
    expect(text).toContain(`Kundnummer: ${customer.customerNumber}`);
  });

  it('refuses an unknown template or agreement and writes nothing', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const { caller } = await staff();
    const before = await db.prisma.document.count();
    await expect(
      caller.documents.createFromTemplate({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        templateId: 999_999,
      }),
    ).rejects.toThrow('Mallen hittades inte');
    const { id } = await template();
    await expect(
      caller.documents.createFromTemplate({
        requestId: randomUUID(),
        agreementNumber: 999_999_999,
        templateId: id,
      }),
    ).rejects.toThrow('Avtalet hittades inte');
    expect(await db.prisma.document.count()).toBe(before);
  });

  it('changes the print state through every state of document 3; an unchanged state is refused', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const { caller } = await staff();
    const documentNumber = await documentFromTemplate(caller, agreement.agreementNumber);
    for (const status of ['PRINTED', 'HANDLED_MANUALLY', 'EMAILED', 'TO_BE_PRINTED'] as const) {
      const answer = await caller.documents.changeStatus({ documentNumber, status });
      expect(answer.message).toBe('Dokumentets status har ändrats');
      const [listed] = await caller.documents.list({ agreementNumber: agreement.agreementNumber });
      expect(listed?.status).toBe(status);
    }
    await expect(caller.documents.changeStatus({ documentNumber, status: 'TO_BE_PRINTED' })).rejects.toThrow(
      'Dokumentet har redan den statusen',
    );
    await expect(caller.documents.changeStatus({ documentNumber: 123, status: 'PRINTED' })).rejects.toThrow(
      'Dokument raderades ej. Försök igen',
    );
    const audits = await db.prisma.auditEntry.count({
      where: { action: 'document.changeStatus', entityId: String(documentNumber) },
    });
    expect(audits).toBe(4);
  });

  it('e-mails a document to the customer (status Skickat mejl), refuses a customer without e-mail', async () => {
    const { customer, agreement } = await createTestCustomer(db.prisma);
    const { caller } = await staff();
    const documentNumber = await documentFromTemplate(caller, agreement.agreementNumber);
    const sent = await caller.documents.send({ requestId: randomUUID(), documentNumber });
    expect(sent.message).toBe('Dokumentet har skickats till kunden per email');
    const email = await db.prisma.customerEmail.findFirstOrThrow({
      where: { customerId: customer.id, operation: 'document.send' },
    });
    expect(email).toMatchObject({ recipient: customer.email, status: 'PENDING' });
    const [listed] = await caller.documents.list({ agreementNumber: agreement.agreementNumber });
    expect(listed?.statusLabel).toBe('Skickat mejl');

    await db.prisma.customer.update({ where: { id: customer.id }, data: { email: 'ingen@epost.saknas' } });
    await expect(caller.documents.send({ requestId: randomUUID(), documentNumber })).rejects.toThrow(
      'Kunden saknar giltig e-postadress',
    );
  });

  it('says a document is not sent without an e-mail server (the demo), and changes nothing', async () => {
    const { customer, agreement } = await createTestCustomer(db.prisma);
    const withoutServer = createAdapters(
      db.prisma,
      DEFAULT_ADAPTER_SETTINGS,
      emailAdapterOverrides(undefined),
    );
    const { caller } = await staff(['SAPPIS'], withoutServer);
    const documentNumber = await documentFromTemplate(caller, agreement.agreementNumber);
    await expect(caller.documents.send({ requestId: randomUUID(), documentNumber })).rejects.toThrow(
      'Det gick inte att skicka dokumentet: ingen e-postserver är konfigurerad',
    );
    expect(await db.prisma.customerEmail.count({ where: { customerId: customer.id } })).toBe(0);
    const [listed] = await caller.documents.list({ agreementNumber: agreement.agreementNumber });
    expect(listed?.statusLabel).not.toBe('Skickat mejl');
  });

  it('deletes a document and its stored file; a second delete says it was not deleted', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const { caller } = await staff();
    const documentNumber = await documentFromTemplate(caller, agreement.agreementNumber);
    const row = await db.prisma.document.findUniqueOrThrow({ where: { documentNumber } });
    const deleted = await caller.documents.remove({ requestId: randomUUID(), documentNumber });
    expect(deleted.message).toBe('Dokumentet har raderats');
    expect(await caller.documents.list({ agreementNumber: agreement.agreementNumber })).toEqual([]);
    await expect(files.open(row.storageKey as string)).rejects.toThrow('Filen hittades inte');
    await expect(caller.documents.remove({ requestId: randomUUID(), documentNumber })).rejects.toThrow(
      'Dokument raderades ej! Försök igen',
    );
  });

  it('lists the templates; a user who may only read the customer view lists documents but creates none', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const { caller } = await staff();
    const { id, name } = await template();
    expect(await caller.documents.templates()).toEqual(expect.arrayContaining([{ id, name }]));
    const { caller: outsider } = await staff(['CANTAB']);
    expect(await outsider.documents.list({ agreementNumber: agreement.agreementNumber })).toEqual([]);
    await expect(
      outsider.documents.createFromTemplate({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        templateId: id,
      }),
    ).rejects.toThrow('Behörighet saknas');
  });
});
