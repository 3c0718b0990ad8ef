import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { FILE_TEXTS, MAX_UPLOAD_BYTES } from '@sappis/shared';
import type { AppRouter } from '@sappis/trpc';
import { deliverDueEmails } from '@sappis/trpc/email/delivery/deliver-due-emails';
import { createSmtpTransport, type MailSettings } from '@sappis/trpc/email/delivery/email-transport';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '@sappis/trpc/email/delivery/testing/test-smtp-server';
import { postgresFileStorage } from '@sappis/trpc/files/postgres-file-storage';
import { htmlText } from '@sappis/trpc/html/sanitize';
import { createTestCustomer } from '@sappis/trpc/testing/fixtures';
import { createTRPCClient, httpLink } from '@trpc/client';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { type AppServer, createServer } from '../server.ts';
import { testSettings } from '../settings.ts';
import { createSignedInUser } from '../testing/live-clients.ts';

/** Uploads and downloads over real HTTP (issue 13 section 1): streamed, typed, limited, checked like procedures. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: AppServer;
let baseUrl: string;
let staff: string;
let mainAgreementStaff: string;
let outsider: string;
let agreementNumber: number;
let mainAgreementNumber: number;
let smtp: TestSmtpServer;
let mail: MailSettings;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const WAV = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(16)]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const DOCM = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0, 8, 0, 0, 0]);

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startTestSmtpServer();
  mail = { smtpUrl: smtp.url, from: 'Sappa Kundservice <kundservice@sappa.se>' };
  server = createServer({
    prisma: db.prisma,
    logger: createLogger({ level: 'silent' }),
    settings: testSettings({ mail }),
  });
  ({ url: baseUrl } = await server.listen(0, '127.0.0.1'));
  ({ cookie: staff } = await createSignedInUser(db.prisma, ['SAPPIS']));
  ({ cookie: mainAgreementStaff } = await createSignedInUser(db.prisma, ['SAPPIS', 'BUSINESS_SUPPORT']));
  ({ cookie: outsider } = await createSignedInUser(db.prisma, ['CANTAB']));
  ({
    agreement: { agreementNumber },
  } = await createTestCustomer(db.prisma));
  const main = await db.prisma.mainAgreement.create({
    data: { number: 6601, name: 'Brf Uppladdning', startsAt: new Date('2020-01-01') },
  });
  mainAgreementNumber = main.number;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await db?.drop();
});

/** How many files the storage holds. */
function storedFiles(): Promise<number> {
  return db.prisma.storedFile.count();
}

function form(files: Array<[string, Buffer]>, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of files) body.append('files', new Blob([new Uint8Array(bytes)]), name);
  return body;
}

async function uploadDocuments(cookie: string, files: Array<[string, Buffer]>, requestId = randomUUID()) {
  const response = await fetch(
    `${baseUrl}/files/documents?agreementNumber=${agreementNumber}&requestId=${requestId}`,
    { method: 'POST', headers: { cookie }, body: form(files) },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('document uploads', () => {
  it('takes every type of document 3 in one upload and lists them; downloads carry type and name', async () => {
    const answer = await uploadDocuments(staff, [
      ['avtal.pdf', PDF],
      ['bild.png', PNG],
      ['samtal.wav', WAV],
      ['foto.jpg', JPG],
      ['foto2.jpeg', JPG],
      ['makro.docm', DOCM],
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Filerna är uppladdade');
    const numbers = answer.body.documentNumbers as number[];
    expect(numbers).toHaveLength(6);
    const rows = await db.prisma.document.findMany({ where: { documentNumber: { in: numbers } } });
    expect(rows.map((row) => row.type).sort()).toEqual(['DOCM', 'JPEG', 'JPG', 'PDF', 'PNG', 'WAV']);

    const pdf = rows.find((row) => row.type === 'PDF');
    const download = await fetch(`${baseUrl}/files/documents/${pdf?.documentNumber}`, {
      headers: { cookie: staff },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('inline; filename="avtal.pdf"');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    // Nothing executable inline: a macro document is only ever an attachment, and even inline files are sandboxed.
    const docm = rows.find((row) => row.type === 'DOCM');
    const macro = await fetch(`${baseUrl}/files/documents/${docm?.documentNumber}`, {
      headers: { cookie: staff },
    });
    expect(macro.headers.get('content-disposition')).toMatch(/^attachment; filename="makro.docm"/);
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    await macro.arrayBuffer();
  });

  it('refuses other types, renamed files and too large files with a clear message, keeping nothing', async () => {
    const before = await storedFiles();
    const documents = await db.prisma.document.count();

    const exe = await uploadDocuments(staff, [
      ['ok.pdf', PDF],
      ['virus.exe', Buffer.from('MZ\x90\0')],
    ]);
    expect(exe.status).toBe(422);
    expect(exe.body.error).toBe(FILE_TEXTS.refusedType('virus.exe'));

    const renamed = await uploadDocuments(staff, [['faktura.pdf', Buffer.from('<script>alert(1)</script>')]]);
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toBe(FILE_TEXTS.wrongContent('faktura.pdf'));

    const large = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const tooLarge = await uploadDocuments(staff, [['stor.pdf', large]]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe(FILE_TEXTS.tooLarge('stor.pdf'));

    const none = await uploadDocuments(staff, []);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(FILE_TEXTS.noFile);

    expect(await db.prisma.document.count()).toBe(documents);
    expect(await storedFiles()).toBe(before);
  });

  it('acts once on a repeated request id and removes the repeat’s files', async () => {
    const requestId = randomUUID();
    const before = await db.prisma.document.count();
    const files = await storedFiles();
    const answers = await Promise.all(
      [1, 2, 3].map(() => uploadDocuments(staff, [['brev.pdf', PDF]], requestId)),
    );
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await db.prisma.document.count()).toBe(before + 1);
    expect(await storedFiles()).toBe(files + 1);
  });

  it('lets all staff download but only those who act on customers upload; refuses one not signed in', async () => {
    const forbidden = await uploadDocuments(outsider, [['brev.pdf', PDF]]);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe('Behörighet saknas');
    const anonymous = await uploadDocuments('', [['brev.pdf', PDF]]);
    expect(anonymous.status).toBe(401);
    const document = await db.prisma.document.findFirstOrThrow();
    const download = (cookie: string) =>
      fetch(`${baseUrl}/files/documents/${document.documentNumber}`, { headers: { cookie } });
    expect((await download(outsider)).status).toBe(200);
    expect((await download('')).status).toBe(401);
  });
});

describe('main-agreement files', () => {
  const upload = (cookie: string, fields: Record<string, string>, files: Array<[string, Buffer]>) =>
    fetch(`${baseUrl}/files/main-agreements/${mainAgreementNumber}/files?requestId=${randomUUID()}`, {
      method: 'POST',
      headers: { cookie },
      body: form(files, fields),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

  it('needs a title and a file; saves public and active flags; only the main-agreement groups', async () => {
    const saved = await upload(mainAgreementStaff, { title: 'Prislista', public: 'true' }, [
      ['prislista.pdf', PDF],
    ]);
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe('Filen är sparad');
    const file = await db.prisma.mainAgreementFile.findUniqueOrThrow({
      where: { id: saved.body.id as number },
    });
    expect(file).toMatchObject({
      title: 'Prislista',
      public: true,
      active: true,
      uploadName: 'prislista.pdf',
    });

    const download = await fetch(`${baseUrl}/files/main-agreement-files/${file.id}`, {
      headers: { cookie: mainAgreementStaff },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const noTitle = await upload(mainAgreementStaff, { title: ' ' }, [['prislista.pdf', PDF]]);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toBe('Titel måste fyllas i');
    const noFile = await upload(mainAgreementStaff, { title: 'Utan fil' }, []);
    expect(noFile.body.error).toBe('Välj en fil att ladda upp');
    const staffOnly = await upload(staff, { title: 'Prislista' }, [['prislista.pdf', PDF]]);
    expect(staffOnly.status).toBe(403);
    // Every agent reads the main agreement's files from a customer's agreement (document 3 panel 15).
    const agentDownload = await fetch(`${baseUrl}/files/main-agreement-files/${file.id}`, {
      headers: { cookie: outsider },
    });
    expect(agentDownload.status).toBe(200);
  });
});

/** The name a browser saves a download as: RFC 5987 `filename*` (UTF-8), as Content-Disposition carries it. */
function savedName(contentDisposition: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(contentDisposition ?? '')?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
}

/** Names as agents' files are named: Swedish words and people, å, ä, ö in any case, spaces, brackets, apostrophes. */
const swedishFileName = fc
  .tuple(
    fc.constantFrom('Avtalsbekräftelse', 'Överlåtelse', 'Fullmakt för', 'Uppsägning', 'ÄNDRING'),
    fc.constantFrom('Åsa Öström', 'Björn Ängström', "Lars-Åke O'Hära", 'Märta Åkesson (kopia)', 'Zoë Ek'),
    fc.string({ unit: fc.constantFrom(...'åäöÅÄÖé 1-_'), maxLength: 6 }),
    fc.constantFrom('pdf', 'png', 'wav'),
  )
  .map(([what, who, tail, extension]) => `${what} ${who}${tail.trimEnd()}.${extension}`);

const CONTENT: Record<string, Buffer> = { pdf: PDF, png: PNG, wav: WAV };

describe('Swedish file names', () => {
  const trpcClient = (cookie: string) =>
    createTRPCClient<AppRouter>({ links: [httpLink({ url: `${baseUrl}/trpc`, headers: { cookie } })] });
  const means = () => ({
    transport: createSmtpTransport(mail),
    files: postgresFileStorage(db.prisma),
    productName: 'Sappa',
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it("round-trip exactly, as the browser sends them (raw UTF-8), through the list, the download and 'Mejla dokument'", async () => {
    const { customer, agreement } = await createTestCustomer(db.prisma);
    const client = trpcClient(staff);
    await fc.assert(
      fc.asyncProperty(swedishFileName, fc.boolean(), async (name, decomposed) => {
        smtp.received.length = 0;
        const bytes = CONTENT[name.split('.').pop() ?? ''] as Buffer;
        // macOS names files decomposed (a + ring); the name kept is the composed one the agent types.
        const sent = decomposed ? name.normalize('NFD') : name;
        const upload = await fetch(
          `${baseUrl}/files/documents?agreementNumber=${agreement.agreementNumber}&requestId=${randomUUID()}`,
          { method: 'POST', headers: { cookie: staff }, body: form([[sent, bytes]]) },
        );
        expect(upload.status).toBe(201);
        const [documentNumber] = ((await upload.json()) as { documentNumbers: number[] }).documentNumbers;

        const listed = await client.documents.list.query({ agreementNumber: agreement.agreementNumber });
        expect(listed.find((document) => document.documentNumber === documentNumber)?.name).toBe(name);

        const download = await fetch(`${baseUrl}/files/documents/${documentNumber}`, {
          headers: { cookie: staff },
        });
        const disposition = download.headers.get('content-disposition');
        expect(savedName(disposition)).toBe(name);
        // Clients that read only `filename` get it without accents, never mojibake.
        expect(disposition).toMatch(/^(inline|attachment); filename="[\x20-\x7e]+"; /);
        expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

        await client.documents.send.mutate({ requestId: randomUUID(), documentNumber: documentNumber! });
        const run = await deliverDueEmails(db.prisma, means());
        expect(run).toMatchObject({ sent: [expect.any(Number)], failed: [] });
        const [received] = smtp.received;
        expect(received?.to).toEqual([customer.email]);
        expect(received?.mail.subject).toBe(`Dokument från kundservice: ${name}`);
        expect(htmlText(String(received?.mail.html))).toContain(
          `Här kommer dokumentet ${name} för avtal ${agreement.agreementNumber}, bifogat i det här mejlet.`,
        );
        expect(received?.mail.attachments.map((attachment) => attachment.filename)).toEqual([name]);
        expect(received?.mail.attachments[0]?.content.equals(bytes)).toBe(true);
        const [email] = await client.email.list.query({ customerNumber: customer.customerNumber });
        expect(email).toMatchObject({
          subject: `Dokument från kundservice: ${name}`,
          attachmentNames: [name],
        });
      }),
      { numRuns: 4 },
    );
  });

  it("round-trip exactly through a main agreement's files and their download", async () => {
    const client = trpcClient(mainAgreementStaff);
    await fc.assert(
      fc.asyncProperty(swedishFileName, async (name) => {
        const bytes = CONTENT[name.split('.').pop() ?? ''] as Buffer;
        const saved = await fetch(
          `${baseUrl}/files/main-agreements/${mainAgreementNumber}/files?requestId=${randomUUID()}`,
          {
            method: 'POST',
            headers: { cookie: mainAgreementStaff },
            body: form([[name, bytes]], { title: 'Prislista Årsta Ängby', mainCentral: 'Östra Söder' }),
          },
        );
        expect(saved.status).toBe(201);
        const { id } = (await saved.json()) as { id: number };
        const { files } = await client.mainAgreements.details.query({ number: mainAgreementNumber });
        expect(files.find((file) => file.id === id)).toMatchObject({
          uploadName: name,
          title: 'Prislista Årsta Ängby',
          mainCentral: 'Östra Söder',
        });
        const download = await fetch(`${baseUrl}/files/main-agreement-files/${id}`, {
          headers: { cookie: mainAgreementStaff },
        });
        expect(savedName(download.headers.get('content-disposition'))).toBe(name);
        expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      }),
      { numRuns: 4 },
    );
  });
});
