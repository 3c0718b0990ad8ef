import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import ParcelsPanel from './parcels-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const parcel = {
  shipmentId: '00373500123456789012',
  customerName: 'Karin Lindqvist',
  products: 'Hyrbox 4K, Programkort',
  createdAt: '2026-11-02T08:00:00.000Z',
  completedAt: '2026-11-04T12:00:00.000Z',
  information: null,
  status: 'DELIVERED',
  statusText: 'Försändelsen har levererats',
  totalWeightKg: 1.4,
  dimensions: '30x20x10 cm',
  consigneeCity: 'Lund',
  timeline: [
    {
      kind: 'event',
      status: 'DELIVERED',
      title: 'Försändelsen har levererats',
      city: 'Lund',
      occurredAt: '2026-11-04T12:00:00.000Z',
    },
    {
      kind: 'event',
      status: 'INFORMED',
      title: 'Avsändaren har meddelat att försändelsen kommer',
      city: null,
      occurredAt: '2026-11-03T08:00:00.000Z',
    },
    { kind: 'stage', status: 'ORDERED', title: 'Beställd hos lager', city: 'Göteborg', occurredAt: null },
  ],
};

describe('ParcelsPanel', () => {
  it('shows the parcel fields and the newest event; Mer information shows the whole timeline', async () => {
    renderOperationPanel(ParcelsPanel, {
      answers: { 'parcels.forCustomer': () => ({ result: { data: [parcel] } }) },
      params: '',
    });
    const card = await screen.findByTestId('parcel');
    expect(card.textContent).toContain('00373500123456789012');
    expect(card.textContent).toContain('30x20x10 cm');
    expect(card.textContent).toContain('1,4 kg');
    expect(card.textContent).toContain('Hyrbox 4K, Programkort');
    expect(within(card).getAllByTestId('parcel-timeline-entry')).toHaveLength(1);
    expect(within(card).getByTestId('parcel-timeline-entry').textContent).toContain(
      'Försändelsen har levererats',
    );
    expect(within(card).getByTestId('parcel-timeline-entry').textContent).toContain(', Lund');

    fireEvent.click(within(card).getByRole('button', { name: 'Mer information' }));
    const entries = within(card).getAllByTestId('parcel-timeline-entry');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Försändelsen har levererats',
      'Avsändaren har meddelat att försändelsen kommer',
      'Beställd hos lager',
    ]);
    expect(entries[2]?.textContent).toContain('Göteborg');
    fireEvent.click(within(card).getByRole('button', { name: 'Mindre information' }));
    expect(within(card).getAllByTestId('parcel-timeline-entry')).toHaveLength(1);
  });

  it("shows the tracking failure's Swedish text", async () => {
    renderOperationPanel(ParcelsPanel, {
      answers: {
        'parcels.forCustomer': () => ({
          error: {
            message: 'Något gick fel: Inget svar inom 10 sekunder',
            code: -32603,
            data: {
              code: 'SERVICE_UNAVAILABLE',
              httpStatus: 503,
              userMessage: 'Något gick fel: Inget svar inom 10 sekunder',
            },
          },
        }),
      },
      params: '',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Något gick fel: Inget svar inom 10 sekunder',
    );
  });
});
