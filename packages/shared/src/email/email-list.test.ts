import { describe, expect, it } from 'vitest';
import { withoutDuplicateEmails } from './email-list.ts';

const email = (id: number, title: string, fromDatabase: boolean) => ({ id, title, fromDatabase });

describe('withoutDuplicateEmails', () => {
  it('drops databas=false e-mails whose title another e-mail has, keeping the order', () => {
    const emails = [
      email(1, 'Välkommen', false),
      email(2, 'Välkommen', false),
      email(3, 'Faktura', true),
      email(4, 'Välkommen', true),
      email(5, 'Kampanj: Sappa Sport', false),
      email(6, 'Faktura', true),
      email(7, 'Erbjudande', false),
      email(8, 'Erbjudande', false),
    ];
    expect(withoutDuplicateEmails(emails).map((item) => item.id)).toEqual([3, 4, 5, 6, 7]);
  });
});
