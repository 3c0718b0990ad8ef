import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import { testAgreement, testCustomer } from '@/customers/testing/customer-fixture.ts';
import ObjectLogPanel from './object-log-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ObjectLogPanel', () => {
  it("shows the customer's log entries with the server's sanitized HTML and the case logs as text", async () => {
    renderOperationPanel(ObjectLogPanel, {
      answers: {
        'logs.objectLog': () => ({
          result: {
            data: [
              {
                id: 71,
                createdBy: 'anna@sappa.se',
                createdAt: '2026-11-01T08:00:00.000Z',
                updatedAt: '2026-11-02T08:00:00.000Z',
                categoryId: 1,
                categoryName: 'Memo',
                safeHtml: '<p>Tekniker <b>bokad</b></p>',
              },
            ],
          },
        }),
        'logs.caseLogs': () => ({
          result: {
            data: [
              {
                id: 1,
                caseNumber: 700500,
                caseHeader: 'Retur: Ånger',
                createdAt: '2026-11-03T08:00:00.000Z',
                userName: 'Bo',
                message: '<b>inte html</b>',
                auto: false,
              },
            ],
          },
        }),
      },
    });
    const log = await screen.findByRole('region', { name: 'Logg' });
    expect(await within(log).findByText('bokad')).toBeTruthy();
    expect(within(log).getByText('bokad').tagName).toBe('B');
    expect(within(log).getByText(/Logg 71 · Memo \(1\) · anna@sappa.se/)).toBeTruthy();
    const cases = screen.getByRole('region', { name: 'Ärendeloggar' });
    expect(await within(cases).findByText('<b>inte html</b>')).toBeTruthy();
    expect(within(cases).getByText(/Ärende 700500 \(Retur: Ånger\)/)).toBeTruthy();
  });

  it('shows the log of the agreement the URL names, and of the customer or another agreement as picked', async () => {
    const asked: unknown[] = [];
    const entry = (id: number, text: string) => ({
      id,
      createdBy: 'anna@sappa.se',
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-01T08:00:00.000Z',
      categoryId: 1,
      categoryName: 'Memo',
      safeHtml: `<p>${text}</p>`,
    });
    const texts: Record<string, string> = {
      'kund:1000001': 'Kundens logg',
      'avtal:1000011': 'Första avtalets logg',
      'avtal:1000012': 'Andra avtalets logg',
    };
    const customer = testCustomer({
      customerNumber: 1000001,
      agreements: [testAgreement(), testAgreement({ agreementNumber: 1000012, ended: true })],
    });
    renderOperationPanel(ObjectLogPanel, {
      customer,
      params: 'panel=object-log&agreement=1000012',
      answers: {
        'logs.objectLog': (input) => {
          asked.push(input);
          const { objectType, objectId } = input as { objectType: string; objectId: number };
          const text = texts[`${objectType}:${objectId}`];
          return { result: { data: text ? [entry(objectId, text)] : [] } };
        },
        'logs.caseLogs': () => ({ result: { data: [] } }),
      },
    });
    const log = await screen.findByRole('region', { name: 'Logg' });
    expect(await within(log).findByText('Andra avtalets logg')).toBeTruthy();
    const select = screen.getByLabelText('Visa logg för') as HTMLSelectElement;
    expect(select.value).toBe('1000012');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Kund 1000001',
      'Avtal 1000011',
      'Avtal 1000012 (avslutat)',
    ]);
    fireEvent.change(select, { target: { value: 'kund' } });
    expect(await within(log).findByText('Kundens logg')).toBeTruthy();
    fireEvent.change(select, { target: { value: '1000011' } });
    expect(await within(log).findByText('Första avtalets logg')).toBeTruthy();
    expect(asked).toEqual([
      { objectType: 'avtal', objectId: 1000012 },
      { objectType: 'kund', objectId: 1000001 },
      { objectType: 'avtal', objectId: 1000011 },
    ]);
  });

  it("shows the customer's log when the URL names no agreement of the customer", async () => {
    let asked: unknown;
    renderOperationPanel(ObjectLogPanel, {
      params: 'panel=object-log&agreement=999',
      answers: {
        'logs.objectLog': (input) => {
          asked = input;
          return { result: { data: [] } };
        },
        'logs.caseLogs': () => ({ result: { data: [] } }),
      },
    });
    expect(await screen.findByText('Inga loggposter.')).toBeTruthy();
    expect((screen.getByLabelText('Visa logg för') as HTMLSelectElement).value).toBe('kund');
    expect(asked).toMatchObject({ objectType: 'kund' });
  });
});
