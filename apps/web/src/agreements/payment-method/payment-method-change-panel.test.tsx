import { PAYMENT_METHOD_CHANGE_TEXTS as TEXTS } from '@sappis/shared/agreements/operations/payment-method/payment-method-change';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '../testing/operation-fixtures.tsx';
import PaymentMethodChangePanel from './payment-method-change-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const created = () => ({
  result: {
    data: {
      planFingerprint: 'x',
      caseNumbers: [700600],
      createdRowIds: [],
      endedRowIds: [],
      confirmation: 'NOT_ASKED',
    },
  },
});

describe('PaymentMethodChangePanel', () => {
  it('previews the case 120 with the cut header and needs a Beskrivning', async () => {
    renderOperationPanel(PaymentMethodChangePanel, { params: '' });
    await screen.findByRole('option', { name: /1000011 - Storgatan 12/ });
    expect((screen.getByLabelText(TEXTS.currentLabel) as HTMLInputElement).value).toBe('Bankgiro');
    expect((screen.getByLabelText(TEXTS.newLabel) as HTMLSelectElement).value).toBe('AUTOGIRO');
    expect(screen.queryByRole('option', { name: 'Okänd' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: TEXTS.submit }));
    expect(await screen.findByText(TEXTS.descriptionRequired)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(TEXTS.newLabel), { target: { value: 'BANKGIRO' } });
    expect(await screen.findByText(TEXTS.sameType)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(TEXTS.newLabel), { target: { value: 'AUTOGIRO' } });
    fireEvent.change(screen.getByLabelText(TEXTS.descriptionLabel), {
      target: { value: 'Medgivande skickat' },
    });
    const preview = await screen.findByRole('region', { name: 'Det här händer' });
    expect(preview.textContent).toContain(
      'Ärende Byte av betalsätt skapas i ägargrupp Kundservice med status Pågående: "Byte av betalsätt till Autogiro"',
    );
  });

  it('creates the case and links it', async () => {
    const fetchMock = renderOperationPanel(PaymentMethodChangePanel, {
      params: '',
      answers: { 'agreements.changePaymentMethod': created },
    });
    await screen.findByRole('option', { name: /1000011/ });
    fireEvent.change(screen.getByLabelText(TEXTS.descriptionLabel), {
      target: { value: 'Medgivande skickat' },
    });
    await screen.findByRole('region', { name: 'Det här händer' });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.submit }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain(TEXTS.success(700600));
    expect(screen.getByRole('link', { name: 'Ärende 700600' })).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('agreements.changePaymentMethod'));
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, { choices: unknown }>;
    expect(body[0]?.choices).toEqual({ newPaymentType: 'AUTOGIRO', description: 'Medgivande skickat' });
  });
});
