import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithApi } from '@/test/render-with-api.tsx';
import { AddressImportPage } from './address-import-page.tsx';
import { CommercialAddressesPage } from './commercial-addresses-page.tsx';

const ok = (data: unknown) => ({ result: { data } });

afterEach(() => vi.unstubAllGlobals());

describe('AddressImportPage', () => {
  it('shows the empty tasks list, then the rejected rows of a refused file', async () => {
    let sent: unknown;
    mockApi({
      'addressManager.importTasks': () => ok({ tasks: [], total: 0, pageSize: 25 }),
      'addressManager.importFile': (input) => {
        sent = input;
        return ok({
          outcome: 'rejected',
          rowCount: 3,
          rejected: [
            {
              line: 3,
              addressId: '123',
              reasons: ['Adress-id ska vara 6–11 siffror eller 32 versaler och siffror'],
            },
            { line: 4, addressId: '', reasons: ['Gata måste fyllas i', 'Ort måste fyllas i'] },
          ],
        });
      },
    });
    renderWithApi(<AddressImportPage />);
    expect(await screen.findByText('Inga importer ännu.')).toBeTruthy();
    const file = new File(['adress_id;gata\n'], 'trasig.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV-fil'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Importera' }));
    const report = await screen.findByTestId('rejected-rows');
    expect(within(report).getByText('2 rader underkändes, inget har importerats')).toBeTruthy();
    expect(within(report).getByText('Gata måste fyllas i. Ort måste fyllas i')).toBeTruthy();
    expect(sent).toMatchObject({ fileName: 'trasig.csv', content: 'adress_id;gata\n' });
  });
});

describe('CommercialAddressesPage', () => {
  it('sends the filters upper-cased without the empty ones, and shows the empty state', async () => {
    const inputs: unknown[] = [];
    mockApi({
      'addressManager.verticalSearch': (input) => {
        inputs.push(input);
        return ok({ addresses: [], total: 0, pageSize: 50 });
      },
    });
    renderWithApi(<CommercialAddressesPage />);
    expect(screen.getByText('Ange filter och sök för att se adresser.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Gata'), { target: { value: ' storgatan ' } });
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'göteborg' } });
    fireEvent.change(screen.getByLabelText('Nummer'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'IP' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByText('Inga adresser matchar filtren.')).toBeTruthy();
    await waitFor(() =>
      expect(inputs).toEqual([{ street: 'STORGATAN', city: 'GÖTEBORG', transmissions: ['IP'], page: 1 }]),
    );
  });
});
