import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import type { Profile } from '@/auth/profile.ts';
import { TEST_PROFILE } from '@/test/mock-api.ts';
import { AgreementActionsMenu } from './agreement-actions-menu.tsx';

afterEach(cleanup);

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function openMenu(props: { ended: boolean; telephony?: boolean }) {
  render(
    <CurrentUserProvider user={TEST_PROFILE as Profile}>
      <MemoryRouter>
        <AgreementActionsMenu agreementNumber={1000151} {...props} />
        <Location />
      </MemoryRouter>
    </CurrentUserProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'Åtgärder' });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

/** The open menu's groups: each group's label (its accessible name) and its items. */
function groupsShown() {
  return screen.getAllByRole('group').map((group) => [
    document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    within(group)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ]);
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
      'Hantera utrustning',
      'Returärende',
      'Inkopplingsstatus',
      'Manuell aktivering',
      'Marknadsbarhet',
      'Partnernät',
      'Logginformation',
      'Dokument',
      'Samtalsspecifikation',
    ]);
  });

  it('groups every action of an active agreement with telephony', () => {
    openMenu({ ended: false, telephony: true });
    expect(groupsShown()).toEqual([
      [
        'Avsluta och ändra',
        [
          'Avsluta avtal',
          'Pausa tjänster',
          'Fortsätt tjänster',
          'Byt avtal',
          'Överlåtelse av avtal',
          'Beställning via Commerce',
        ],
      ],
      ['Ekonomi', ['Kompensera kund', 'Byte av betalsätt']],
      ['Utrustning', ['Hantera utrustning', 'Returärende', 'Inkopplingsstatus']],
      [
        'Adress och flytt',
        ['Flytta avtal', 'Manuell aktivering', 'Verifiera adress', 'Marknadsbarhet', 'Partnernät'],
      ],
      ['Information', ['Logginformation', 'Dokument', 'Samtalsspecifikation']],
    ]);
    expect(screen.getByRole('group', { name: 'Ekonomi' })).toBeDefined();
  });

  it("focuses 'Sök åtgärd' on opening and filters the actions as the agent types", () => {
    openMenu({ ended: false });
    const search = screen.getByRole('searchbox', { name: 'Sök åtgärd' });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'AVTAL' } });
    expect(groupsShown()).toEqual([
      ['Avsluta och ändra', ['Avsluta avtal', 'Byt avtal', 'Överlåtelse av avtal']],
      ['Adress och flytt', ['Flytta avtal']],
    ]);
    fireEvent.change(search, { target: { value: 'finns inte' } });
    expect(screen.queryAllByRole('menuitem')).toEqual([]);
    expect(screen.getByText('Ingen åtgärd matchar.')).toBeDefined();
  });

  it('moves from the filter to the items with the arrows and opens the first match with Enter', () => {
    openMenu({ ended: false });
    const search = screen.getByRole('searchbox', { name: 'Sök åtgärd' });
    fireEvent.change(search, { target: { value: 'paus' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Pausa tjänster');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('?panel=pause&agreement=1000151');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('filters when the agent types while an item has the focus, instead of jumping by type-ahead', () => {
    openMenu({ ended: false });
    const search = screen.getByRole('searchbox', { name: 'Sök åtgärd' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Avsluta avtal');
    fireEvent.keyDown(document.activeElement as Element, { key: 'd' });
    expect(document.activeElement).toBe(search);
    expect((search as HTMLInputElement).value).toBe('d');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Kompensera kund',
      'Returärende',
      'Verifiera adress',
      'Marknadsbarhet',
      'Dokument',
    ]);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0] as Element, { key: 'Backspace' });
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('starts with an empty filter when opened again', () => {
    openMenu({ ended: false });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Sök åtgärd' }), { target: { value: 'paus' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Sök åtgärd' }), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Åtgärder' }), { key: 'Enter' });
    expect((screen.getByRole('searchbox', { name: 'Sök åtgärd' }) as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('menuitem')).toHaveLength(18);
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
