import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  CONTENT_TYPES,
  DOCUMENT_TYPES,
  type DocumentFileType,
  MAX_UPLOAD_BYTES,
  OUTBOX_DELIVERY_MAX_ATTEMPTS,
  OUTBOX_SENDING_LEASE_MS,
  planTermination,
  TERMINATION_TEXTS,
  terminationDates,
  withConfirmationText,
} from '@sappis/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdapters } from '../../adapters/adapters.ts';
import { addServiceRow } from '../../agreements/testing/agreement-rows.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  previewOperation,
} from '../../agreements/testing/operation-database.ts';
import { nextDocumentNumber } from '../../documents/document-files.ts';
import { postgresFileStorage } from '../../files/postgres-file-storage.ts';
import { htmlText } from '../../html/sanitize.ts';
import { createCaller } from '../../index.ts';
import { createTestInvoice } from '../../invoices/testing/test-invoices.ts';
import { pdfText } from '../../pdf/testing/pdf-text.ts';
import { type CookieJar, createTestContext } from '../../testing/context.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { createOutboxEmailSender } from '../email-sender.ts';
import { deliverDueEmails, type EmailDeliveryMeans } from './deliver-due-emails.ts';
import { createSmtpTransport, type EmailTransport } from './email-transport.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/test-smtp-server.ts';

let db: TestDatabase;
let agent: OperationCaller;
let smtp: TestSmtpServer;
let transport: EmailTransport;
let means: EmailDeliveryMeans;
let received: TestSmtpServer['received'];

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller: agent } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
  smtp = await startTestSmtpServer();
  received = smtp.received;
  transport = createSmtpTransport({
    smtpUrl: smtp.url,
    from: 'Sappa Kundservice <kundservice@sappa.se>',
    replyTo: 'svar@sappa.se',
  });
  means = { transport, files: postgresFileStorage(db.prisma), productName: 'Sappa' };
});
beforeEach(() => {
  received.length = 0;
  smtp.refuse(null);
});
afterAll(async () => {
  await smtp?.close();
  await db?.drop();
});

/** Terminates a customer's Sappa Play with the confirmation ticked; answers the result and the outbox row. */
async function terminateWithConfirmation(caller: OperationCaller = agent) {
  const { customer, agreement } = await createTestCustomer(db.prisma);
  const play = await addServiceRow(db.prisma, agreement.id, {
    productNumber: 'PLAY',
    productName: 'Sappa Play',
  });
  const { today } = await caller.agreements.operationContext({ agreementNumber: agreement.agreementNumber });
  let choices: Parameters<typeof planTermination>[1] | undefined;
  const { planFingerprint } = await previewOperation(caller, agreement.agreementNumber, (context) => {
    const row = context.agreement.rows.find((candidate) => candidate.id === play.id)!;
    choices = {
      rows: [{ rowId: play.id, endDate: terminationDates(row, today)[0]! }],
      reasonId: 106,
      description: 'Använder inte Play',
      sendConfirmation: true,
    };
    return planTermination(context, choices, today);
  });
  const result = await caller.agreements.terminate({
    requestId: randomUUID(),
    agreementNumber: agreement.agreementNumber,
    planFingerprint,
    choices: choices!,
  });
  const email = await db.prisma.customerEmail.findFirstOrThrow({ where: { customerId: customer.id } });
  return { customer, result, email };
}

const listed = async (customerNumber: number) => (await agent.email.list({ customerNumber }))[0]!;
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('e-mail delivery over SMTP', () => {
  it('delivers a termination confirmation once, to the customer, with its subject and HTML, and shows it as sent', async () => {
    const { customer, result, email } = await terminateWithConfirmation();
    expect(result.confirmation).toBe('SENT');
    expect(email).toMatchObject({ status: 'PENDING', delivery: 'QUEUED' });

    expect(await deliverDueEmails(db.prisma, means)).toEqual({ sent: [email.id], failed: [] });
    expect(await deliverDueEmails(db.prisma, means, minutesLater(60))).toEqual({ sent: [], failed: [] });

    expect(received).toHaveLength(1);
    const [{ to, mail }] = received as [(typeof received)[number]];
    expect(to).toEqual([customer.email]);
    expect(mail.subject).toBe(email.subject);
    // The parser ends the HTML part with the line break MIME puts after it.
    expect(String(mail.html).trimEnd()).toBe(email.html);
    expect(email.html).toContain('<p>Sappa Play: sista dag');
    expect(mail.messageId).toBe(`<customer-email-${email.id}@sappa.se>`);
    expect(mail.from?.value).toEqual([{ name: 'Sappa Kundservice', address: 'kundservice@sappa.se' }]);
    expect(mail.replyTo?.text).toBe('svar@sappa.se');
    const shown = await listed(customer.customerNumber);
    expect(shown).toMatchObject({ status: 'SENT', delivery: 'SENT', deliveryError: null });
    expect(shown.deliveredAt).not.toBeNull();
  });

  it("records a refusing server's reason as failed and succeeds on the retry after the backoff", async () => {
    const { customer, email } = await terminateWithConfirmation();
    smtp.refuse('Tillfälligt fel, försök senare');

    const failed = await deliverDueEmails(db.prisma, means);
    expect(failed.failed).toEqual([{ id: email.id, reason: expect.stringContaining('451') }]);
    const shown = await listed(customer.customerNumber);
    // Failed with a try left: still queued.
    expect(shown).toMatchObject({ status: 'PENDING', delivery: 'FAILED', deliveredAt: null });
    expect(shown.deliveryError).toContain('Tillfälligt fel, försök senare');
    expect(shown.nextAttemptAt).not.toBeNull();

    smtp.refuse(null);
    expect(await deliverDueEmails(db.prisma, means)).toEqual({ sent: [], failed: [] });
    expect(await deliverDueEmails(db.prisma, means, minutesLater(2))).toEqual({
      sent: [email.id],
      failed: [],
    });
    expect(received.map((message) => message.mail.messageId)).toEqual([
      `<customer-email-${email.id}@sappa.se>`,
    ]);
    expect(await listed(customer.customerNumber)).toMatchObject({
      status: 'SENT',
      delivery: 'SENT',
      deliveryError: null,
    });
  });

  it('retries in the minute the panel shows as the next try, whichever second of it the job runs at', async () => {
    // The job of each minute starts at some second of it (pg-boss' cron and polling); a failed run's second too.
    const inAMinute = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        async (failSecond, retrySecond) => {
          received.length = 0;
          const { customer, email } = await terminateWithConfirmation();
          smtp.refuse('Tillfälligt fel, försök senare');
          await deliverDueEmails(db.prisma, means, new Date(inAMinute + failSecond * 1000));
          smtp.refuse(null);
          const shown = (await listed(customer.customerNumber)).nextAttemptAt!;
          // What the panel shows (formatDateTime, to the minute) is the instant itself: a whole minute.
          const retryMinute = new Date(shown).getTime();
          expect(retryMinute % 60_000).toBe(0);
          expect(retryMinute).toBe(inAMinute + 60_000);

          expect(await deliverDueEmails(db.prisma, means, new Date(retryMinute - 1))).toEqual({
            sent: [],
            failed: [],
          });
          expect(
            await deliverDueEmails(db.prisma, means, new Date(retryMinute + retrySecond * 1000)),
          ).toEqual({
            sent: [email.id],
            failed: [],
          });
        },
      ),
      { numRuns: 4 },
    );
  });

  it('gives up after the sixth refusal: status FAILED, no next try, never sent again', async () => {
    const { customer } = await terminateWithConfirmation();
    smtp.refuse('Brevlådan finns inte');
    let at = new Date();
    for (let attempt = 1; attempt <= OUTBOX_DELIVERY_MAX_ATTEMPTS; attempt += 1) {
      expect((await deliverDueEmails(db.prisma, means, at)).failed).toHaveLength(1);
      const shown = await listed(customer.customerNumber);
      if (attempt < OUTBOX_DELIVERY_MAX_ATTEMPTS) {
        expect(shown).toMatchObject({ status: 'PENDING', delivery: 'FAILED' });
        at = new Date(shown.nextAttemptAt!);
      }
    }
    expect(await listed(customer.customerNumber)).toMatchObject({
      status: 'FAILED',
      delivery: 'FAILED',
      nextAttemptAt: null,
    });
    smtp.refuse(null);
    expect(await deliverDueEmails(db.prisma, means, minutesLater(24 * 60))).toEqual({ sent: [], failed: [] });
    expect(received).toHaveLength(0);
  });

  it("delivers 'Skicka e-post' as the agent wrote it: the subject, the Rubrik as its heading, then the text", async () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcdefgijklmnoprstuvyåäöÅÄÖé<>&"\'!?'),
      minLength: 1,
      maxLength: 9,
    });
    const words = (first: string[]) =>
      fc
        .tuple(fc.constantFrom(...first), fc.array(word, { maxLength: 4 }))
        .map(([head, tail]) => [head, ...tail].join(' '));
    const subject = words(['Ditt ärende', 'Åtgärd bokad', 'Välkommen till Sappa']);
    const title = words(['Hej Åsa Öström', 'Information om din fiberanslutning', 'Bekräftelse på ändring']);
    const line = words(['Vi återkommer', 'Teknikern kommer på måndag', 'Tack för att du väntade']);
    // Paragraphs of one or more lines each, as typed in the content field.
    const paragraphs = fc.array(fc.array(line, { minLength: 1, maxLength: 3 }), {
      minLength: 1,
      maxLength: 3,
    });
    const { customer } = await createTestCustomer(db.prisma);
    await fc.assert(
      fc.asyncProperty(subject, title, paragraphs, async (subjectText, titleText, typed) => {
        received.length = 0;
        await agent.email.sendGeneric({
          requestId: randomUUID(),
          customerNumber: customer.customerNumber,
          subject: subjectText,
          title: titleText,
          content: typed.map((lines) => lines.join('\n')).join('\n\n'),
          checked: true,
        });
        expect((await deliverDueEmails(db.prisma, means)).sent).toHaveLength(1);

        const [{ to, mail }] = received as [(typeof received)[number]];
        expect(to).toEqual([customer.email]);
        expect(mail.subject).toBe(subjectText);
        expect(htmlText(String(mail.html))).toEqual([titleText, ...typed.flat()]);
        expect(String(mail.html)).toMatch(/^<h1>/);
        expect(await listed(customer.customerNumber)).toMatchObject({
          subject: subjectText,
          title: titleText,
          status: 'SENT',
          delivery: 'SENT',
        });
      }),
      { numRuns: 6 },
    );
  });

  it('sends each message once when several workers run at the same time', async () => {
    const { email } = await terminateWithConfirmation();
    const runs = await Promise.all([1, 2, 3].map(() => deliverDueEmails(db.prisma, means)));
    expect(runs.flatMap((run) => run.sent)).toEqual([email.id]);
    expect(received).toHaveLength(1);
  });

  it('after a crash between sending and recording, sends again only once the lease has passed, with the same Message-ID', async () => {
    const { email } = await terminateWithConfirmation();
    // The process dies after the server took the message: the answer is never recorded.
    const dying: EmailTransport = {
      send: async (message) => {
        await transport.send(message);
        await new Promise<never>(() => {});
      },
    };
    void deliverDueEmails(db.prisma, { ...means, transport: dying });
    await expect.poll(() => received.length).toBe(1);

    expect(await deliverDueEmails(db.prisma, means, minutesLater(1))).toEqual({ sent: [], failed: [] });
    const afterLease = new Date(Date.now() + OUTBOX_SENDING_LEASE_MS + 60_000);
    expect(await deliverDueEmails(db.prisma, means, afterLease)).toEqual({
      sent: [email.id],
      failed: [],
    });
    expect(received.map((message) => message.mail.messageId)).toEqual([
      `<customer-email-${email.id}@sappa.se>`,
      `<customer-email-${email.id}@sappa.se>`,
    ]);
  });
});

/** A document of the customer's agreement: its bytes in the file storage, or in the row as legacy rows keep them. */
async function customerDocument(
  bytes: Buffer,
  file: { name: string; type: DocumentFileType; inRow: boolean },
) {
  const { customer, agreement } = await createTestCustomer(db.prisma);
  const stored = file.inRow
    ? null
    : await means.files.save(Readable.from([bytes]), { maxBytes: MAX_UPLOAD_BYTES, fileName: file.name });
  const document = await db.prisma.$transaction(async (tx) =>
    tx.document.create({
      data: {
        documentNumber: await nextDocumentNumber(tx),
        customerId: customer.id,
        agreementId: agreement.id,
        name: file.name,
        type: file.type,
        createdBy: 'agent@sappa.se',
        content: stored ? null : new Uint8Array(bytes),
        storageKey: stored?.key ?? null,
        size: bytes.length,
      },
    }),
  );
  return { customer, document };
}

const outboxEmail = (customerId: number, operation: string) =>
  db.prisma.customerEmail.findFirstOrThrow({ where: { customerId, operation } });

describe('attachments', () => {
  it("'Mejla dokument' delivers the document itself: the bytes that arrive are the document's, under its name and type", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 150_000 }),
        fc.constantFrom('Fullmakt', 'Avtal Åsa Öberg 2026-11-28', 'skiss_1'),
        fc.constantFrom(...DOCUMENT_TYPES),
        fc.boolean(),
        async (bytes, stem, type, inRow) => {
          received.length = 0;
          const content = Buffer.from(bytes);
          const name = `${stem}.${type.toLowerCase()}`;
          const { customer, document } = await customerDocument(content, { name, type, inRow });

          await agent.documents.send({ requestId: randomUUID(), documentNumber: document.documentNumber });
          const email = await outboxEmail(customer.id, 'document.send');
          expect((await listed(customer.customerNumber)).attachmentNames).toEqual([name]);
          expect(await deliverDueEmails(db.prisma, means)).toEqual({ sent: [email.id], failed: [] });

          const [{ to, mail }] = received as [(typeof received)[number]];
          expect(to).toEqual([customer.email]);
          expect(mail.subject).toBe(`Dokument från kundservice: ${name}`);
          expect(String(mail.html).trimEnd()).toBe(email.html);
          expect(mail.attachments).toHaveLength(1);
          const [attachment] = mail.attachments as [(typeof mail.attachments)[number]];
          expect(attachment.filename).toBe(name);
          // Media types are case-insensitive; the parser gives them in lower case.
          expect(attachment.contentType).toBe(CONTENT_TYPES[type].toLowerCase());
          expect(attachment.content.equals(content)).toBe(true);
        },
      ),
      { numRuns: 5 },
    );
  });

  it('an e-mailed invoice carries its PDF, generated when it is delivered', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const invoice = await createTestInvoice(db.prisma, {
      customerId: customer.id,
      customerNumber: customer.customerNumber,
      k: 1,
    });
    await agent.invoices.sendByEmail({ requestId: randomUUID(), invoiceNumber: invoice.invoiceNumber });
    const email = await outboxEmail(customer.id, 'invoice.email');
    const fileName = `faktura-${invoice.invoiceNumber}.pdf`;
    expect((await listed(customer.customerNumber)).attachmentNames).toEqual([fileName]);

    expect(await deliverDueEmails(db.prisma, means)).toEqual({ sent: [email.id], failed: [] });

    const [{ to, mail }] = received as [(typeof received)[number]];
    expect(to).toEqual([customer.email]);
    expect(mail.subject).toBe(`Faktura ${invoice.invoiceNumber} från Sappa`);
    expect(htmlText(String(mail.html)).slice(0, 2)).toEqual([
      'Din faktura',
      `Här kommer faktura ${invoice.invoiceNumber} från Sappa. Fakturan finns bifogad som PDF.`,
    ]);
    const [pdf] = mail.attachments as [(typeof mail.attachments)[number]];
    expect(pdf).toMatchObject({ filename: fileName, contentType: 'application/pdf' });
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf.content)).toContain(`Sappa – Faktura ${invoice.invoiceNumber}`);
  });

  it('a document deleted before delivery fails the e-mail with the file named, and nothing is sent', async () => {
    const { customer, document } = await customerDocument(Buffer.from('%PDF-1.4 utkast'), {
      name: 'Utkast.pdf',
      type: 'PDF',
      inRow: false,
    });
    await agent.documents.send({ requestId: randomUUID(), documentNumber: document.documentNumber });
    await agent.documents.remove({ requestId: randomUUID(), documentNumber: document.documentNumber });

    const run = await deliverDueEmails(db.prisma, means);

    expect(run.failed).toEqual([{ id: expect.any(Number), reason: 'Bilagan Utkast.pdf finns inte längre' }]);
    expect(received).toHaveLength(0);
    expect(await listed(customer.customerNumber)).toMatchObject({
      delivery: 'FAILED',
      deliveryError: 'Bilagan Utkast.pdf finns inte längre',
      attachmentNames: ['Utkast.pdf'],
    });
  });
});

describe('without an e-mail server', () => {
  it('keeps the confirmation as not sent, and the success text says it could not be sent', async () => {
    const { user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const adapters = createAdapters(db.prisma, undefined, {
      email: createOutboxEmailSender({ serverConfigured: false }),
    });
    const jar: CookieJar = { token: null };
    const demo = createCaller(createTestContext(db.prisma, jar, { adapters }));
    await demo.auth.login({ username: user.username, password: user.password });

    const { customer, result, email } = await terminateWithConfirmation(demo);

    expect(result.confirmation).toBe('NOT_SENT');
    expect(withConfirmationText(TERMINATION_TEXTS.success, result.confirmation)).toBe(
      'Uppsägning genomfördes. Bekräftelsen kunde dock INTE skickas till kunden.',
    );
    expect(email).toMatchObject({ delivery: 'NOT_CONFIGURED', recipient: customer.email });
    expect(await deliverDueEmails(db.prisma, means)).toEqual({ sent: [], failed: [] });
    expect(received).toHaveLength(0);
    expect(await listed(customer.customerNumber)).toMatchObject({ delivery: 'NOT_CONFIGURED' });
  });
});
