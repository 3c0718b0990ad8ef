import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import type { Profile } from '@/auth/profile.ts';
import { TEST_PROFILE } from '@/test/mock-api.ts';
import { PanelButtons } from './panel-buttons.tsx';

afterEach(cleanup);

function OpenPanel() {
  const [params] = useSearchParams();
  return <output data-testid="open-panel">{params.get('panel')}</output>;
}

describe('PanelButtons', () => {
  it('opens the credit check for any customer, not only from the info box warning', () => {
    render(
      <CurrentUserProvider user={TEST_PROFILE as Profile}>
        <MemoryRouter>
          <PanelButtons />
          <OpenPanel />
        </MemoryRouter>
      </CurrentUserProvider>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Mer' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Anmärkningskontroll' }));
    expect(screen.getByTestId('open-panel').textContent).toBe('credit-check');
  });
});
