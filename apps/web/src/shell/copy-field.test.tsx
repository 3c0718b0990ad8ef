import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/clipboard.ts', () => ({ copyText: vi.fn(async () => true) }));
// A worker's files share the app's modules (isolate: false): fresh copies, so the field imports the mock above.
vi.resetModules();
const { Toaster } = await import('@/components/ui/toast.tsx');
const { CopyField } = await import('./copy-field.tsx');

afterEach(cleanup);

describe('CopyField', () => {
  it("copies the value and confirms with 'Kopierat: {value}'", async () => {
    const { copyText } = await import('@/lib/clipboard.ts');
    render(
      <Toaster>
        <CopyField label="Kundnummer" value={100234} />
      </Toaster>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kopiera kundnummer' }));
    });
    expect(copyText).toHaveBeenCalledWith('100234');
    expect((await screen.findAllByText('Kopierat: 100234')).length).toBeGreaterThan(0);
  });

  it("shows '-' for a value of one character and offers nothing to copy", () => {
    render(
      <Toaster>
        <CopyField label="Mobil" value="0" />
      </Toaster>,
    );
    expect(screen.getByText('-')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Kopiera mobil' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
