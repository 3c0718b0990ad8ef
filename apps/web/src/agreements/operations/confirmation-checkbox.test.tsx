import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmationCheckbox } from './confirmation-checkbox.tsx';

afterEach(cleanup);

describe('ConfirmationCheckbox', () => {
  it.each([null, 'karin@', 'ingen@epost.saknas'])('is disabled with (ogiltig epost) for %s', (email) => {
    render(<ConfirmationCheckbox email={email} checked onChange={() => {}} />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(screen.getByText('(ogiltig epost)')).toBeTruthy();
  });

  it('is enabled for a valid address', () => {
    render(<ConfirmationCheckbox email="karin@example.se" checked onChange={() => {}} />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
  });
});
