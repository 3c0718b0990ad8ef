import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/testing/pdf-text.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createOutboxEmailSender } from './email-sender.ts';

let db: TestDatabase;
let customer: Awaited<ReturnType<typeof createTestCustomer>>['customer'];
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

const at = (day: string) => new Date(`${day}T10:00:00Z`);

beforeAll(async () => {
  db = await createTestDatabase();
  ({ customer } = await createTestCustomer(db.prisma));
  ({ caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
});
afterAll(async () => {
  await db?.drop();
});

describe('email.list', () => {
  it('lists the e-mails newest first without the databas=false copies, and what the adapter sent with recipient and state', async () => {
    await db.prisma.customerEmail.createMany({
      data: [
        {
          customerId: customer.id,
          title: 'Välkommen',
          subject: 'Välkommen!',
          html: '<p>a</p>',
          sentAt: at('2026-10-01'),
        },
        {
          customerId: customer.id,
          title: 'Välkommen',
          subject: 'Välkommen!',
          html: '<p>a</p>',
          fromDatabase: false,
          sentAt: at('2026-10-02'),
        },
        {
          customerId: customer.id,
          title: 'Kampanj: Sappa Sport',
          subject: 'Sport',
          html: '<p>b</p>',
          fromDatabase: false,
          sentAt: at('2026-10-03'),
        },
      ],
    });
    await db.prisma.$transaction((tx) =>
      createOutboxEmailSender({ serverConfigured: true }).send({
        tx,
        customerId: customer.id,
        to: 'karin.lindqvist@example.se',
        operation: 'terminate',
        title: 'Bekräftelse på uppsägning',
        subject: 'Din uppsägning',
        paragraphs: ['Hej Karin!', 'Tjänsten <Sappa Play> & Bredband avslutas 2026-12-31.'],
      }),
    );

    const emails = await caller.email.list({ customerNumber: customer.customerNumber });

    expect(emails.map((email) => email.title)).toEqual([
      'Bekräftelse på uppsägning',
      'Kampanj: Sappa Sport',
      'Välkommen',
    ]);
    expect(emails[0]).toMatchObject({
      recipient: 'karin.lindqvist@example.se',
      status: 'PENDING',
      operation: 'terminate',
    });
    expect(emails[2]).toMatchObject({ fromDatabase: true, recipient: null });

    const sent = await caller.email.content({ id: emails[0]!.id });
    expect(sent.safeHtml).toBe(
      '<h1>Bekräftelse på uppsägning</h1>\n<p>Hej Karin!</p>\n<p>Tjänsten &lt;Sappa Play&gt; &amp; Bredband avslutas 2026-12-31.</p>',
    );
  });

  it('is read by all staff, as the customer view is (document 1 section 2.1)', async () => {
    const { caller: economy } = await signInTestUser(db.prisma, { groups: ['ECONOMY'] });
    const own = await caller.email.list({ customerNumber: customer.customerNumber });
    expect(await economy.email.list({ customerNumber: customer.customerNumber })).toEqual(own);
  });
});

describe('email.content and email.pdf', () => {
  it('gives the content sanitized and a PDF of its text with the file name', async () => {
    const email = await db.prisma.customerEmail.create({
      data: {
        customerId: customer.id,
        title: 'Faktura: november',
        subject: 'Din faktura',
        html: '<html><body><h1>Din faktura</h1><p onclick="x()">Att betala: 399 kr &amp; moms</p><script>steal()</script><img src=x onerror=steal()></body></html>',
        sentAt: at('2026-11-05'),
      },
    });

    const content = await caller.email.content({ id: email.id });
    expect(content.safeHtml).toBe('<h1>Din faktura</h1><p>Att betala: 399 kr &amp; moms</p><img />');

    const file = await caller.email.pdf({ id: email.id });
    expect(file.fileName).toBe('Faktura- november 2026-11-05.pdf');
    const bytes = Buffer.from(file.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(bytes)).toEqual([
      'Din faktura',
      'Skickat 2026-11-05',
      'Din faktura',
      'Att betala: 399 kr & moms',
    ]);
    await expect(caller.email.pdf({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('email.textMessages', () => {
  it("lists the customer's SMS newest first", async () => {
    await db.prisma.customerTextMessage.createMany({
      data: [
        { customerId: customer.id, text: 'Sappa: Din tekniker kommer imorgon.', sentAt: at('2026-11-01') },
        { customerId: customer.id, text: 'Sappa: Din faktura förfaller snart.', sentAt: at('2026-11-10') },
      ],
    });
    const messages = await caller.email.textMessages({ customerNumber: customer.customerNumber });
    expect(messages.map((message) => message.text)).toEqual([
      'Sappa: Din faktura förfaller snart.',
      'Sappa: Din tekniker kommer imorgon.',
    ]);
  });
});
