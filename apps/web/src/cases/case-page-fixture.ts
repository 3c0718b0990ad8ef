import type { CasePageData } from './case-lock-model.ts';

/** A case page answer for component tests. */
export function casePageFixture(overrides: Partial<CasePageData> = {}): CasePageData {
  return {
    id: 11,
    number: 700010,
    externalTicketNumber: null,
    parentCaseNumber: null,
    header: 'Routern blinkar rött',
    status: { key: 'IN_PROGRESS', id: 2, name: 'Pågående' },
    priority: { key: 'HIGH', name: 'Hög' },
    type: { id: 102, name: 'Felanmälan bredband', category: 'Bredband' },
    ownerGroup: { id: 103, name: 'Bredband extern' },
    formFields: [],
    relation: {
      customerNumber: 100001,
      customerName: 'Karin Lindqvist',
      customerEmail: null,
      customerPhone: null,
      customerMobilePhone: null,
      customerAddress: null,
      customerPostal: null,
      customerOrderNumber: null,
      address: null,
      postal: null,
      signalCentral: null,
    },
    history: [],
    logs: [],
    tags: [],
    assignee: null,
    lock: { locked: false, lockedBy: null, holderId: null, mine: false, expiresAt: null },
    viewers: [],
    version: 4,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
