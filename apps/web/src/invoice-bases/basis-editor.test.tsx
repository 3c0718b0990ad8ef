import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasisEditor } from './basis-editor.tsx';
import type { BasisForm } from './basis-form-model.ts';

afterEach(cleanup);

const blank: BasisForm = {
  invoiceDate: '',
  invoiceCode: '',
  invoiceAo: '',
  customerNumber: null,
  agreementNumber: null,
  mainOrderId: null,
  mainCentral: '',
  customerName: '',
  customerReference: '',
  invoiceAddress: '',
  ourReference: '',
  forwardBilling: null,
  paymentTerms: '30',
  client: '',
  caseDate: '',
  issue: '',
  measure: '',
  expenses: [],
};

function Harness({ onSave }: { onSave: () => void }) {
  const [form, setForm] = useState(blank);
  return (
    <BasisEditor form={form} onChange={setForm} onSave={onSave} onDeleteExpense={() => {}} saving={false} />
  );
}

describe('BasisEditor', () => {
  it("keeps save disabled with 'Fyll i kostnader och löpnummer' until the basis is filled", () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Spara' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByText('Fyll i kostnader och löpnummer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lägg till kostnad' }));
    fireEvent.change(screen.getByLabelText('Beskrivning 1'), { target: { value: 'Arbetstid' } });
    fireEvent.change(screen.getByLabelText('Antal 1'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Pris 1'), { target: { value: '650' } });
    fireEvent.change(screen.getByLabelText('Löpnummer'), { target: { value: 'AO-1' } });
    expect(screen.getByTestId('basis-total').textContent).toContain('975');
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Vidarefakturering'), { target: { value: 'true' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('shows each line total and Totalt in öre, so the lines add up to the total', () => {
    render(<Harness onSave={() => {}} />);
    const lines = [
      ['Arbetstid', '0.33', '75.75'],
      ['Material', '0.75', '133.33'],
      ['Resa', '0.15', '66.65'],
    ];
    lines.forEach(([description, quantity, price], index) => {
      fireEvent.click(screen.getByRole('button', { name: 'Lägg till kostnad' }));
      fireEvent.change(screen.getByLabelText(`Beskrivning ${index + 1}`), { target: { value: description } });
      fireEvent.change(screen.getByLabelText(`Antal ${index + 1}`), { target: { value: quantity } });
      fireEvent.change(screen.getByLabelText(`Pris ${index + 1}`), { target: { value: price } });
    });
    expect(screen.getAllByTestId('line-total').map((cell) => cell.textContent)).toEqual(['25', '100', '10']);
    expect(screen.getByTestId('basis-total').textContent).toBe('Totalt: 135 kr');
  });

  it('adds a quick phrase to the issue', () => {
    render(<Harness onSave={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Trasigt uttag.' }));
    expect((screen.getByLabelText('Ärende') as HTMLTextAreaElement).value).toBe('Trasigt uttag.');
  });
});
