import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import ConnectionStatusPanel from './connection-status-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => () => ({ result: { data } });
const access = (id: number, netadmin: boolean) => ({
  id,
  externalId: `EXT-${id}`,
  network: netadmin ? 'netadmin' : 'openfiber',
  mainCentral: 'HC-GBG',
  orderNumber: null,
  premisesType: 'MDU',
  source: netadmin ? 'netadmin' : 'visma',
  validFrom: '2024-01-01',
  validTo: null,
  active: true,
  netadmin: netadmin
    ? {
        id: 4711,
        owner: 'Brf Solgläntan',
        productExposure: 'PRODUKTEXPONERING_BAS',
        transmission: 'DOCSIS',
        verification: 'INTE VALIDERAD',
      }
    : null,
  netadminRaw: netadmin ? { id: 4711 } : null,
});
const status = (accessId: number, services: { service: string; operationalState: string }[]) => ({
  accessId,
  externalId: `EXT-${accessId}`,
  network: 'openfiber',
  address: {
    streetName: 'Fibervägen',
    streetNumber: '7',
    littera: 'B',
    apartmentNumber: '1102',
    distinguisher: null,
    postalCode: '41301',
    city: 'Göteborg',
  },
  addressText: 'Fibervägen 7B, lgh 1102, 413 01 Göteborg',
  services: services.map((service) => ({ ...service, reference: null })),
  raw: { external_id: `EXT-${accessId}` },
});

describe('connection status panel', () => {
  it('shows the multiple-accesses fault, the services or none, the netadmin pills and closes a diagnostic on a second click', async () => {
    let diagnostics = 0;
    renderOperationPanel(ConnectionStatusPanel, {
      params: 'agreement=1000011',
      answers: {
        'connectionStatus.accesses': ok({
          addressId: '5512301',
          multipleAccesses: true,
          accesses: [access(1, false), access(2, true)],
        }),
        'connectionStatus.status': (input) => {
          const { accessId } = input as { accessId: number };
          return ok(
            status(accessId, accessId === 1 ? [{ service: 'Bredband 250/250', operationalState: 'UP' }] : []),
          )();
        },
        'connectionStatus.diagnostic': () => {
          diagnostics += 1;
          return ok({ accessId: 1, kind: 'hardware', output: 'Switch: EX2300' })();
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Adressen har flera aktiva accesser under samma huvudavtal. Det är ett fel i adressregistret, kontakta IT.',
    );
    const own = await screen.findByRole('region', { name: 'Access EXT-1' });
    expect(await within(own).findByText('INKOPPLADE SAPPATJÄNSTER (1 ST)')).toBeTruthy();
    const netadmin = screen.getByRole('region', { name: 'Access EXT-2' });
    expect(await within(netadmin).findByText('Inga tjänster är inkopplade')).toBeTruthy();
    expect(within(netadmin).getByText('INTE VALIDERAD').dataset.colour).toBe('red');
    expect(within(netadmin).getByText('DOCSIS').dataset.colour).toBe('amber');

    fireEvent.click(within(own).getByRole('button', { name: 'Hardware Info' }));
    expect(await within(own).findByText('Switch: EX2300')).toBeTruthy();
    fireEvent.click(within(own).getByRole('button', { name: 'Hardware Info' }));
    expect(within(own).queryByText('Switch: EX2300')).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: 'Hardware Info' }));
    expect(await within(own).findByText('Switch: EX2300')).toBeTruthy();
    expect(diagnostics).toBe(1);
  });
});
