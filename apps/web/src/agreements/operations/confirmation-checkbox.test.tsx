import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmationCheckbox } from './confirmation-checkbox.tsx';

afterEach(cleanup);

/** A form holding the choice the way the operation forms do, showing what it would submit. */
function Form({ email, initial }: { email: string | null; initial: boolean }) {
  const [sendConfirmation, setSendConfirmation] = useState(initial);
  return (
    <>
      <ConfirmationCheckbox email={email} checked={sendConfirmation} onChange={setSendConfirmation} />
      <output data-testid="submitted">{String(sendConfirmation)}</output>
    </>
  );
}

const submitted = () => screen.getByTestId('submitted').textContent;

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

  it('makes the form submit no confirmation when disabled, even when the choice started ticked', async () => {
    render(<Form email="ingen@epost.saknas" initial />);
    expect(await screen.findByText('false')).toBeTruthy();
  });

  it('turns a ticked choice off when the address becomes unusable, and leaves it to the user after', async () => {
    const { rerender } = render(<Form email="karin@example.se" initial />);
    expect(submitted()).toBe('true');
    rerender(<Form email={null} initial />);
    expect(await screen.findByText('false')).toBeTruthy();
    rerender(<Form email="karin@example.se" initial />);
    expect(submitted()).toBe('false');
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submitted()).toBe('true');
  });
});
