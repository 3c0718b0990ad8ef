import { Group } from '@sappis/shared/groups';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SideMenu, type SideMenuProps } from './side-menu.tsx';

afterEach(cleanup);

function renderMenu(props: Partial<SideMenuProps> = {}) {
  render(
    <MemoryRouter initialEntries={['/sappis/hem']}>
      <SideMenu groups={[Group.SAPPIS]} recentCustomers={[]} caseLock={null} {...props} />
    </MemoryRouter>,
  );
  return screen.getByTestId('side-menu');
}

describe('SideMenu', () => {
  it('links the logo to the home page', () => {
    const menu = renderMenu();
    expect(within(menu).getByRole('link', { name: 'Sappis' }).getAttribute('href')).toBe('/sappis/hem');
  });

  it('shows an agent the main items but no admin items', () => {
    const menu = renderMenu({ groups: [Group.SAPPIS] });
    expect(within(menu).getByRole('link', { name: 'Alla ärenden' }).getAttribute('href')).toBe(
      '/sappis/cases',
    );
    expect(within(menu).queryByText('Administration')).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Hantera köer' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Taggar' })).toBeNull();
  });

  it('shows the admin items an admin may use, and not the IT-only ones', () => {
    const menu = renderMenu({ groups: [Group.SAPPIS, Group.ADMIN] });
    expect(within(menu).getByText('Administration')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Hantera köer' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Taggar' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Commerce' })).toBeNull();
  });

  it('shows items without roles to a user without groups', () => {
    const menu = renderMenu({ groups: [] });
    expect(within(menu).getByRole('link', { name: 'Middleware' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Alla ärenden' })).toBeNull();
  });

  it("lists recent customers as 'name, number' linking to the customer view", () => {
    const menu = renderMenu({
      recentCustomers: [
        { customerNumber: 100234, name: 'Anna Andersson' },
        { customerNumber: 100007, name: 'Bertil Berg' },
      ],
    });
    const customers = within(menu).getAllByRole('link', { name: /, \d+$/ });
    expect(customers.map((link) => link.textContent)).toEqual([
      'Anna Andersson, 100234',
      'Bertil Berg, 100007',
    ]);
    expect(customers[0]?.getAttribute('href')).toBe('/klc/100234/tjanster');
  });

  it('uses plain links for the static pages', () => {
    const menu = renderMenu();
    expect(within(menu).getByRole('link', { name: 'Tidrapport' }).getAttribute('href')).toBe('/tidrap.html');
  });

  it('shows the lock banner for the open case', () => {
    renderMenu({ caseLock: { lockedBy: 'kalle@sappa.se', mine: false } });
    expect(screen.getByTestId('lock-banner').textContent).toBe('Ärendet är låst av: kalle@sappa.se');
    cleanup();
    renderMenu({ caseLock: { lockedBy: 'me@sappa.se', mine: true } });
    expect(screen.getByTestId('lock-banner').textContent).toBe('Du har låst ärendet');
  });
});
