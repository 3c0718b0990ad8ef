import type { Prisma } from '@prisma/client';
import { Group } from '@sappis/shared';

/** Example case queues of the demo (queue managers create their own). */
const QUEUES: Prisma.CaseQueueCreateManyInput[] = [
  {
    id: 1,
    name: 'Kundservice – nya ärenden',
    position: 1,
    statuses: ['NOT_STARTED'],
    ownerGroupIds: [42],
    visibleToGroups: [Group.SAPPIS],
  },
  {
    id: 2,
    name: 'Svar från kund',
    position: 2,
    statuses: ['CUSTOMER_REPLIED', 'RETURNS'],
    visibleToGroups: [Group.SAPPIS],
  },
  {
    id: 3,
    name: 'Högprioriterat',
    position: 3,
    priorities: ['HIGH', 'HIGHEST'],
    visibleToGroups: [Group.SAPPIS],
  },
  {
    id: 4,
    name: 'Returer och garantier',
    position: 4,
    caseTypeIds: [184, 185, 193, 194, 255],
    visibleToGroups: [Group.SAPPIS],
  },
  {
    id: 5,
    name: 'Företag',
    position: 5,
    ownerGroupIds: [84],
    visibleToGroups: [Group.BUSINESS_SUPPORT, Group.ADMIN],
  },
  {
    id: 6,
    name: 'Ekonomi',
    position: 6,
    caseTypeIds: [171, 227, 248, 120],
    visibleToGroups: [Group.ECONOMY, Group.INVOICE_BASIS],
  },
  {
    id: 7,
    name: 'Andra linjen – eskalerade',
    position: 7,
    tagIds: [3],
    visibleToGroups: [Group.EXTENDED_CUSTOMER_SUPPORT, Group.THIRD_LINE],
  },
  {
    id: 8,
    name: 'Adressärenden (inkl. avslutade)',
    position: 8,
    ownerGroupIds: [117],
    showFinished: true,
    visibleToGroups: [Group.ADDRESS_MANAGER, Group.PRODUCT_IT],
  },
];

/** Queues with every filter list present (empty lists rather than NULL columns). */
export const CASE_QUEUES: Prisma.CaseQueueCreateManyInput[] = QUEUES.map((queue) => ({
  statuses: [],
  caseTypeIds: [],
  ownerGroupIds: [],
  priorities: [],
  tagIds: [],
  ...queue,
}));
