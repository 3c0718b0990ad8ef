import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelButtons } from './panel-buttons.tsx';

afterEach(cleanup);

function OpenPanel() {
  const [params] = useSearchParams();
  return <output data-testid="open-panel">{params.get('panel')}</output>;
}

describe('PanelButtons', () => {
  it('opens the credit check for any customer, not only from the info box warning', () => {
    render(
      <MemoryRouter>
        <PanelButtons />
        <OpenPanel />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Anmärkningskontroll' }));
    expect(screen.getByTestId('open-panel').textContent).toBe('credit-check');
  });
});
