import { DEFAULT_PRODUCT_NAME, Group, type GroupName, groupNames } from '@sappis/shared';
import { staffEmail } from '../generators.ts';

/**
 * Demo staff, one per group combination of document 1 section 6. The passwords are fixed and public: they
 * are printed at start-up and in the README, and must only ever exist in demo and test databases.
 */
export interface DemoUser {
  /** User id in a freshly seeded database (1.. in table order). */
  id: number;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  employeeNumber: string;
  groups: readonly GroupName[];
  /** What the user is for, in Swedish, for the start-up printout. */
  role: string;
}

const { SAPPIS } = Group;

const USERS: ReadonlyArray<Omit<DemoUser, 'id' | 'email' | 'employeeNumber' | 'password'>> = [
  {
    username: 'agent',
    firstName: 'Anna',
    lastName: 'Lindqvist',
    groups: [SAPPIS],
    role: 'Kundtjänstmedarbetare',
  },
  {
    username: 'agent2',
    firstName: 'Johan',
    lastName: 'Eriksson',
    groups: [SAPPIS],
    role: 'Kundtjänstmedarbetare',
  },
  {
    username: 'andralinjen',
    firstName: 'Sara',
    lastName: 'Nyström',
    groups: [SAPPIS, Group.EXTENDED_CUSTOMER_SUPPORT],
    role: 'Andra linjen',
  },
  {
    username: 'tredjelinjen',
    firstName: 'Mikael',
    lastName: 'Holmberg',
    groups: [SAPPIS, Group.THIRD_LINE],
    role: 'Tredje linjen',
  },
  {
    username: 'admin',
    firstName: 'Karin',
    lastName: 'Sjöberg',
    groups: [SAPPIS, Group.ADMIN, Group.SUPER_USER],
    role: 'Administratör',
  },
  {
    username: 'it',
    firstName: 'Erik',
    lastName: 'Wallin',
    groups: [SAPPIS, Group.PRODUCT_IT],
    role: 'Sappa IT',
  },
  {
    username: 'ekonomi',
    firstName: 'Maria',
    lastName: 'Bergström',
    groups: [SAPPIS, Group.ECONOMY, Group.INVOICE_BASIS],
    role: 'Ekonomi och faktureringsunderlag',
  },
  {
    username: 'kochef',
    firstName: 'Peter',
    lastName: 'Lundgren',
    groups: [SAPPIS, Group.RESPONSIBLE_CUSTOMER_SUPPORT],
    role: 'Kundservicechef',
  },
  {
    username: 'adress',
    firstName: 'Linda',
    lastName: 'Forsberg',
    groups: [SAPPIS, Group.ADDRESS_MANAGER],
    role: 'Adresshantering',
  },
  {
    username: 'affarsstod',
    firstName: 'Fredrik',
    lastName: 'Åberg',
    groups: [SAPPIS, Group.BUSINESS_SUPPORT, Group.PRODUCT, Group.B2C],
    role: 'Affärsstöd och produkt',
  },
  {
    username: 'marknad',
    firstName: 'Malin',
    lastName: 'Berg',
    groups: [SAPPIS, Group.MARKNAD],
    role: 'Marknad',
  },
  {
    username: 'provisionering',
    firstName: 'Oskar',
    lastName: 'Sandberg',
    groups: [SAPPIS, Group.PROVISIONING],
    role: 'Provisionering',
  },
  {
    username: 'teknik',
    firstName: 'Henrik',
    lastName: 'Öberg',
    groups: [SAPPIS, Group.PRODUCT_TEKNIK],
    role: 'Sappa Teknik',
  },
  {
    username: 'cantab',
    firstName: 'Emma',
    lastName: 'Håkansson',
    groups: [Group.CANTAB],
    role: 'Cantab-kundtjänst',
  },
  // Admin-page users outside customer service (no SAPPIS): they look customers up from their pages.
  {
    username: 'faktura',
    firstName: 'Ingrid',
    lastName: 'Dahl',
    groups: [Group.ECONOMY, Group.INVOICE_BASIS],
    role: 'Fakturering (utan kundtjänst)',
  },
  {
    username: 'adressregister',
    firstName: 'Nils',
    lastName: 'Ekman',
    groups: [Group.ADDRESS_MANAGER],
    role: 'Adressregister (utan kundtjänst)',
  },
];

export const DEMO_USERS: readonly DemoUser[] = USERS.map((user, index) => ({
  ...user,
  id: index + 1,
  password: `sappis-${user.username}`,
  email: staffEmail(user.firstName, user.lastName),
  employeeNumber: String(10_101 + index * 7),
}));

export function demoUser(username: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`Unknown demo user ${username}`);
  return user;
}

/** Markdown table of the demo users (user, password, groups), e.g. for the README or the start-up log. */
export function demoUsersMarkdown(): string {
  return DEMO_USERS.map(
    (user) =>
      `| ${user.username} | ${user.password} | ${groupNames(user.groups, DEFAULT_PRODUCT_NAME).join(', ')} |`,
  ).join('\n');
}
