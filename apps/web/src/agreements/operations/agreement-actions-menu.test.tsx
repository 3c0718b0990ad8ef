import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AgreementActionsMenu } from './agreement-actions-menu.tsx';

afterEach(cleanup);

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function openMenu(props: { ended: boolean; telephony?: boolean }) {
  render(
    <MemoryRouter>
      <AgreementActionsMenu agreementNumber={1000151} {...props} />
      <Location />
    </MemoryRouter>,
  );
  const trigger = screen.getByRole('button', { name: 'Åtgärder' });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('AgreementActionsMenu', () => {
  it('offers the call specification only on an agreement with telephony rows', () => {
    expect(openMenu({ ended: false, telephony: true })).toContain('Samtalsspecifikation');
    cleanup();
    expect(openMenu({ ended: false })).not.toContain('Samtalsspecifikation');
  });

  it('offers the call specification on an ended agreement too', () => {
    expect(openMenu({ ended: true, telephony: true })).toEqual([
      'Kompensera kund',
      'Byte av betalsätt',
      'Returärende',
      'Logginformation',
      'Inkopplingsstatus',
      'Hantera utrustning',
      'Manuell aktivering',
      'Marknadsbarhet',
      'Partnernät',
      'Dokument',
      'Samtalsspecifikation',
    ]);
  });

  it("opens the connection status of the agreement's address", () => {
    expect(openMenu({ ended: false })).toContain('Inkopplingsstatus');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Inkopplingsstatus' }));
    expect(screen.getByTestId('location').textContent).toBe('?panel=connection-status&agreement=1000151');
  });

  it('offers assignment on an active agreement and manual activation at its address', () => {
    expect(openMenu({ ended: false })).toEqual(
      expect.arrayContaining(['Överlåtelse av avtal', 'Manuell aktivering']),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Manuell aktivering' }));
    expect(screen.getByTestId('location').textContent).toBe('?panel=manual-activation&agreement=1000151');
    cleanup();
    expect(openMenu({ ended: true })).not.toContain('Överlåtelse av avtal');
  });

  it("opens the agreement's log information", () => {
    expect(openMenu({ ended: false })).toContain('Logginformation');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logginformation' }));
    expect(screen.getByTestId('location').textContent).toBe('?panel=object-log&agreement=1000151');
  });

  it('opens the hardware panel preselected to the agreement (an ended one too)', () => {
    expect(openMenu({ ended: true })).toContain('Hantera utrustning');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hantera utrustning' }));
    expect(screen.getByTestId('location').textContent).toBe('?panel=manage-hardware&agreement=1000151');
  });

  it("opens the agreement's documents", () => {
    expect(openMenu({ ended: true })).toContain('Dokument');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dokument' }));
    expect(screen.getByTestId('location').textContent).toBe('?panel=documents&agreement=1000151');
  });
});
