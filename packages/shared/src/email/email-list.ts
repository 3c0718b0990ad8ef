/**
 * The customer's e-mail list without duplicates (document 2 section 3): an e-mail with databas=false (a copy from
 * the marketing system) is left out when another listed e-mail has its title. Every databas=true e-mail stays;
 * of databas=false ones sharing a title only, the first (the newest, in a newest-first list) stays.
 */
export function withoutDuplicateEmails<Email extends { title: string; fromDatabase: boolean }>(
  emails: readonly Email[],
): Email[] {
  const titles = new Set(emails.filter((email) => email.fromDatabase).map((email) => email.title));
  return emails.filter((email) => {
    if (email.fromDatabase) return true;
    if (titles.has(email.title)) return false;
    titles.add(email.title);
    return true;
  });
}
