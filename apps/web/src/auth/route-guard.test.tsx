import { Group } from '@sappis/shared/groups';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserProvider } from './current-user.tsx';
import type { Profile } from './profile.ts';
import { RouteGuard } from './route-guard.tsx';

afterEach(cleanup);

const user = (groups: string[]): Profile => ({
  id: 1,
  username: 'agent',
  name: 'Agda Agent',
  firstName: 'Agda',
  lastName: 'Agent',
  email: 'agda@sappa.se',
  employeeNumber: 'E100',
  groups,
});

function renderGuarded(groups: string[], routeGroups: readonly string[]) {
  render(
    <MemoryRouter>
      <CurrentUserProvider user={user(groups)}>
        <RouteGuard route={{ groups: routeGroups as never }}>
          <p>Hemlig sida</p>
        </RouteGuard>
      </CurrentUserProvider>
    </MemoryRouter>,
  );
}

describe('RouteGuard', () => {
  it('shows the page to a user with one of its groups', () => {
    renderGuarded([Group.SAPPIS, Group.ADMIN], [Group.PRODUCT_IT, Group.ADMIN]);
    expect(screen.getByText('Hemlig sida')).toBeTruthy();
  });

  it("shows 'Behörighet saknas' instead of the page otherwise", () => {
    renderGuarded([Group.SAPPIS], [Group.PRODUCT_IT]);
    expect(screen.queryByText('Hemlig sida')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Behörighet saknas' })).toBeTruthy();
  });

  it('opens pages without groups to everybody', () => {
    renderGuarded([], []);
    expect(screen.getByText('Hemlig sida')).toBeTruthy();
  });
});
