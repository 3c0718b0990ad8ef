import { TRANSFER_SERVICE_TEXTS } from '@sappis/shared/agreements/operations/transfer-service/transfer-service';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationContext, operationRow, renderOperationPanel } from '../testing/operation-fixtures.tsx';
import TransferServicePanel from './transfer-service-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const targets = [
  { agreementNumber: 1000011, deliveryAddress: 'Storgatan 12', mainAgreementNumber: 5001, ended: false },
  { agreementNumber: 1000012, deliveryAddress: 'Sommarvägen 1', mainAgreementNumber: 5002, ended: false },
  { agreementNumber: 1000013, deliveryAddress: 'Gamla vägen 9', mainAgreementNumber: 5002, ended: true },
];
const replacement = {
  existingProductName: 'Bredband 250/250',
  existingProductNumber: 'BAS250',
  offers: [{ productName: 'Bredband 500/500', productNumber: 'BAS500', price: 449, signalCode: null }],
};

describe('TransferServicePanel', () => {
  it('offers only the other running agreements, refuses a date before today and needs the broadband replacement', async () => {
    renderOperationPanel(TransferServicePanel, {
      context: operationContext({ rows: [operationRow({ id: 1 })] }),
      answers: {
        'agreements.transferFacts': (input) => ({
          result: {
            data: {
              targets,
              replacement:
                (input as { targetAgreementNumber: number | null; rowIds: number[] }).targetAgreementNumber &&
                (input as { rowIds: number[] }).rowIds.length > 0
                  ? replacement
                  : null,
            },
          },
        }),
      },
    });
    const target = await screen.findByLabelText('Mottagande avtal');
    await within(target).findByRole('option', { name: '1000012 - Sommarvägen 1' });
    expect(within(target).queryByRole('option', { name: '1000013 - Gamla vägen 9' })).toBeNull();
    expect(within(target).queryByRole('option', { name: /^1000011/ })).toBeNull();

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Bredband 250/250' }));
    fireEvent.change(target, { target: { value: '1000012' } });
    fireEvent.change(screen.getByLabelText('Startdatum'), { target: { value: '2026-11-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Byt avtal' }));
    expect(await screen.findByText(TRANSFER_SERVICE_TEXTS.dateBeforeToday)).toBeTruthy();
    expect(await screen.findByText(TRANSFER_SERVICE_TEXTS.replacementRequired)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Startdatum'), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText('Ersättningstjänst för Bredband 250/250'), {
      target: { value: 'BAS500' },
    });
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain('Bredband 250/250 avslutas 2026-11-23.');
    expect(preview.textContent).toContain('Bredband 500/500 (BAS500) på avtal 1000012 från 2026-11-24');
  });

  it('lists the services without their sub-rows, which go with them', async () => {
    renderOperationPanel(TransferServicePanel, {
      context: operationContext({
        rows: [
          operationRow({ id: 10, productNumber: 'TVSTART', productName: 'Sappa Start', category: 'TV' }),
          operationRow({
            id: 11,
            parentRowId: 10,
            productNumber: 'FRI045',
            productName: 'Fri kanal',
            price: 0,
          }),
        ],
      }),
      answers: { 'agreements.transferFacts': () => ({ result: { data: { targets, replacement: null } } }) },
    });
    const start = await screen.findByRole('checkbox', { name: 'Sappa Start' });
    expect(screen.queryByRole('checkbox', { name: 'Fri kanal' })).toBeNull();
    expect(start.closest('tr')?.textContent).toContain('1');
    expect(screen.getByRole('columnheader', { name: 'Underrader som följer med' })).toBeTruthy();
  });
});
