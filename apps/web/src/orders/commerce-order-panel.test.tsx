import { COMMERCE_ORDER_TEXTS, type CommerceInventory } from '@sappis/shared/orders/commerce-order';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationContext, renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import CommerceOrderPanel from './commerce-order-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inventory: CommerceInventory = {
  addressId: '5512399',
  mainAgreementNumber: 5001,
  premisesType: 'MDU',
  categories: [{ number: 3, name: 'Bredband' }],
  transmissions: ['IP'],
  broadbandSubscriptions: [
    { productNumber: 'BAS100', description: 'Bredband 100/100', price: 349, subscription: true },
    { productNumber: 'BAS500', description: 'Bredband 500/500', price: 449, subscription: true },
  ],
  startFee: { productNumber: 'STARTAVGIFT', name: 'Startavgift', price: 495 },
};

describe('CommerceOrderPanel', () => {
  it('fills the cart with the picked subscriptions, totals it and previews the new rows', async () => {
    renderOperationPanel(CommerceOrderPanel, {
      context: operationContext({ rows: [] }),
      answers: { 'orders.inventory': () => ({ result: { data: inventory } }) },
    });
    expect(await screen.findByText('Varukorgen är tom.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Bredband 100\/100/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Bredband 500\/500/ }));
    const cart = screen.getByRole('region', { name: 'Varukorg' });
    expect(cart.textContent).toContain('798 kr/mån');
    expect(cart.textContent).toContain('495 kr');
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Ny avtalsrad Bredband 500/500 (BAS500)');
    expect(preview.textContent).toContain('Avgift: Startavgift 495 kr.');
  });

  it("shows Commerce's failure text when the inventory cannot be fetched", async () => {
    renderOperationPanel(CommerceOrderPanel, {
      answers: {
        'orders.inventory': () => ({
          error: {
            message: 'Commerce: 502 Bad Gateway',
            code: -32603,
            data: {
              code: 'SERVICE_UNAVAILABLE',
              httpStatus: 503,
              userMessage: COMMERCE_ORDER_TEXTS.inventoryUnavailable,
            },
          },
        }),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(COMMERCE_ORDER_TEXTS.inventoryUnavailable);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
