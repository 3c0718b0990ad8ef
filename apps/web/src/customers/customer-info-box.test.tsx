import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerInfoBox } from './customer-info-box.tsx';
import type { Customer } from './customer-model.ts';
import { testAgreement, testCustomer, testRow } from './testing/customer-fixture.ts';

afterEach(cleanup);

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderBox(customer: Customer) {
  render(
    <MemoryRouter initialEntries={['/klc/100001/tjanster']}>
      <CustomerInfoBox customer={customer} />
      <Location />
    </MemoryRouter>,
  );
  return screen.getByTestId('customer-info-box');
}

const warnings = () => screen.queryAllByTestId('customer-warning').map((item) => item.textContent);

describe('CustomerInfoBox', () => {
  it('shows no warnings and the no-other-information text for a customer in order', () => {
    renderBox(testCustomer());
    expect(warnings()).toEqual([]);
    expect(screen.getByTestId('other-information').textContent).toBe('Kunden har ingen övrig information.');
  });

  it('shows every warning with its exact text', () => {
    renderBox(
      testCustomer({
        hasOverdueUnpaidInvoice: true,
        protectedIdentity: true,
        creditCheckDone: false,
        otherInformation: 'Ring efter 17',
        temporaryAddress: {
          id: 1,
          name: 'Karin',
          address: 'Sommarvägen 1',
          co: null,
          zipCode: '47150',
          city: 'Tjörn',
          phoneNumber: null,
          validThrough: '2099-01-01',
          active: true,
        },
        addressEndDates: [
          {
            agreementNumber: 1000011,
            address: 'Storgatan 12, Göteborg',
            endDate: '2025-12-31',
            system: 'OPEN_NETWORK',
            mainAgreementNumber: 5001,
          },
        ],
        agreements: [
          testAgreement({
            addressId: null,
            rows: [testRow({ productKnown: false, productNumber: 'OKAND1' })],
          }),
        ],
      }),
    );
    const texts = warnings().join('\n');
    expect(texts).toContain('Obetald faktura, kunds tjänster är tillfälligt pausade.');
    expect(texts).toContain('Kund har en tillfällig utdelningsadress');
    expect(texts).toContain('Kunden har skyddad identitet');
    expect(texts).toContain('Avtal 1000011 saknar köpbar leveransadress.');
    expect(texts).toContain('Anmärkningskontroll är inte gjord!');
    expect(texts).toContain('Produktinformation saknas för OKAND1');
    expect(texts).toContain('i det öppna nätet på huvudavtal (5001). Beställningar kan ej genomföras.');
    expect(screen.getByTestId('other-information').textContent).toBe('Ring efter 17');
  });

  it("opens the invoices view from 'ekonomi' and says when no agreement is active", () => {
    renderBox(testCustomer({ temporarilySuspended: true, agreements: [testAgreement({ ended: true })] }));
    expect(warnings()).toContain('Kund har inga aktiva avtal');
    fireEvent.click(screen.getByRole('button', { name: 'ekonomi' }));
    expect(screen.getByTestId('location').textContent).toBe('?panel=invoices');
  });

  it('keeps operator alerts on one line until opened, then 3 groups before show more, alerts cut at 200', () => {
    const long = `${'a'.repeat(210)}SLUT`;
    renderBox(
      testCustomer({
        operatorAlertGroups: ['A', 'B', 'C', 'D'].map((group, index) => ({
          group,
          alerts: [{ id: index, text: index === 0 ? long : `Varning ${group}` }],
        })),
      }),
    );
    expect(screen.queryAllByTestId('operator-alert-group')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Operatörsvarningar 4' }));
    expect(screen.getAllByTestId('operator-alert-group')).toHaveLength(3);
    expect(screen.queryByText(/SLUT/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Visa mer' }));
    expect(screen.getByText(/SLUT/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Visa fler (1)' }));
    expect(screen.getAllByTestId('operator-alert-group')).toHaveLength(4);
  });
});
