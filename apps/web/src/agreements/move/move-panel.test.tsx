import { MOVE_CHECK_TEXTS, type MoveCheck } from '@sappis/shared/agreements/operations/move/move-check';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '../testing/operation-fixtures.tsx';
import MovePanel from './move-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const address = {
  addressId: '5512310',
  composite: 'Flyttvägen 7, 114 30 Stockholm',
  zipCode: '11430',
  city: 'Stockholm',
  mainAgreements: [
    { number: 1101, name: 'Öppen fiber' },
    { number: 1102, name: 'Stadsnät' },
  ],
};

const check = (statuses: MoveCheck['statuses']): MoveCheck => ({
  currentAddressId: '1000001',
  target: {
    addressId: '5512310',
    composite: address.composite,
    deliveryAddress: 'Flyttvägen 7',
    zipCode: '11430',
    city: 'Stockholm',
    mainAgreementNumber: 1102,
    mainAgreementName: 'Stadsnät',
    mainCentral: null,
    orderNumber: null,
  },
  statuses,
});

function renderMove(statuses: MoveCheck['statuses']) {
  return renderOperationPanel(MovePanel, {
    answers: {
      'agreements.moveAddress': () => ({ result: { data: address } }),
      'agreements.moveCheck': () => ({ result: { data: check(statuses) } }),
    },
  });
}

async function searchAndPick() {
  await screen.findByRole('option', { name: /1000011/ });
  fireEvent.change(screen.getByLabelText('Adress-id'), { target: { value: '5512310' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sök adress' }));
  expect(await screen.findByText('Flyttvägen 7, 114 30 Stockholm')).toBeTruthy();
  fireEvent.change(await screen.findByLabelText('Huvudavtal'), { target: { value: '1102' } });
  fireEvent.change(screen.getByLabelText('Flyttdatum'), { target: { value: '2026-12-01' } });
}

describe('MovePanel', () => {
  it("says 'Det är inte möjligt att flytta avtalet.' with the failing status, and previews nothing", async () => {
    renderMove([{ description: MOVE_CHECK_TEXTS.productNotInNetwork, movable: false, replacement: null }]);
    await searchAndPick();
    expect(await screen.findByText(MOVE_CHECK_TEXTS.productNotInNetwork)).toBeTruthy();
    expect(screen.getAllByText('Det är inte möjligt att flytta avtalet.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Det här händer' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Flytta avtal' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("previews the move, and enables 'Flytta avtal', only once the broadband replacement is chosen", async () => {
    renderMove([
      {
        description: 'Bredband 250/250 behöver en ersättningstjänst i det nya nätet.',
        movable: true,
        replacement: {
          existingProductName: 'Bredband 250/250',
          existingProductNumber: 'BAS250',
          offers: [
            { productName: 'Bredband 500/500', productNumber: 'BAS500', price: 449, signalCode: null },
          ],
        },
      },
    ]);
    await searchAndPick();
    const select = await screen.findByLabelText('Ersättningstjänst för Bredband 250/250');
    expect(screen.queryByRole('region', { name: 'Det här händer' })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Flytta avtal' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'BAS500' } });
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Bredband 500/500 (BAS500) på det nya avtalet');
    expect(preview.textContent).toContain('Flyttavgift (FLYTT)');
    expect(preview.textContent).toContain('Ärende Flytt av avtal skapas i ägargrupp Kundservice');
    expect(submit.disabled).toBe(false);
  });
});
