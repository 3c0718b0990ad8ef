import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, type ToastSeverity, useToast } from './toast.tsx';

afterEach(cleanup);

function ShowButton({ severity }: { severity: ToastSeverity }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(`Meddelande ${severity}`, { severity })}>
      {severity}
    </button>
  );
}

describe('Toaster', () => {
  it.each([
    ['success', 'bg-green-700'],
    ['info', 'bg-blue-700'],
    ['warning', 'bg-orange-600'],
    ['error', 'bg-red-700'],
  ] as const)('shows a %s snackbar in its colour', (severity, colour) => {
    render(
      <Toaster>
        <ShowButton severity={severity} />
      </Toaster>,
    );
    fireEvent.click(screen.getByRole('button', { name: severity }));
    const snackbar = screen.getByText(`Meddelande ${severity}`).closest('li');
    expect(snackbar?.dataset.severity).toBe(severity);
    expect(snackbar?.className).toContain(colour);
  });
});
